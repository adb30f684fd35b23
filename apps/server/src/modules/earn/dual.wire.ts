/** Dual rows → the wire's original field names (reference §4b). */
import type { DualOrderWire, DualProductWire, EarnCampaign } from '@app/api';
import { div, mul, normalize } from '@app/money';
import { wireTime } from '../../envelope';
import { catalogueCoins } from '../market';
import { type DualOrder, type DualProduct, paidCurrencyOf } from './dual.service';
import { dualDays } from './engine/dual';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const typeOf = (t: string): 'call' | 'put' => (t === 'put' ? 'put' : 'call');

/** `COIN-DDMONYY-STRIKE-C|P`, the original's product name. */
export function dualName(p: Pick<DualProduct, 'coin' | 'strike' | 'type' | 'settlesAt'>): string {
  const d = new Date(p.settlesAt);
  const day = String(d.getUTCDate()).padStart(2, '0');
  const yy = String(d.getUTCFullYear() % 100).padStart(2, '0');
  return `${p.coin}-${day}${MONTHS[d.getUTCMonth()]}${yy}-${normalize(p.strike)}-${p.type === 'put' ? 'P' : 'C'}`;
}

export function wireDualProduct(
  p: DualProduct,
  campaign: EarnCampaign,
  now: number,
  lastPrice: string | undefined,
): DualProductWire {
  const coin = catalogueCoins().find((c) => c.code === p.coin);
  return {
    id: p.id,
    name: dualName(p),
    currency_id: coin?.id ?? 0,
    currency_name: p.coin,
    type: typeOf(p.type),
    rate: normalize(mul(p.apr, '100')),
    apr: normalize(p.apr),
    exercise_price: normalize(p.strike),
    unit_price: normalize(p.unit),
    pay_currency: paidCurrencyOf(p),
    day: dualDays(now, p.settlesAt),
    sales_end: wireTime(new Date(p.salesEnd)),
    end_time: wireTime(new Date(p.settlesAt)),
    total_number: p.totalShares,
    remaining_number: p.totalShares - p.soldShares,
    purchased_number: p.soldShares,
    progress: normalize(div(mul(String(p.soldShares), '100'), String(p.totalShares), 2, 'floor')),
    user_limit: p.userLimit,
    status: p.enabled && now < p.salesEnd && p.soldShares < p.totalShares ? 1 : 0,
    last_price: lastPrice ?? '',
    campaign,
  };
}

export function wireDualOrder(o: DualOrder, now: number, receiptId: string | null): DualOrderWire {
  return {
    id: o.id,
    product_id: o.productId,
    name: dualName(o),
    currency_name: o.coin,
    type: typeOf(o.type),
    num: o.shares,
    paid: normalize(o.paid),
    pay_currency: o.paidCurrency,
    rate: normalize(mul(o.apr, '100')),
    apr: normalize(o.apr),
    exercise_price: normalize(o.strike),
    day: o.days,
    end_time: wireTime(new Date(o.settlesAt)),
    status: o.state === 'settled' ? 2 : now >= o.settlesAt ? 1 : 0,
    settle_price: o.settlePrice === null ? null : normalize(o.settlePrice),
    payout: o.payout === null ? null : normalize(o.payout),
    payout_currency: o.payoutCurrency,
    created_at: wireTime(o.createdAt),
    settled_at: o.settledAt ? wireTime(o.settledAt) : null,
    receipt_id: receiptId,
  };
}
