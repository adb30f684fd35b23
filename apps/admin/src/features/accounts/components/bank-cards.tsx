import { Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUtc } from '../../../shared/format';
import type { BankCard } from '../api/users';

/**
 * The fields a card shows, labelled as in spec "Bank card" (`cards.labels` of the catalogue): the legacy field names
 * carry other meanings (alipay_account is the ABA number …).
 */
type Shown =
  | 'real_name'
  | 'bank_name'
  | 'bank_account'
  | 'bank_dizhi'
  | 'bank_network'
  | 'alipay_account'
  | 'wechat_nickname'
  | 'phone'
  | 'wechat_account';

const DOMESTIC: Shown[] = ['real_name', 'bank_name', 'bank_account', 'bank_dizhi', 'bank_network'];
const INTERNATIONAL: Shown[] = [
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
  const { t } = useTranslation('accounts');
  // A domestic card has no branch-less variant; an international one shows the branch only when it was given.
  const fields = (intl ? INTERNATIONAL : DOMESTIC).filter((f) => !intl || f !== 'bank_network' || card[f]);
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          {intl ? <Tag color="purple">{t('cards.international')}</Tag> : <Tag color="blue">{t('cards.domestic')}</Tag>}
          <span>{card.bank_name}</span>
        </Flex>
      }
      extra={
        card.updated_at || card.created_at ? (
          <Typography.Text type="secondary">
            {t('cards.updatedAt', { time: formatUtc(card.updated_at ?? card.created_at) })}
          </Typography.Text>
        ) : undefined
      }
      style={{ flex: '1 1 420px' }}
    >
      <Descriptions size="small" column={1} styles={{ label: { width: 150 } }}>
        {fields.map((f) => (
          <Descriptions.Item
            key={f}
            label={<span title={t('cards.field', { name: f })}>{t(`cards.labels.${f}`)}</span>}
          >
            <Typography.Text copyable={Boolean(card[f])}>{String(card[f] ?? '') || '—'}</Typography.Text>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

export function BankCards({ cards }: { cards: BankCard[] }) {
  const { t } = useTranslation('accounts');
  if (cards.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cards.empty')} />;
  return (
    <Flex gap={16} wrap>
      {cards.map((c, i) => (
        <CardView key={c.id ?? `${c.kind}-${i}`} card={c} />
      ))}
    </Flex>
  );
}
