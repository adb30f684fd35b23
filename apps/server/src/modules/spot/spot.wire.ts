/** Rows → the contract's shapes (docs/api-spot.md). Decimal strings are trimmed to the pair's precisions. */
import type { SpotOrder, SpotTradeItem } from '@app/api';
import { div, isZero } from '@app/money';
import { wireTime } from '../../envelope';
import { normal, type PairInfo } from './spot.pairs';
import type { spotOrders, spotTrades } from './spot.tables';

export type OrderRow = typeof spotOrders.$inferSelect;
export type TradeRow = typeof spotTrades.$inferSelect;

export function wireOrder(o: OrderRow, pair: PairInfo | undefined): SpotOrder {
  const filled = normal(o.filled);
  const filledTotal = normal(o.filledTotal);
  const precision = pair?.pricePrecision ?? 8;
  return {
    id: o.id,
    symbol: o.symbol,
    currency_id: pair?.baseId ?? 0,
    legal_id: pair?.quoteId ?? 0,
    type: o.side === 'buy' ? 1 : 2,
    order_type: o.type === 'market' ? 'market' : 'limit',
    price: o.price === null ? '' : normal(o.price),
    amount: normal(o.amount),
    total: normal(o.total),
    filled,
    filled_total: filledTotal,
    avg_price: isZero(filled) ? '0' : div(filledTotal, filled, precision, 'half-up'),
    fee: normal(o.fee),
    fee_currency: o.feeCurrency,
    status: o.status as SpotOrder['status'],
    created_at: wireTime(o.createdAt),
    updated_at: wireTime(o.updatedAt),
  };
}

export function wireTrade(t: TradeRow): SpotTradeItem {
  return {
    id: String(t.id),
    price: normal(t.price),
    amount: normal(t.amount),
    side: t.takerSide === 'sell' ? 'sell' : 'buy',
    time: t.createdAt.getTime(),
  };
}
