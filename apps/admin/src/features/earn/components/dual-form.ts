import type { EarnTexts } from '@app/i18n/admin/earn/en';
import {
  type Campaign,
  DUAL_LIMITS,
  type DualCreateInput,
  type DualEditInput,
  type DualProduct,
  type DualType,
} from '../api/types';
import { compare, decimalsOf, dualShareYield, isPositiveAmount, timesWhole } from './decimal';
import { utcMs, utcText } from './ieo-form';

/**
 * The dual drawer's checks, the same as the server's (`AdminDualCreate` and dual.admin-terms: wallet coins, a quote
 * other than the coin, the strike at the quote's decimals and the price of a share at the paid coin's, a yearly rate
 * from 0 to 10, shares from 1, the per-user limit within the shares on offer and never below those sold, times ahead
 * of now with the sales ending by maturity, a campaign in the paid coin that holds the yield of every share on
 * offer), so each refusal shows beside its field before anything is sent. Times are typed as UTC
 * `YYYY-MM-DDTHH:mm` and sent in epoch ms. Once a share is sold, the terms purchases were made on are fixed.
 */
export type DualRule = keyof EarnTexts['dualDrawer']['rules'];
export type DualProblem = { rule: DualRule; values?: Record<string, string | number> } | null;

export type DualForm = {
  coin: string | undefined;
  quote: string;
  type: DualType;
  strike: string;
  /** Yearly, as a fraction (0.25 = 25 %). */
  apr: string;
  unit: string;
  total_shares: number | null;
  user_limit: number | null;
  sales_end: string;
  settles_at: string;
  campaign_id: number | undefined;
  enabled: boolean;
};

/** The fields a sold share fixes (the server refuses a change of any of them). */
export const DUAL_FIXED_ONCE_SOLD = [
  'coin',
  'quote',
  'type',
  'strike',
  'apr',
  'unit',
  'settles_at',
  'campaign_id',
] as const;

const DAY = 86_400_000;
const APR = /^(\d(\.\d{1,18})?|10(\.0{1,18})?)$/;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));
const whole = (v: unknown) => typeof v === 'number' && Number.isInteger(v);

/** What a product is paid in: the coin for a call, the quote for a put. */
export const paidCoinOf = (v: { coin?: string | undefined; quote: string; type: DualType }) =>
  v.type === 'call' ? (v.coin ?? '') : v.quote;
/** The whole days a purchase at `now` earns for (at least 1), as the server counts them. */
export const dualDaysFrom = (now: number, settles: number) => Math.max(1, Math.ceil((settles - now) / DAY));

export const checkRequired = (v: unknown): DualProblem => (text(v) === '' ? { rule: 'required' } : null);
export const checkQuote = (v: unknown, coin: unknown): DualProblem => {
  if (text(v) === '') return { rule: 'required' };
  return text(v) === text(coin) ? { rule: 'sameCoin' } : null;
};
export const checkDualAmount = (v: unknown, scale: number): DualProblem => {
  const s = text(v);
  if (s === '') return { rule: 'required' };
  return isPositiveAmount(s, scale) ? null : { rule: 'amount', values: { scale } };
};
export const checkApr = (v: unknown): DualProblem => (APR.test(text(v)) ? null : { rule: 'apr' });
/** Shares on offer: a whole number from 1, never below those sold. */
export const checkShares = (v: unknown, sold = 0): DualProblem => {
  if (!whole(v) || Number(v) < 1 || Number(v) > DUAL_LIMITS.sharesMax) return { rule: 'shares' };
  return Number(v) < sold ? { rule: 'belowSold', values: { sold } } : null;
};
export const checkUserLimit = (v: unknown, total: unknown): DualProblem => {
  if (!whole(v) || Number(v) < 1 || Number(v) > DUAL_LIMITS.sharesMax) return { rule: 'shares' };
  return whole(total) && Number(v) > Number(total) ? { rule: 'limitAboveTotal' } : null;
};
/** A time; ahead of `now` unless it is the saved one (`savedMs`), which an edit may leave as it is. */
export const checkFuture = (v: unknown, now: number, savedMs?: number): DualProblem => {
  if (text(v) === '') return { rule: 'required' };
  const ms = utcMs(v);
  if (ms === null) return { rule: 'time' };
  return ms <= now && ms !== savedMs ? { rule: 'future' } : null;
};
export const checkSalesEnd = (v: unknown, settles: unknown, now: number, savedMs?: number): DualProblem => {
  const p = checkFuture(v, now, savedMs);
  if (p) return p;
  const end = utcMs(v);
  const at = utcMs(settles);
  return end !== null && at !== null && end > at ? { rule: 'salesAfterSettle' } : null;
};
/** A campaign that exists and pays in the product's paid coin. */
export function checkDualCampaign(id: unknown, paid: string, campaigns: readonly Campaign[]): DualProblem {
  const campaign = campaigns.find((c) => c.id === id);
  if (!campaign) return { rule: 'campaign' };
  return paid && campaign.currency !== paid
    ? { rule: 'campaignCoin', values: { coin: campaign.currency, paid } }
    : null;
}

