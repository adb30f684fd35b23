import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPOT_ORDER_STATUSES, type SpotOrderStatus } from '../api/types';

/**
 * The built-in market maker is not a `users` row: orders say so with `owner_type: 'maker'`; trade rows only carry the
 * owner id, which for the maker is 2^31 (the first id a `users.id` serial can never take, apps/server spot README).
 */
export const MAKER_OWNER_ID = 2 ** 31;

const BUY = '#389e0d';
const SELL = '#cf1322';

/** Buy green, sell red, as on the app's order book. */
export function SideTag({ side }: { side: 'buy' | 'sell' }) {
  const { t } = useTranslation('spot');
  return (
    <Tag color={side === 'buy' ? 'green' : 'red'} style={{ marginInlineEnd: 0, width: 40, textAlign: 'center' }}>
      {side === 'buy' ? t('buy') : t('sell')}
    </Tag>
  );
}

export const sideOf = (type: 1 | 2) => (type === 1 ? ('buy' as const) : ('sell' as const));
export const sideColor = (side: 'buy' | 'sell') => (side === 'buy' ? BUY : SELL);

const STATUS_COLORS: Record<SpotOrderStatus, string> = {
  open: 'blue',
  partial: 'gold',
  filled: 'green',
  cancelled: 'default',
};
const isStatus = (status: string): status is SpotOrderStatus =>
  (SPOT_ORDER_STATUSES as readonly string[]).includes(status);

/** The order statuses for a filter, by their names in the operator's language. */
export function useStatusOptions() {
  const { t } = useTranslation('spot');
  return SPOT_ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }));
}

/** An order's status in the operator's language; a status this screen does not know is shown as sent. */
export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('spot');
  if (!isStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={STATUS_COLORS[status]}>{t(`statuses.${status}`)}</Tag>;
}

/** A person links to the user's page; the market maker is named, it has no page. */
export function OwnerCell({ userId, ownerType }: { userId: number; ownerType?: string }) {
  const { t } = useTranslation('spot');
  if (ownerType === 'maker' || (ownerType === undefined && userId === MAKER_OWNER_ID)) {
    return (
      <Tag color="purple" style={{ marginInlineEnd: 0 }}>
        {t('marketMaker')}
      </Tag>
    );
  }
  return <Link to={`/users/${userId}`}>#{userId}</Link>;
}

/** Order ids are UUIDs: the first block is enough to tell rows apart; the whole id is in the tooltip and copyable. */
export function ShortId({ id }: { id: string }) {
  if (id.length <= 12) return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{id}</span>;
  return (
    <Tooltip title={id}>
      <Typography.Text code copyable={{ text: id }} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {id.slice(0, 8)}
      </Typography.Text>
    </Tooltip>
  );
}

/** An order or trade party: who, and which order. */
export function PartyCell({ userId, orderId }: { userId: number; orderId: string }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <OwnerCell userId={userId} />
      <ShortId id={orderId} />
    </Flex>
  );
}
