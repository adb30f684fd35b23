import { cmp, div, isPositive, lt } from '@app/money';
import type { Balance, Pair } from '../api/types';
import {
  amountForPercent,
  costOf,
  covers,
  estimateFee,
  feeRate,
  floorToStep,
  isStepMultiple,
  marketBuyWorstPrice,
  parseInput,
  type Side,
  stepDecimals,
  stepPrice,
  totalForPercent,
} from '../calc';

/**
 * The spot order form as a pure reducer + summary + errors trio (STYLE habit 12, dydx's trade form): the
 * component only dispatches and renders, so every rule is tested without a DOM.
 */

export type OrderType = 'limit' | 'market';

export type FormState = {
  side: Side;
  orderType: OrderType;
  /** The texts as typed (kept as strings: '0.' is a valid state while typing). */
  price: string;
  amount: string;
  total: string;
  /** Market buy only: spend a quote total instead of buying a base amount. */
  byTotal: boolean;
  /** The slider position last chosen, null once the user types. */
  percent: number | null;
  /** Whether the user set the price (typed, stepped, tapped the book): the last-price prefill stops then. */
  priceEdited: boolean;
};

export const initialForm = (side: Side = 'buy'): FormState => ({
  side,
  orderType: 'limit',
  price: '',
  amount: '',
  total: '',
  byTotal: false,
  percent: null,
  priceEdited: false,
});

/** What the slider needs to turn a percent into an amount or a total. */
export type SliderContext = { available: string; price: string; lot: string; totalDecimals: number };

export type FormAction =
  | { type: 'side'; side: Side }
  | { type: 'orderType'; orderType: OrderType }
  | { type: 'price'; value: string; decimals: number }
  | { type: 'stepPrice'; tick: string; ticks: number }
  /** The last price, once known: fills an empty price the user has not touched. */
  | { type: 'prefillPrice'; price: string }
  | { type: 'amount'; value: string; decimals: number }
  | { type: 'total'; value: string; decimals: number }
  | { type: 'byTotal'; on: boolean }
  | { type: 'percent'; percent: number; ctx: SliderContext }
  | { type: 'reset' };

/** Keeps digits and one dot, at most `decimals` decimals: what an amount field accepts while typing. */
export function cleanNumberInput(text: string, decimals: number): string {
  const s = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [int = '', ...rest] = s.split('.');
  if (rest.length === 0) return int;
  const frac = rest.join('').slice(0, Math.max(decimals, 0));
  return decimals <= 0 ? int : `${int}.${frac}`;
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'side':
      // Amounts do not carry across sides (a buy's USDT-sized amount is not a sell of the same BTC).
      return action.side === state.side ? state : { ...state, side: action.side, amount: '', total: '', percent: null };
    case 'orderType':
      return { ...state, orderType: action.orderType, byTotal: false, total: '', percent: null };
    case 'price':
      return { ...state, price: cleanNumberInput(action.value, action.decimals), percent: null, priceEdited: true };
    case 'stepPrice':
      return {
        ...state,
        price: stepPrice(parseInput(state.price) ?? '0', action.tick, action.ticks),
        priceEdited: true,
      };
    case 'prefillPrice':
      return state.priceEdited || state.price !== '' || action.price === '' ? state : { ...state, price: action.price };
    case 'amount':
      return { ...state, amount: cleanNumberInput(action.value, action.decimals), percent: null };
    case 'total':
      return { ...state, total: cleanNumberInput(action.value, action.decimals), percent: null };
    case 'byTotal':
      return { ...state, byTotal: action.on, amount: '', total: '', percent: null };
    case 'percent': {
      const { ctx, percent } = action;
      if (state.byTotal && state.side === 'buy' && state.orderType === 'market') {
        return { ...state, percent, total: totalForPercent(ctx.available, percent, ctx.totalDecimals) };
      }
      const amount = amountForPercent({
        side: state.side,
        percent,
        available: ctx.available,
        price: ctx.price,
        lot: ctx.lot,
      });
      return { ...state, percent, amount: isPositive(amount) ? amount : '' };
    }
    case 'reset':
      return { ...state, amount: '', total: '', percent: null };
  }
}

export type FormContext = {
  pair: Pair;
  /** Null for a visitor or while loading. */
  balance: Balance | null;
  /** The price a market order is estimated at (best opposite level, else the last price); '' when unknown. */
  refPrice: string;
};

