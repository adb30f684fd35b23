import { Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { formatUtc } from '../../../shared/format';
import type { BankCard } from '../api/users';

type Field = keyof BankCard;

/** Labels of spec "Bank card": the legacy field names carry other meanings (alipay_account is the ABA number …). */
const LABELS: Partial<Record<Field, string>> = {
  real_name: 'Cardholder name',
  bank_name: 'Bank name',
  bank_account: 'Card number',
  bank_dizhi: 'Province / city',
  bank_network: 'Branch',
  alipay_account: 'ABA number',
  wechat_nickname: 'SWIFT code',
  phone: 'Phone',
  wechat_account: 'Cardholder address',
};

const DOMESTIC: Field[] = ['real_name', 'bank_name', 'bank_account', 'bank_dizhi', 'bank_network'];
const INTERNATIONAL: Field[] = [
  'real_name',
  'bank_name',
  'bank_account',
  'alipay_account',
  'wechat_nickname',
  'phone',
  'wechat_account',
  'bank_dizhi',
  'bank_network',
];

/** The `kind` when the server sends it; otherwise only an international card has ABA/SWIFT fields. */
export function isInternational(card: BankCard): boolean {
  if (card.kind) return card.kind === 'international';
  return Boolean(card.alipay_account || card.wechat_nickname || card.wechat_account);
}

function CardView({ card }: { card: BankCard }) {
  const intl = isInternational(card);
  // A domestic card has no branch-less variant; an international one shows the branch only when it was given.
  const fields = (intl ? INTERNATIONAL : DOMESTIC).filter((f) => !intl || f !== 'bank_network' || card[f]);
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          {intl ? <Tag color="purple">International</Tag> : <Tag color="blue">Domestic</Tag>}
          <span>{card.bank_name}</span>
        </Flex>
      }
      extra={
        card.updated_at || card.created_at ? (
          <Typography.Text type="secondary">{formatUtc(card.updated_at ?? card.created_at)} UTC</Typography.Text>
        ) : undefined
      }
      style={{ flex: '1 1 420px' }}
    >
      <Descriptions size="small" column={1} styles={{ label: { width: 150 } }}>
        {fields.map((f) => (
          <Descriptions.Item key={f} label={<span title={`Field ${f}`}>{LABELS[f]}</span>}>
            <Typography.Text copyable={Boolean(card[f])}>{String(card[f] ?? '') || '—'}</Typography.Text>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

export function BankCards({ cards }: { cards: BankCard[] }) {
  if (cards.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No bank card" />;
  return (
    <Flex gap={16} wrap>
      {cards.map((c, i) => (
        <CardView key={c.id ?? `${c.kind}-${i}`} card={c} />
      ))}
    </Flex>
  );
}
