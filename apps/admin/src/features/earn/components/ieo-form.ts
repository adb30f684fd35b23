import type { EarnTexts } from '@app/i18n/admin/earn/en';
import { IEO_LIMITS, type IeoCreateInput, type IeoEditInput, type IeoMode, type IeoProject } from '../api/types';
import { compare, isPositiveAmount } from './decimal';
import { cleanEarnTexts, type EarnTextsForm, IEO_TEXT_KEYS, sameEarnTexts } from './earn-texts';

/**
 * The IEO drawer's checks, the same as the server's (`AdminIeoCreate` and the create route: wallet coins, a pay coin
 * other than the token, amounts at the token's decimals, the end after the start, http(s) links), so each refusal
 * shows beside its field before anything is sent. Times are typed as UTC `YYYY-MM-DDTHH:mm` and sent in epoch ms.
 */
export type IeoRule = keyof EarnTexts['ieoDrawer']['rules'];
export type IeoProblem = { rule: IeoRule; values?: Record<string, string | number> } | null;

export type IeoForm = {
  title: string;
  summary: string;
  content: string;
  logo: string;
  token: string | undefined;
  pay_currency: string | undefined;
  price: string;
  supply: string;
  min: string;
  /** '' = no cap beyond the supply. */
  user_limit: string;
  starts_at: string;
  ends_at: string;
  lock_days: number | null;
  mode: IeoMode;
  whitepaper: string;
  website: string;
  enabled: boolean;
  translations?: EarnTextsForm;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));

/** `YYYY-MM-DDTHH:mm` (or with seconds, or a space) read as UTC → epoch ms; null when it is not one. */
export function utcMs(v: unknown): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text(v));
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? ms : null;
}
/** Epoch ms → the `YYYY-MM-DDTHH:mm` UTC a datetime field shows. */
export const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 16);

export const checkTitle = (v: unknown): IeoProblem => {
  const s = text(v);
  if (s === '') return { rule: 'required' };
  return s.length > IEO_LIMITS.titleMax ? { rule: 'tooLong', values: { max: IEO_LIMITS.titleMax } } : null;
};
export const checkLength =
  (max: number) =>
  (v: unknown): IeoProblem =>
    text(v).length > max ? { rule: 'tooLong', values: { max } } : null;
export const checkUrl = (v: unknown): IeoProblem => {
  const s = text(v);
  if (s.length > IEO_LIMITS.urlMax) return { rule: 'tooLong', values: { max: IEO_LIMITS.urlMax } };
  return s === '' || /^https?:\/\/[^\s/]+\S*$/i.test(s) ? null : { rule: 'url' };
};
export const checkCoin = (v: unknown): IeoProblem => (text(v) === '' ? { rule: 'required' } : null);
export const checkPayCoin = (v: unknown, token: unknown): IeoProblem => {
  if (text(v) === '') return { rule: 'required' };
  return text(v) === text(token) ? { rule: 'sameCoin' } : null;
};
export const checkAmount = (v: unknown, scale: number): IeoProblem => {
  const s = text(v);
  if (s === '') return { rule: 'required' };
  return isPositiveAmount(s, scale) ? null : { rule: 'amount', values: { scale } };
};
export const checkMin = (v: unknown, supply: unknown, scale: number): IeoProblem => {
  const p = checkAmount(v, scale);
  if (p) return p;
  return checkAmount(supply, scale) === null && compare(text(v), text(supply)) > 0 ? { rule: 'minAboveSupply' } : null;
};
export const checkUserLimit = (v: unknown, min: unknown, scale: number): IeoProblem => {
  const s = text(v);
  if (s === '') return null;
  if (!isPositiveAmount(s, scale)) return { rule: 'amount', values: { scale } };
  return checkAmount(min, scale) === null && compare(s, text(min)) < 0 ? { rule: 'limitBelowMin' } : null;
};
export const checkTime = (v: unknown): IeoProblem => {
  if (text(v) === '') return { rule: 'required' };
  return utcMs(v) === null ? { rule: 'time' } : null;
};
export const checkEnd = (v: unknown, start: unknown): IeoProblem => {
  const p = checkTime(v);
  if (p) return p;
  const a = utcMs(start);
  const b = utcMs(v);
  return a !== null && b !== null && b <= a ? { rule: 'endsAfter' } : null;
};
export const checkLockDays = (v: unknown): IeoProblem =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= IEO_LIMITS.lockDaysMax ? null : { rule: 'lockDays' };

/** A new project starts tomorrow 00:00 UTC for 7 days, pro rata, paid in USDT. */
export function ieoFormValues(p: IeoProject | null, now = Date.now()): IeoForm {
  if (p) {
    return {
      title: p.title,
      summary: p.summary,
      content: p.content,
      logo: p.logo,
      token: p.token,
      pay_currency: p.pay_currency,
      price: p.price,
      supply: p.supply,
      min: p.min,
      user_limit: p.user_limit ?? '',
      starts_at: utcText(p.starts_ms),
      ends_at: utcText(p.ends_ms),
      lock_days: p.lock_days,
      mode: p.mode,
      whitepaper: p.whitepaper,
      website: p.website,
      enabled: p.enabled,
      translations: p.translations,
    };
  }
  const day = 86_400_000;
  const start = (Math.floor(now / day) + 1) * day;
  return {
    title: '',
    summary: '',
    content: '',
    logo: '',
    token: undefined,
    pay_currency: 'USDT',
    price: '',
    supply: '',
    min: '',
    user_limit: '',
    starts_at: utcText(start),
    ends_at: utcText(start + 7 * day),
    lock_days: 0,
    mode: 'pro_rata',
    whitepaper: '',
    website: '',
    enabled: true,
    translations: {},
  };
}

/** The create body from checked fields. */
export function ieoCreateInput(v: IeoForm): IeoCreateInput {
  return {
    title: text(v.title),
    summary: text(v.summary),
    content: text(v.content),
    logo: text(v.logo),
    token: text(v.token),
    pay_currency: text(v.pay_currency),
    price: text(v.price),
    supply: text(v.supply),
    min: text(v.min),
    user_limit: text(v.user_limit) === '' ? null : text(v.user_limit),
    starts_at: utcMs(v.starts_at) ?? 0,
    ends_at: utcMs(v.ends_at) ?? 0,
    lock_days: v.lock_days ?? 0,
    mode: v.mode,
    whitepaper: text(v.whitepaper),
    website: text(v.website),
    enabled: v.enabled,
    translations: cleanEarnTexts(v.translations, IEO_TEXT_KEYS),
  };
}

/** The edit body: only what is shown, and only what changed (null when nothing did). */
export function ieoEditInput(p: IeoProject, v: IeoForm): IeoEditInput | null {
  const next = {
    title: text(v.title),
    summary: text(v.summary),
    content: text(v.content),
    logo: text(v.logo),
    whitepaper: text(v.whitepaper),
    website: text(v.website),
    enabled: v.enabled,
  };
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(next)) {
    if (p[k as keyof typeof next] !== value) out[k] = value;
  }
  if (!sameEarnTexts(v.translations, p.translations, IEO_TEXT_KEYS)) {
    out.translations = cleanEarnTexts(v.translations, IEO_TEXT_KEYS);
  }
  return Object.keys(out).length === 0 ? null : (out as IeoEditInput);
}