/**
 * What the shares on offer may reserve from the campaign: one share bought now (⌈unit × days × APR ÷ 365⌉ at the paid
 * coin's decimals, the server's rounding) and the unsold shares together. Undefined while a term is not one yet.
 */
export function dualNeed(v: DualForm, o: { now: number; sold: number; scale: number }) {
  const settles = utcMs(v.settles_at);
  const terms = checkApr(v.apr) ?? checkDualAmount(v.unit, o.scale);
  if (settles === null || !whole(v.total_shares) || terms) return undefined;
  const days = dualDaysFrom(o.now, settles);
  const perShare = dualShareYield({ unit: text(v.unit), apr: text(v.apr), days, scale: o.scale });
  if (perShare === undefined) return undefined;
  const unsold = Math.max(0, Number(v.total_shares) - o.sold);
  return { days, perShare, unsold, need: timesWhole(perShare, unsold) };
}

/** The campaign must hold `need` (judged only when the shares on offer may reserve more: see `budgetGrows`). */
export function checkBudget(need: string | undefined, campaign: Campaign | undefined): DualProblem {
  if (need === undefined || !campaign || decimalsOf(need) > 18) return null;
  return compare(need, campaign.remaining) > 0
    ? { rule: 'unfunded', values: { left: campaign.remaining, need, coin: campaign.currency } }
    : null;
}

/** A new product: tomorrow's sales close at 00:00 UTC in 6 days and it matures at 08:00 UTC the day after. */
export function dualFormValues(p: DualProduct | null, now = Date.now()): DualForm {
  if (p) {
    return {
      coin: p.coin,
      quote: p.quote,
      type: p.type,
      strike: p.strike,
      apr: p.apr,
      unit: p.unit,
      total_shares: p.total_shares,
      user_limit: p.user_limit,
      sales_end: utcText(p.sales_end_ms),
      settles_at: utcText(p.settles_ms),
      campaign_id: p.campaign_id,
      enabled: p.enabled,
    };
  }
  const today = Math.floor(now / DAY) * DAY;
  return {
    coin: undefined,
    quote: 'USDT',
    type: 'call',
    strike: '',
    apr: '',
    unit: '',
    total_shares: 100,
    user_limit: 10,
    sales_end: utcText(today + 6 * DAY),
    settles_at: utcText(today + 7 * DAY + 8 * 3_600_000),
    campaign_id: undefined,
    enabled: true,
  };
}

/** The create body from checked fields. */
export function dualCreateInput(v: DualForm): DualCreateInput {
  return {
    coin: text(v.coin),
    quote: text(v.quote),
    type: v.type,
    strike: text(v.strike),
    apr: text(v.apr),
    unit: text(v.unit),
    total_shares: v.total_shares ?? 0,
    user_limit: v.user_limit ?? 0,
    sales_end: utcMs(v.sales_end) ?? 0,
    settles_at: utcMs(v.settles_at) ?? 0,
    campaign_id: v.campaign_id ?? 0,
    enabled: v.enabled,
  };
}

/** The edit body: only what changed (null when nothing did); amounts compared by value. */
export function dualEditInput(p: DualProduct, v: DualForm): DualEditInput | null {
  const next = dualCreateInput(v);
  const saved = dualCreateInput(dualFormValues(p));
  const out: Record<string, string | number | boolean> = {};
  for (const [k, value] of Object.entries(next) as [keyof DualCreateInput, string | number | boolean][]) {
    const before = saved[k];
    const same =
      typeof value === 'string' &&
      typeof before === 'string' &&
      isPositiveAmount(value, 18) &&
      isPositiveAmount(before, 18)
        ? compare(value, before) === 0
        : value === before;
    if (!same) out[k] = value;
  }
  return Object.keys(out).length === 0 ? null : (out as DualEditInput);
}

/** Whether saving may let the shares on offer reserve more than before: a new product, new terms, more shares. */
export function budgetGrows(p: DualProduct | null, v: DualForm): boolean {
  if (!p) return true;
  const changed = dualEditInput(p, v) ?? {};
  const keys = ['coin', 'quote', 'type', 'apr', 'unit', 'settles_at', 'campaign_id'] as const;
  return keys.some((k) => k in changed) || (v.total_shares ?? 0) > p.total_shares;
}
