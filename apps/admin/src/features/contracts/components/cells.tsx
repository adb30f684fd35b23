import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CloseReason,
  type ContractArea,
  type MarginMode,
  POSITION_STATUSES,
  type PositionStatusName,
} from '../api/types';

export const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
export const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** An amount or price as sent, its coin after it in grey; '' (none yet) as a dash. */
export function Num({ value, coin }: { value: string; coin?: string }) {
  if (!value) return dash;
  return (
    <span style={num}>
      {value}
      {coin && <Typography.Text type="secondary"> {coin}</Typography.Text>}
    </span>
  );
}

/** Crypto contracts (the lever account) or US stocks (the stock account). */
export function AreaTag({ area }: { area: ContractArea }) {
  const { t } = useTranslation('contracts');
  return (
    <Tag color={area === 'stock' ? 'geekblue' : 'orange'} style={{ marginInlineEnd: 0 }}>
      {t(`areas.${area}`)}
    </Tag>
  );
}

/** Long green, short red, as in the app; with the leverage and the margin mode when given. */
export function SideTag({ type, multiple, mode }: { type: 1 | 2; multiple?: number; mode?: MarginMode }) {
  const { t } = useTranslation('contracts');
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={type === 1 ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
        {type === 1 ? t('sides.long') : t('sides.short')}
        {multiple !== undefined && ` ×${multiple}`}
      </Tag>
      {mode && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`modes.${mode}`)}
        </Typography.Text>
      )}
    </Flex>
  );
}

const STATUS_NAMES = Object.fromEntries(Object.entries(POSITION_STATUSES).map(([k, v]) => [v, k])) as Record<
  number,
  PositionStatusName
>;
const STATUS_COLORS: Record<PositionStatusName, string> = {
  pending: 'gold',
  open: 'blue',
  closing: 'purple',
  closed: 'default',
  cancelled: 'default',
};
const REASONS: readonly string[] = ['user', 'batch', 'tp', 'sl', 'liquidation'] satisfies CloseReason[];

/** A position's status in the operator's language, and why it closed; a status this screen does not know as sent. */
export function StatusTag({ status, reason }: { status: number; reason?: string }) {
  const { t } = useTranslation('contracts');
  const name = STATUS_NAMES[status];
  if (!name) return <Tag>{status}</Tag>;
  const why: ReactNode =
    reason && REASONS.includes(reason) ? t(`reasons.${reason as CloseReason}`) : reason ? reason : null;
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={reason === 'liquidation' ? 'red' : STATUS_COLORS[name]} style={{ marginInlineEnd: 0 }}>
        {t(`statuses.${name}`)}
      </Tag>
      {why && (
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {why}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Per-coin amounts of a record (`{USDT: '1.5'}`), one a line; nothing as a dash. */
export function CoinAmounts({ value, danger }: { value: Record<string, string>; danger?: boolean }) {
  const entries = Object.entries(value);
  if (entries.length === 0) return dash;
  return (
    <Flex vertical align="flex-end">
      {entries.map(([coin, amount]) => (
        <span key={coin} style={{ ...num, color: danger && /[1-9]/.test(amount) ? '#cf1322' : undefined }}>
          {amount} <Typography.Text type="secondary">{coin}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}
