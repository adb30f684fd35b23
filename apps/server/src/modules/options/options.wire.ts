/** Order rows → the wire's MicroOrder (original field names, original-backend.md §1). */
import type { MicroOrder } from '@app/api';
import { normalize } from '@app/money';
import { wireTime } from '../../envelope';
import type { OrderRow } from './options.service';

/** The original adds 1.3 s to what is left so the client's countdown ends after the settlement. */
const COUNTDOWN_SLACK_MS = 1300;

export function wireOrder(r: OrderRow, nowMs: number, receiptUid: string | null = null): MicroOrder {
  const open = r.state === 'open';
  const left = r.expiresAt - nowMs;
  return {
    id: r.id,
    show_micro_id: r.id + 10000,
    match_id: r.pairId,
    symbol_name: r.symbol,
    currency_id: r.currencyId,
    currency_name: r.currency,
    type: r.type,
    seconds: r.seconds,
    number: normalize(r.stake),
    fee: normalize(r.fee),
    payout_ratio: normalize(r.payoutRatio),
    loss_ratio: normalize(r.lossRatio),
    open_price: normalize(r.openPrice),
    end_price: normalize(r.endPrice ?? r.openPrice),
    open_mark_id: r.openMarkId,
    end_mark_id: r.endMarkId,
    status: open ? 1 : 3,
    profit_result: r.result ?? 0,
    payout: normalize(r.payout ?? '0'),
    fact_profits: normalize(r.factProfits ?? '0'),
    created_at: wireTime(r.createdAt),
    handled_at: wireTime(new Date(r.expiresAt)),
    complete_at: r.settledAt ? wireTime(r.settledAt) : null,
    remain_milli_seconds: open && left > 0 ? Math.round(left + COUNTDOWN_SLACK_MS) : 0,
    receipt_uid: receiptUid,
  };
}
