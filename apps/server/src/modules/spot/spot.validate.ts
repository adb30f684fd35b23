/**
 * Pure checks of a new order against its pair (spec §8 texts): steps, minimum value, what to freeze. A market
 * order's protection band is centred on the market module's reference price (else the best opposite price):
 * a market buy by amount freezes amount × the band's worst price and gives back the rest after matching.
 */
import { div, eq, lt, mul } from '@app/money';
import { AppError } from '../../errors';
import { payable } from '../ledger';
import { priceToTicks, qtyToLots, quoteToUnits, ticksToPrice, UnitError } from './engine';
import type { PairInfo } from './spot.pairs';

const PROTECTION_BPS = 500;
const DECIMAL = /^\d+(\.\d+)?$/;

export type OrderInput = {
  side: 'buy' | 'sell';
  price?: string | undefined;
  amount?: string | undefined;
  total?: string | undefined;
};

export type ValidOrder =
  | {
      kind: 'limit';
      side: 'buy' | 'sell';
      price: string;
      priceTicks: number;
      amount: string;
      lots: number;
      total: '0';
      freeze: string;
    }
  | {
      kind: 'market';
      side: 'buy' | 'sell';
      amount: string;
      lots: number;
      total: string;
      quoteUnits?: number;
      refTicks?: number;
      protectionBps: number;
      freeze: string;
    };

function steps<T>(fn: () => T, key: 'spot.bad_price' | 'spot.bad_amount' | 'spot.bad_total'): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof UnitError) throw AppError.say(key);
    throw e;
  }
}

function checkTradable(pair: PairInfo | undefined): PairInfo {
  if (!pair?.enabled) throw AppError.say('market.unknown_symbol');
  if (pair.halted) throw AppError.say('spot.halted');
  return pair;
}

function minNotional(pair: PairInfo, value: string) {
  if (lt(value, pair.minNotional))
    throw AppError.say('spot.min_notional', { min: pair.minNotional, currency: pair.quote });
}

/** The reference price in whole ticks (rounded down), or undefined. */
export function refTicksOf(pair: PairInfo, ref: string | undefined): number | undefined {
  if (!ref || !DECIMAL.test(ref)) return undefined;
  const n = Number(div(ref, pair.tickSize, 0, 'floor'));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function validateOrder(
  pairIn: PairInfo | undefined,
  input: OrderInput,
  refTicks: number | undefined,
): ValidOrder {
  const pair = checkTradable(pairIn);
  const { side } = input;
  const price = input.price?.trim() ?? '';
  const amount = input.amount?.trim() ?? '';
  const total = input.total?.trim() ?? '';
  if (price !== '') {
    const priceTicks = steps(() => priceToTicks(price, pair.tickSize), 'spot.bad_price');
    const lots = steps(() => qtyToLots(amount, pair.lotSize), 'spot.bad_amount');
    const p = ticksToPrice(priceTicks, pair.tickSize);
    const a = mul(String(lots), pair.lotSize);
    const notional = mul(p, a);
    minNotional(pair, notional);
    const freeze = side === 'buy' ? payable(notional, pair.quote) : a;
    return { kind: 'limit', side, price: p, priceTicks, amount: a, lots, total: '0', freeze };
  }
  const ref = refTicks === undefined ? undefined : ticksToPrice(refTicks, pair.tickSize);
  if (side === 'buy' && total !== '' && amount === '') {
    if (!DECIMAL.test(total)) throw AppError.say('spot.bad_total');
    const exact = payable(total, pair.quote);
    if (!eq(exact, total)) throw AppError.say('spot.bad_total');
    const quoteUnits = steps(() => quoteToUnits(total, pair.tickSize, pair.lotSize), 'spot.bad_total');
    minNotional(pair, total);
    if (refTicks === undefined) throw AppError.say('spot.no_liquidity');
    return {
      kind: 'market',
      side,
      amount: '0',
      lots: 0,
      total: exact,
      quoteUnits,
      refTicks,
      protectionBps: PROTECTION_BPS,
      freeze: exact,
    };
  }
  const lots = steps(() => qtyToLots(amount, pair.lotSize), 'spot.bad_amount');
  const a = mul(String(lots), pair.lotSize);
  if (refTicks === undefined || ref === undefined) throw AppError.say('spot.no_liquidity');
  minNotional(pair, mul(a, ref));
  let freeze = a;
  if (side === 'buy') {
    const worst = Math.floor((refTicks * (10_000 + PROTECTION_BPS)) / 10_000);
    freeze = payable(mul(ticksToPrice(worst, pair.tickSize), a), pair.quote);
  }
  return { kind: 'market', side, amount: a, lots, total: '0', refTicks, protectionBps: PROTECTION_BPS, freeze };
}
