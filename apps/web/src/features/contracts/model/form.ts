import { currencyScale, gte, isPositive, lte } from '@app/money';
import type { MarginMode, Pair, SubmitBody } from '../api/types';
import { covers, type EntryEstimate, estimateEntry, type OpenLeg, type Side, typeOfSide } from './calc';
import { cleanDecimal, cleanWhole, parsePrice, type StopError, stepPrice, stopError } from './prices';

/**
 * The entry form as a pure reducer + summary + errors trio (STYLE habit 12): the component dispatches and renders,
 * every rule is tested without a DOM.
 */

export type EntryType = 'market' | 'limit';

export type FormState = {
  side: Side;
  entryType: EntryType;
  /** Texts as typed ('0.' is a valid state while typing). */
  price: string;
  lots: string;
  multiple: number;
  mode: MarginMode;
  stopsOn: boolean;
  tp: string;
  sl: string;
};

/** The multiple a pair opens with: the highest on the super-leverage screen, 1× on stocks, else 10× if offered. */
export function defaultMultiple(pair: Pick<Pair, 'multiples' | 'area'>, superLeverage: boolean): number {
  const list = pair.multiples;
  if (list.length === 0) return 1;
  if (superLeverage) return list[list.length - 1]!;
  if (pair.area === 'stock') return list[0]!;
  return list.includes(10) ? 10 : list[0]!;
}

export function initialForm(args: { pair: Pair; side: Side; superLeverage: boolean }): FormState {
  const { pair } = args;
  return {
    side: args.side,
    // A closed market takes limit entries only.
    entryType: pair.market_open ? 'market' : 'limit',
    price: '',
    lots: String(Math.max(pair.min_lots, 1)),
    multiple: defaultMultiple(pair, args.superLeverage),
    mode: 'cross',
    stopsOn: false,
    tp: '',
    sl: '',
  };
}

export type FormAction =
  | { type: 'side'; side: Side }
  | { type: 'entryType'; entryType: EntryType }
  | { type: 'price'; value: string; precision: number }
  /** The +/− buttons: from the typed price, else the last price. */
  | { type: 'stepPrice'; precision: number; ticks: number; last: string }
  | { type: 'lots'; value: string }
  | { type: 'stepLots'; delta: number; min: number; max: number }
  | { type: 'multiple'; multiple: number }
  | { type: 'mode'; mode: MarginMode }
  | { type: 'stopsOn'; on: boolean }
  | { type: 'tp'; value: string; precision: number }
  | { type: 'sl'; value: string; precision: number }
  /** After a successful entry: the stops are cleared, the rest is kept for the next one. */
  | { type: 'reset' };

const clampLots = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max > 0 ? max : n);

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'side':
      // Stops of one side are wrong for the other.
      return action.side === state.side ? state : { ...state, side: action.side, tp: '', sl: '' };
    case 'entryType':
      return { ...state, entryType: action.entryType };
    case 'price':
      return { ...state, price: cleanDecimal(action.value, action.precision) };
    case 'stepPrice':
      return { ...state, price: stepPrice(parsePrice(state.price, 18) ?? action.last, action.precision, action.ticks) };
    case 'lots':
      return { ...state, lots: cleanWhole(action.value) };
    case 'stepLots': {
      const now = Number(state.lots) || 0;
      return { ...state, lots: String(clampLots(now + action.delta, Math.max(action.min, 1), action.max)) };
    }
    case 'multiple':
      return { ...state, multiple: action.multiple };
    case 'mode':
      return { ...state, mode: action.mode };
    case 'stopsOn':
      return action.on ? { ...state, stopsOn: true } : { ...state, stopsOn: false, tp: '', sl: '' };
    case 'tp':
      return { ...state, tp: cleanDecimal(action.value, action.precision) };
    case 'sl':
      return { ...state, sl: cleanDecimal(action.value, action.precision) };
    case 'reset':
      return { ...state, stopsOn: false, tp: '', sl: '' };
  }
}

export type FormContext = {
  pair: Pair;
  /** The last recorded price ('' while unknown). */
  last: string;
  /** Free balance of the pair's account; null for a visitor or while loading. */
  available: string | null;
  /** The account's other open cross positions (margin and live P/L): the cross liquidation price counts them. */
  others: readonly OpenLeg[];
};

export type Summary = {
  lots: number | null;
  limit: string | null;
  estimate: EntryEstimate | null;
  available: string | null;
  /** The settlement coin's scale (USDT 6). */
  scale: number;
};