export type Summary = {
  /** The limit price, or the estimate of a market order; null when not a number. */
  price: string | null;
  amount: string | null;
  total: string | null;
  fee: string | null;
  feeCurrency: string;
  /** Spendable balance of the side: quote for a buy, base for a sell; null when unknown. */
  available: string | null;
  availableCurrency: string;
  /** Whether price/amount/total are estimates (a market order). */
  estimated: boolean;
  zeroFee: boolean;
};

export const isMarketBuyByTotal = (s: FormState) => s.orderType === 'market' && s.side === 'buy' && s.byTotal;

export function formSummary(state: FormState, ctx: FormContext): Summary {
  const { pair, balance } = ctx;
  const market = state.orderType === 'market';
  const ref = isPositive(ctx.refPrice || '0') ? ctx.refPrice : null;
  const price = market ? ref : parseInput(state.price);
  let amount: string | null;
  let total: string | null;
  if (isMarketBuyByTotal(state)) {
    total = parseInput(state.total);
    amount = total && price ? floorToStep(div(total, price, 18, 'floor'), pair.lot_size) : null;
  } else {
    amount = parseInput(state.amount);
    total = amount && price ? costOf(price, amount) : null;
  }
  const rate = feeRate(pair);
  const fee = amount && total ? estimateFee(state.side, amount, total, rate) : null;
  const buy = state.side === 'buy';
  return {
    price,
    amount,
    total,
    fee: fee?.fee ?? null,
    feeCurrency: buy ? pair.currency_name : pair.legal_name,
    available: balance ? (buy ? balance.quote.available : balance.base.available) : null,
    availableCurrency: buy ? pair.legal_name : pair.currency_name,
    estimated: market,
    zeroFee: pair.zero_fee,
  };
}

/** Why the order cannot be sent, in the order they are shown (keys of `spot.errors`). */
export type FormError = 'halted' | 'price' | 'amount' | 'minNotional' | 'balance' | 'noPrice';

export function formErrors(state: FormState, ctx: FormContext, summary = formSummary(state, ctx)): FormError[] {
  const { pair } = ctx;
  const errors: FormError[] = [];
  if (pair.halted) errors.push('halted');
  if (state.orderType === 'limit') {
    const price = parseInput(state.price);
    if (!price || !isStepMultiple(price, pair.tick_size)) errors.push('price');
  }
  if (isMarketBuyByTotal(state)) {
    if (!summary.total || !isPositive(summary.total)) errors.push('amount');
  } else {
    const amount = parseInput(state.amount);
    if (!amount || !isStepMultiple(amount, pair.lot_size)) errors.push('amount');
  }
  if (state.orderType === 'market' && !summary.price) errors.push('noPrice');
  if (errors.length > 0) return errors;
  if (summary.total && isPositive(pair.min_notional) && lt(summary.total, pair.min_notional)) {
    errors.push('minNotional');
  }
  if (summary.available !== null) {
    const byAmountMarketBuy = state.side === 'buy' && state.orderType === 'market' && !state.byTotal;
    const buyNeed =
      byAmountMarketBuy && summary.amount && summary.price
        ? costOf(marketBuyWorstPrice(summary.price), summary.amount)
        : summary.total;
    const needed = state.side === 'buy' ? buyNeed : summary.amount;
    if (needed && !covers(summary.available, needed)) errors.push('balance');
  }
  return errors;
}

/** Decimals the inputs accept: the tick's for the price, the lot's for the amount, the price's for a total. */
export function inputDecimals(pair: Pair) {
  return {
    price: stepDecimals(pair.tick_size),
    amount: stepDecimals(pair.lot_size),
    total: pair.price_precision,
  };
}

/** The order body of POST /coin/trade for a form with no errors. */
export function orderBody(state: FormState, pair: Pair) {
  const base = { currency_id: pair.currency_id, legal_id: pair.legal_id, type: state.side === 'buy' ? 1 : 2 } as const;
  if (isMarketBuyByTotal(state)) return { ...base, total: parseInput(state.total) ?? '' };
  const amount = parseInput(state.amount) ?? '';
  if (state.orderType === 'market') return { ...base, amount };
  return { ...base, amount, target_price: parseInput(state.price) ?? '' };
}

/** Compare helper for tests and the UI: whether a summary amount is above zero. */
export const positive = (v: string | null) => v !== null && cmp(v, '0') > 0;
