import type { EarnTexts } from '@app/i18n/admin/earn/en';
import { type Campaign, LIMITS, type Product, type ProductInput, type ProductKind } from '../api/types';
import { compare, isPositiveAmount, RATE } from './decimal';
import { cleanEarnTexts, type EarnTextsForm, PRODUCT_TEXT_KEYS, sameEarnTexts } from './earn-texts';

/**
 * The product drawer's checks, the same as the server's (`AdminEarnProductInput` and the product routes' checks:
 * amounts at the coin's decimals, the maximum not below the minimum, a campaign in the product's coin), so an
 * operator sees each refusal beside its field before anything is sent. Each check answers the key of its message in
 * `productDrawer.rules` (with its values) or null.
 */
export type ProductRule = keyof EarnTexts['productDrawer']['rules'];
export type Problem = { rule: ProductRule; values?: Record<string, string | number> } | null;

export type ProductForm = {
  kind: ProductKind;
  name: string;
  currency: string | undefined;
  campaign_id: number | undefined;
  days: number | null;
  daily_rate: string;
  min: string;
  /** '' = no cap. */
  max: string;
  penalty_rate: string;
  enabled: boolean;
  intro: string;
  translations?: EarnTextsForm;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));

export const checkName = (v: unknown): Problem => {
  const name = text(v);
  return name.length >= 1 && name.length <= LIMITS.nameMax ? null : { rule: 'name' };
};
export const checkCurrency = (v: unknown): Problem => (text(v) ? null : { rule: 'currency' });
export const checkIntro = (v: unknown): Problem => (text(v).length <= LIMITS.introMax ? null : { rule: 'intro' });

export function checkDays(v: unknown): Problem {
  return typeof v === 'number' && Number.isInteger(v) && v >= LIMITS.daysMin && v <= LIMITS.daysMax
    ? null
    : { rule: 'days' };
}

/** A fraction from 0 to 1 with at most 18 decimals (the daily rate, or the penalty per remaining day). */
export const checkRate = (v: unknown): Problem => (RATE.test(text(v)) ? null : { rule: 'rate' });

/** A positive amount with at most the coin's decimals. */
export const checkAmount = (v: unknown, scale: number): Problem =>
  isPositiveAmount(text(v), scale) ? null : { rule: 'amount', values: { scale } };

/** Empty (no cap), or an amount not below the minimum (a minimum that is itself wrong is that field's refusal). */
export function checkMax(max: unknown, min: unknown, scale: number): Problem {
  if (text(max) === '') return null;
  const own = checkAmount(max, scale);
  if (own) return own;
  return checkAmount(min, scale) === null && compare(text(max), text(min)) < 0 ? { rule: 'max' } : null;
}

/** A campaign that exists and pays in the product's coin. */
export function checkCampaign(id: unknown, currency: unknown, campaigns: readonly Campaign[]): Problem {
  const campaign = campaigns.find((c) => c.id === id);
  if (!campaign) return { rule: 'campaign' };
  const coin = text(currency);
  return coin && campaign.currency !== coin ? { rule: 'campaignCoin', values: { coin: campaign.currency } } : null;
}

/** A new product starts as locked mining, offered, in the coin of the first campaign, with no rate chosen. */
export function productFormValues(p: Product | null, campaigns: readonly Campaign[] = []): ProductForm {
  if (!p) {
    const first = campaigns[0];
    return {
      kind: 'locked',
      name: '',
      currency: first?.currency,
      campaign_id: first?.id,
      days: null,
      daily_rate: '',
      min: '',
      max: '',
      penalty_rate: '0',
      enabled: true,
      intro: '',
      translations: {},
    };
  }
  return {
    kind: p.kind,
    name: p.name,
    currency: p.currency,
    campaign_id: p.campaign_id,
    days: p.days,
    daily_rate: p.daily_rate,
    min: p.min,
    max: p.max ?? '',
    penalty_rate: p.penalty_rate,
    enabled: p.enabled,
    intro: p.intro,
    translations: p.translations,
  };
}

/** The checked values as the server takes them: every term, text trimmed, an empty maximum as null. */
export function productFormInput(v: ProductForm): ProductInput {
  const max = text(v.max);
  return {
    kind: v.kind,
    name: text(v.name),
    currency: text(v.currency),
    days: v.days ?? 0,
    daily_rate: text(v.daily_rate),
    min: text(v.min),
    max: max === '' ? null : max,
    penalty_rate: text(v.penalty_rate),
    campaign_id: v.campaign_id ?? 0,
    enabled: v.enabled,
    intro: text(v.intro),
    translations: cleanEarnTexts(v.translations, PRODUCT_TEXT_KEYS),
  };
}

/** Whether saving would change the product as loaded (a new one always does); decimals compared as typed. */
export function productChanged(p: Product | null, input: ProductInput): boolean {
  if (!p) return true;
  const before = productFormInput(productFormValues(p));
  if (!sameEarnTexts(before.translations, input.translations, PRODUCT_TEXT_KEYS)) return true;
  return (Object.keys(before) as (keyof ProductInput)[]).some((k) => k !== 'translations' && before[k] !== input[k]);
}