export function lotsOf(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function formSummary(state: FormState, ctx: FormContext): Summary {
  const { pair } = ctx;
  const scale = currencyScale(pair.settle_currency);
  const lots = lotsOf(state.lots);
  const limit = state.entryType === 'limit' ? parsePrice(state.price, pair.precision) : null;
  const reference = isPositive(ctx.last || '0') ? ctx.last : pair.last_price;
  const estimate =
    lots !== null && (state.entryType === 'market' || limit !== null) && isPositive(reference || '0')
      ? estimateEntry({
          terms: pair,
          scale,
          side: state.side,
          lots,
          multiple: state.multiple,
          reference,
          limit,
          mode: state.mode,
          free: ctx.available,
          others: ctx.others,
        })
      : null;
  return { lots, limit, estimate, available: ctx.available, scale };
}

/** Why the entry cannot be sent, in the order they are shown (keys of `contracts.errors`). */
export type FormError =
  | 'noPrice'
  | 'lots'
  | 'lotsMin'
  | 'lotsMax'
  | 'multiple'
  | 'limitDisabled'
  | 'price'
  | 'limitLong'
  | 'limitShort'
  | 'marketClosed'
  | 'tp'
  | 'sl'
  | 'liquidationAtEntry'
  | 'balance';

export type FormCheck = { errors: FormError[]; tp: StopError | null; sl: StopError | null };

export function formErrors(state: FormState, ctx: FormContext, summary = formSummary(state, ctx)): FormCheck {
  const { pair } = ctx;
  const errors: FormError[] = [];
  const last = isPositive(ctx.last || '0') ? ctx.last : pair.last_price;
  if (!isPositive(last || '0')) errors.push('noPrice');
  if (summary.lots === null) errors.push('lots');
  else if (summary.lots < pair.min_lots) errors.push('lotsMin');
  else if (pair.max_lots > 0 && summary.lots > pair.max_lots) errors.push('lotsMax');
  if (!pair.multiples.includes(state.multiple)) errors.push('multiple');
  if (state.entryType === 'limit') {
    if (!pair.limit_entries) errors.push('limitDisabled');
    else if (summary.limit === null) errors.push('price');
    else if (isPositive(last || '0')) {
      // A long waits below the last price, a short above it.
      if (state.side === 'long' && gte(summary.limit, last)) errors.push('limitLong');
      if (state.side === 'short' && lte(summary.limit, last)) errors.push('limitShort');
    }
  } else if (!pair.market_open) errors.push('marketClosed');
  const stopRefs = {
    side: state.side,
    entry: summary.estimate?.fillPrice ?? summary.limit,
    current: isPositive(last || '0') ? last : null,
    precision: pair.precision,
  };
  const tp = state.stopsOn ? stopError('tp', state.tp, stopRefs) : null;
  const sl = state.stopsOn ? stopError('sl', state.sl, stopRefs) : null;
  if (tp) errors.push('tp');
  if (sl) errors.push('sl');
  if (summary.estimate?.dueAtEntry) errors.push('liquidationAtEntry');
  if (summary.estimate && summary.available !== null && !covers(summary.available, summary.estimate.required)) {
    errors.push('balance');
  }
  return { errors, tp, sl };
}

/** The one reason the button shows when it is off: a visitor logs in first, then the first error. */
export type Blocker = { kind: 'login' } | { kind: 'error'; error: FormError } | null;

export function blockerOf(loggedIn: boolean, check: FormCheck): Blocker {
  if (!loggedIn) return { kind: 'login' };
  const first = check.errors[0];
  return first ? { kind: 'error', error: first } : null;
}

const pairIds = (pair: Pair) => ({ currency_id: pair.currency_id, legal_id: pair.legal_id });

/** POST /lever/estimate for a form with no errors. */
export function estimateBody(state: FormState, pair: Pair) {
  const limit = state.entryType === 'limit';
  return {
    ...pairIds(pair),
    share: Number(state.lots),
    multiple: state.multiple,
    type: typeOfSide(state.side),
    status: limit ? 0 : 1,
    ...(limit ? { target_price: state.price.trim() } : {}),
    margin_mode: state.mode,
  } as const;
}

/** POST /lever/submit for a form with no errors ('' stops mean none). */
export function submitBody(state: FormState, pair: Pair): SubmitBody {
  return {
    ...estimateBody(state, pair),
    target_profit_price: state.stopsOn ? state.tp.trim() : '',
    stop_loss_price: state.stopsOn ? state.sl.trim() : '',
  };
}
