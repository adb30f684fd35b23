import { pickLang } from '@app/i18n';
import { Flex, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageThumb } from '../../../shared/components/image-preview';
import { ID_TYPE_KEYS, type KycReview, REAL_TYPE_KEYS } from '../api/kyc';
import { countryLabel } from './country';

const STATE_TAGS: Record<string, { key: 'none' | 'review' | 'verified' | 'failed'; color?: string }> = {
  none: { key: 'none' },
  review: { key: 'review', color: 'gold' },
  verified: { key: 'verified', color: 'green' },
  failed: { key: 'failed', color: 'red' },
};

/** A review's state; a state the back office does not know is shown as the server sent it. */
export function KycStateTag({ state }: { state: string }) {
  const { t } = useTranslation('accounts');
  const s = STATE_TAGS[state];
  return <Tag color={s?.color}>{s ? t(`kycStates.${s.key}`) : state}</Tag>;
}

export function RealTypeTag({ realType }: { realType: number }) {
  const { t } = useTranslation('accounts');
  const key = REAL_TYPE_KEYS[realType];
  return <Tag color={realType === 2 ? 'purple' : 'blue'}>{key ? t(`levels.${key}`) : realType}</Tag>;
}

/** The document type of a submission (`id_type`); `—` when none. */
export function IdTypeLabel({ idType }: { idType: number | null | undefined }) {
  const { t } = useTranslation('accounts');
  if (!idType) return '—';
  const key = ID_TYPE_KEYS[idType];
  return key ? t(`idTypes.${key}`) : String(idType);
}

/**
 * The document's country of a basic submission (name and ISO code); "not given" in warning colour when a basic
 * submission came without one (older clients: the seconds-options country switch cannot apply to that user), `—`
 * for the advanced level, which has no country.
 */
export function KycCountry({ review }: { review: Pick<KycReview, 'country' | 'real_type'> }) {
  const { t, i18n } = useTranslation('accounts');
  if (review.country) return countryLabel(review.country, pickLang(i18n.resolvedLanguage ?? i18n.language));
  if (review.real_type !== 1) return '—';
  return <Typography.Text type="warning">{t('kyc.countryNone')}</Typography.Text>;
}

/** Front and back of the document (advanced level); one preview group, so the operator can flip between them. */
export function KycImages({
  review,
  size = 64,
}: {
  review: Pick<KycReview, 'front_pic' | 'reverse_pic'>;
  size?: number;
}) {
  const { t } = useTranslation('accounts');
  if (!review.front_pic && !review.reverse_pic) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={6}>
        {[
          { src: review.front_pic, side: 'front' as const },
          { src: review.reverse_pic, side: 'back' as const },
        ].map((p) => (
          <Flex key={p.side} vertical align="center" gap={2}>
            <ImageThumb src={p.src ?? undefined} width={Math.round(size * 1.5)} height={size} />
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {t(`images.${p.side}`)}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
