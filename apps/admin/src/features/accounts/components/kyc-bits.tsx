import { Flex, Image, Tag, Typography } from 'antd';
import { ImageThumb } from '../../../shared/components/image-preview';
import { ID_TYPE_LABELS, type KycReview, REAL_TYPE_LABELS } from '../api/kyc';

const STATE_TAGS: Record<string, { label: string; color?: string }> = {
  none: { label: 'None' },
  review: { label: 'In review', color: 'gold' },
  verified: { label: 'Verified', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export function KycStateTag({ state }: { state: string }) {
  const s = STATE_TAGS[state] ?? { label: state };
  return <Tag color={s.color}>{s.label}</Tag>;
}

export function RealTypeTag({ realType }: { realType: number }) {
  return <Tag color={realType === 2 ? 'purple' : 'blue'}>{REAL_TYPE_LABELS[realType] ?? realType}</Tag>;
}

export const idTypeLabel = (t: number | null | undefined) => (t ? (ID_TYPE_LABELS[t] ?? String(t)) : '—');

/** Front and back of the document (advanced level); one preview group, so the operator can flip between them. */
export function KycImages({
  review,
  size = 64,
}: {
  review: Pick<KycReview, 'front_pic' | 'reverse_pic'>;
  size?: number;
}) {
  if (!review.front_pic && !review.reverse_pic) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={6}>
        {[
          { src: review.front_pic, label: 'Front' },
          { src: review.reverse_pic, label: 'Back' },
        ].map((p) => (
          <Flex key={p.label} vertical align="center" gap={2}>
            <ImageThumb src={p.src ?? undefined} width={Math.round(size * 1.5)} height={size} />
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {p.label}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
