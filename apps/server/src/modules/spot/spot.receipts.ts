/**
 * Receipts of spot fills: one per user party of each trade (the market maker gets none). The recorded "tick" is
 * the trade row itself (price, amount, time); the formula is how the ledger split that fill:
 *
 *   notional = price × amount
 *   buyer:  pays notional (quote), receives amount − fee, fee = ⌈amount × fee_rate⌉ at the base's scale
 *   seller: pays amount (base), receives notional − fee, fee = ⌈notional × fee_rate⌉ at the quote's scale
 *   a fee never exceeds what it is taken from.
 *
 * It must agree with settleFills (spot.exec.ts) to the last digit: receipts.issue refuses a receipt whose result
 * the formula does not reproduce, which fails the trade's transaction.
 */
import { currencyScale, gt, isZero, mul, normalize, roundForUser, sub } from '@app/money';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { Formula, PriceSource, ReceiptDraft, ReceiptTick } from '../receipts';
import type { PairInfo } from './spot.pairs';
import { spotTrades } from './spot.tables';
import type { TradeRow } from './spot.wire';

const SPOT_TRADE_SOURCE = 'spot.trade';

export const spotFillFormula: Formula = {
  name: 'spot.fill',
  version: 1,
  describe:
    'notional = price × amount; the buyer pays notional and receives amount − ⌈amount × fee_rate⌉ (base scale); ' +
    'the seller pays amount and receives notional − ⌈notional × fee_rate⌉ (quote scale); a fee never exceeds ' +
    'what it is taken from.',
  compute(inputs, ticks) {
    const tick = ticks[0];
    if (!tick || tick.amount === undefined) throw new Error('spot.fill needs the trade');
    const notional = mul(tick.price, tick.amount);
    const buys = inputs.side === 'buy';
    const gross = buys ? tick.amount : notional;
    const rate = inputs.fee_rate ?? '0';
    let fee = isZero(rate) ? '0' : roundForUser(mul(gross, rate), Number(inputs.receive_scale), 'pay');
    if (gt(fee, gross)) fee = gross;
    return {
      notional: normalize(notional),
      pays: normalize(buys ? notional : tick.amount),
      pays_currency: buys ? (inputs.quote ?? '') : (inputs.base ?? ''),
      receives_gross: normalize(gross),
      fee: normalize(fee),
      receives_net: normalize(sub(gross, fee)),
      receives_currency: buys ? (inputs.base ?? '') : (inputs.quote ?? ''),
    };
  },
};

const tradeTick = (t: TradeRow): ReceiptTick => ({
  source: SPOT_TRADE_SOURCE,
  id: String(t.id),
  symbol: t.symbol,
  ts: t.createdAt.getTime(),
  price: normalize(t.price),
  amount: normalize(t.amount),
});

export const spotTradeSource: PriceSource = {
  name: SPOT_TRADE_SOURCE,
  async load(ex: Executor, ids: readonly string[]) {
    const numeric = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
    if (numeric.length === 0) return [];
    const rows = await ex.select().from(spotTrades).where(inArray(spotTrades.id, numeric));
    return rows.map(tradeTick);
  },
};

/** What settleFills booked for one party of a fill. */
type PartyFill = {
  userId: number;
  side: 'buy' | 'sell';
  role: 'maker' | 'taker';
  feeRate: string;
  split: { gross: string; fee: string; net: string };
};

export function fillReceipt(pair: PairInfo, trade: TradeRow, party: PartyFill): ReceiptDraft {
  const buys = party.side === 'buy';
  const receiveCurrency = buys ? pair.base : pair.quote;
  const notional = mul(trade.price, trade.amount);
  return {
    kind: 'spot.fill',
    userId: party.userId,
    refType: 'spot_trade',
    refId: String(trade.id),
    priceSource: SPOT_TRADE_SOURCE,
    ticks: [tradeTick(trade)],
    formula: spotFillFormula,
    inputs: {
      symbol: pair.symbol,
      side: party.side,
      role: party.role,
      order_id: party.role === 'maker' ? trade.makerOrderId : trade.takerOrderId,
      base: pair.base,
      quote: pair.quote,
      fee_rate: normalize(party.feeRate),
      receive_scale: String(currencyScale(receiveCurrency)),
    },
    result: {
      notional: normalize(notional),
      pays: normalize(buys ? notional : trade.amount),
      pays_currency: buys ? pair.quote : pair.base,
      receives_gross: normalize(party.split.gross),
      fee: normalize(party.split.fee),
      receives_net: normalize(party.split.net),
      receives_currency: receiveCurrency,
    },
  };
}
