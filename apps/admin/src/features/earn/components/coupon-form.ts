import type { EarnTexts } from '@app/i18n/admin/earn/en';
import { COUPON_LIMITS, type CouponCreateInput, type CouponEditInput, type CouponTemplate } from '../api/types';
import { isPositiveAmount } from './decimal';
import { COUPON_TEXT_KEYS, cleanEarnTexts, type EarnTextsForm, sameEarnTexts } from './earn-texts';
import { utcMs, utcText } from './ieo-form';

/**
 * The coupon drawer's checks, the same as the server's (`AdminCouponCreate` and the routes: an existing mining
 * product, an amount at its coin's decimals, 1 to 3650 valid days, a total from 1 and never below what was claimed,
 * claims closing after they open), so each refusal shows beside its field before anything is sent. Times are typed
 * as UTC `YYYY-MM-DDTHH:mm` and sent in epoch ms.
 */
export type CouponRule = keyof EarnTexts['couponDrawer']['rules'];
export type CouponProblem = { rule: CouponRule; values?: Record<string, string | number> } | null;

export type CouponForm = {
  title: string;
  product_id: number | undefined;
  amount: string;
  valid_days: number | null;
  total: number | null;
  claim_from: string;
  claim_until: string;
  enabled: boolean;
  translations?: EarnTextsForm;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));
const whole = (v: unknown) => typeof v === 'number' && Number.isInteger(v);

export const checkCouponTitle = (v: unknown): CouponProblem => {
  const s = text(v);
  if (s === '') return { rule: 'required' };
  return s.length > COUPON_LIMITS.titleMax ? { rule: 'tooLong', values: { max: COUPON_LIMITS.titleMax } } : null;
};
export const checkProduct = (v: unknown): CouponProblem => (whole(v) && Number(v) > 0 ? null : { rule: 'required' });
export const checkCouponAmount = (v: unknown, scale: number): CouponProblem => {
  const s = text(v);
  if (s === '') return { rule: 'required' };
  return isPositiveAmount(s, scale) ? null : { rule: 'amount', values: { scale } };
};
export const checkValidDays = (v: unknown): CouponProblem =>
  whole(v) && Number(v) >= COUPON_LIMITS.validDaysMin && Number(v) <= COUPON_LIMITS.validDaysMax
    ? null
    : { rule: 'validDays' };
/** A whole number from 1, and (editing) never below the vouchers already claimed. */
export const checkTotal = (v: unknown, claimed = 0): CouponProblem => {
  if (!whole(v) || Number(v) < 1 || Number(v) > COUPON_LIMITS.totalMax) return { rule: 'total' };
  return Number(v) < claimed ? { rule: 'belowClaimed', values: { claimed } } : null;
};
export const checkClaimFrom = (v: unknown): CouponProblem => {
  if (text(v) === '') return { rule: 'required' };
  return utcMs(v) === null ? { rule: 'time' } : null;
};
export const checkClaimUntil = (v: unknown, from: unknown): CouponProblem => {
  const p = checkClaimFrom(v);
  if (p) return p;
  const a = utcMs(from);
  const b = utcMs(v);
  return a !== null && b !== null && b <= a ? { rule: 'endsAfter' } : null;
};

/** A new template opens claims now (to the minute) for 30 days, 7 valid days, 100 vouchers. */
export function couponFormValues(c: CouponTemplate | null, now = Date.now()): CouponForm {
  if (c) {
    return {
      title: c.title,
      product_id: c.product_id,
      amount: c.amount,
      valid_days: c.valid_days,
      total: c.total,
      claim_from: utcText(c.claim_from_ms),
      claim_until: utcText(c.claim_until_ms),
      enabled: c.enabled,
      translations: c.translations,
    };
  }
  const minute = 60_000;
  const start = Math.floor(now / minute) * minute;
  return {
    title: '',
    product_id: undefined,
    amount: '',
    valid_days: 7,
    total: 100,
    claim_from: utcText(start),
    claim_until: utcText(start + 30 * 86_400_000),
    enabled: true,
    translations: {},
  };
}

/** The create body from checked fields. */
export function couponCreateInput(v: CouponForm): CouponCreateInput {
  return {
    title: text(v.title),
    product_id: v.product_id ?? 0,
    amount: text(v.amount),
    valid_days: v.valid_days ?? 0,
    total: v.total ?? 0,
    claim_from: utcMs(v.claim_from) ?? 0,
    claim_until: utcMs(v.claim_until) ?? 0,
    enabled: v.enabled,
    translations: cleanEarnTexts(v.translations, COUPON_TEXT_KEYS),
  };
}

/** The edit body: what may change, and only what changed (null when nothing did); never the amount or product. */
export function couponEditInput(c: CouponTemplate, v: CouponForm): CouponEditInput | null {
  const next = {
    title: text(v.title),
    total: v.total ?? c.total,
    claim_from: utcMs(v.claim_from) ?? c.claim_from_ms,
    claim_until: utcMs(v.claim_until) ?? c.claim_until_ms,
    valid_days: v.valid_days ?? c.valid_days,
    enabled: v.enabled,
  };
  const saved = {
    title: c.title,
    total: c.total,
    claim_from: c.claim_from_ms,
    claim_until: c.claim_until_ms,
    valid_days: c.valid_days,
    enabled: c.enabled,
  };
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(next)) {
    if (saved[k as keyof typeof saved] !== value) out[k] = value;
  }
  if (!sameEarnTexts(v.translations, c.translations, COUPON_TEXT_KEYS)) {
    out.translations = cleanEarnTexts(v.translations, COUPON_TEXT_KEYS);
  }
  return Object.keys(out).length === 0 ? null : (out as CouponEditInput);
}
