import { Flex, Popover, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dash, num } from '../../contracts/components/cells';
import { fractionToPercent } from '../../contracts/components/decimal';
import type { MiningOrder, OrderState, ProductKind } from '../api/types';

const KIND_COLORS: Record<ProductKind, string> = { locked: 'blue', cloud: 'purple', defi: 'cyan' };
const STATE_COLORS: Record<OrderState, string> = { active: 'blue', matured: 'green', redeemed: 'orange' };

/** Locked mining, cloud miner or DeFi pool: one engine, three names. */
export function KindTag({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('earn');
  return (
    <Tag color={KIND_COLORS[kind]} style={{ marginInlineEnd: 0 }}>
      {t(`kinds.${kind}`)}
    </Tag>
  );
}

export function StateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation('earn');
  return (
    <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`states.${state}`)}
    </Tag>
  );
}

export function OnOffTag({ on }: { on: boolean }) {
  const { t } = useTranslation('earn');
  return on ? <Tag color="green">{t('common.on')}</Tag> : <Tag>{t('common.off')}</Tag>;
}

/** A rate as sent, with its meaning as a percentage beside it (0.003 → 0.3 %). */
export function Rate({ value }: { value: string }) {
  const pct = fractionToPercent(value);
  return (
    <span style={num}>
      {value}
      {pct && <Typography.Text type="secondary"> ({pct} %)</Typography.Text>}
    </span>
  );
}

/** The last word of a receipt's formula (`earn.mining.yield` → yield), translated when known. */
function useReceiptKind() {
  const { t, i18n } = useTranslation('earn');
  return (kind: string) => {
    const last = kind.split('.').pop() ?? kind;
    const key = `receiptKinds.${last}`;
    return i18n.exists(key, { ns: 'earn' }) ? t(key as 'receiptKinds.yield') : kind;
  };
}

/**
 * A receipt id, shortened, whole in the tooltip and copyable, with a link to the public verification
 * (`/api/receipt/verify`), which recomputes the payout from the order's terms and holds no personal data.
 */
export function ReceiptId({ id, kind }: { id: string; kind: string }) {
  const { t } = useTranslation('earn');
  const kindOf = useReceiptKind();
  return (
    <Flex gap={6} align="center" wrap={false}>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {kindOf(kind)}
      </Typography.Text>
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
        data-testid={`earn-receipt-verify-${id}`}
      >
        {t('orders.verify')}
      </Typography.Link>
    </Flex>
  );
}

const SHOWN = 3;

/** An order's receipts: the closing one first, then its yields; beyond three, the rest in a pop-over. */
export function ReceiptList({ order }: { order: MiningOrder }) {
  const { t } = useTranslation('earn');
  const { receipts } = order;
  if (receipts.length === 0) return <Typography.Text type="secondary">{t('orders.noReceipt')}</Typography.Text>;
  const rest = receipts.slice(SHOWN);
  return (
    <Flex vertical gap={2}>
      {receipts.slice(0, SHOWN).map((r) => (
        <ReceiptId key={r.id} id={r.id} kind={r.kind} />
      ))}
      {rest.length > 0 && (
        <Popover
          content={
            <Flex vertical gap={2}>
              {rest.map((r) => (
                <ReceiptId key={r.id} id={r.id} kind={r.kind} />
              ))}
            </Flex>
          }
        >
          <Typography.Link style={{ fontSize: 12 }} data-testid={`earn-order-receipts-more-${order.id}`}>
            +{rest.length}
          </Typography.Link>
        </Popover>
      )}
    </Flex>
  );
}

export { dash };
