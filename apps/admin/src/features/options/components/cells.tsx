import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dash, num } from '../../contracts/components/cells';
import { fractionToPercent } from '../../contracts/components/decimal';
import { DIRECTIONS, type OptionOrder, ORDER_STATUS } from '../api/types';
import { breakEven, favoursUsers } from './ratio';

/** A ratio as sent, with its meaning as a percentage beside it (0.85 → 85 %). */
export function Ratio({ value }: { value: string }) {
  const pct = fractionToPercent(value);
  return (
    <span style={num}>
      {value}
      {pct && <Typography.Text type="secondary"> ({pct} %)</Typography.Text>}
    </span>
  );
}

/**
 * The break-even win rate users are shown for these ratios, as a percentage; amber when it is below 50 %, where a
 * user who wins half the time comes out ahead before the fee.
 */
export function BreakEven({ payout, loss, testId }: { payout: string; loss: string; testId?: string }) {
  const { t } = useTranslation('options');
  const rate = breakEven(payout, loss);
  if (rate === undefined) return dash;
  const low = favoursUsers(rate);
  const value = (
    <Typography.Text type={low ? 'warning' : undefined} strong={low} style={num} data-testid={testId}>
      {fractionToPercent(rate)} %
    </Typography.Text>
  );
  return low ? <Tooltip title={t('expiries.favoursUsers')}>{value}</Tooltip> : value;
}

export function OnOffTag({ on }: { on: boolean }) {
  const { t } = useTranslation('options');
  return on ? <Tag color="green">{t('common.on')}</Tag> : <Tag>{t('common.off')}</Tag>;
}

/** Up green, down red, as in the app; a code this screen does not know as sent. */
export function DirectionTag({ type }: { type: number }) {
  const { t } = useTranslation('options');
  if (type === DIRECTIONS.up)
    return (
      <Tag color="green" icon={<ArrowUpOutlined />}>
        {t('orders.up')}
      </Tag>
    );
  if (type === DIRECTIONS.down)
    return (
      <Tag color="red" icon={<ArrowDownOutlined />}>
        {t('orders.down')}
      </Tag>
    );
  return <Tag>{type}</Tag>;
}

const RESULTS = { 1: ['win', 'green'], 0: ['tie', 'default'], [-1]: ['loss', 'red'] } as const;

/** Open until settled; then win, tie or loss as the recorded prices decided it. */
export function ResultTag({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('options');
  if (order.status === ORDER_STATUS.open) return <Tag color="blue">{t('results.open')}</Tag>;
  const known = RESULTS[order.profit_result as keyof typeof RESULTS];
  if (!known) return <Tag>{order.profit_result}</Tag>;
  return <Tag color={known[1]}>{t(`results.${known[0]}`)}</Tag>;
}

/**
 * A receipt id, shortened when long, whole in the tooltip and copyable, as the contracts screens show them; beside
 * it a link to the public verification (`/api/receipt/verify`), which recomputes the result from its recorded
 * prices and holds no personal data.
 */
export function ReceiptId({ id }: { id: string | null }) {
  const { t } = useTranslation('options');
  if (!id) return dash;
  return (
    <Flex gap={6} align="center" wrap={false}>
      <Tooltip title={id}>
        <Typography.Text code copyable={{ text: id }} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {id.length > 14 ? `${id.slice(0, 12)}…` : id}
        </Typography.Text>
      </Tooltip>
      <Typography.Link
        href={`/api/receipt/verify?id=${encodeURIComponent(id)}`}
        target="_blank"
        rel="noreferrer"
        style={{ fontSize: 12, whiteSpace: 'nowrap' }}
        data-testid={`option-receipt-verify-${id}`}
      >
        {t('orders.verify')}
      </Typography.Link>
    </Flex>
  );
}
