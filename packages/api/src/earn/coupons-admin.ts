/**
 * Back-office coupons (docs/api-earn.md "Coupons"): the voucher templates with what each pays now and how many were
 * claimed, used and let expire (section earn-products: read super, finance; write super), creating one for an
 * existing mining product, editing its title, total (never below what was claimed), claim window, validity and
 * switch (never its amount or product), and the claimed vouchers (section earn-orders). Refusals name their reason
 * with a server catalogue key (`params.key`), answered "field: reason".
 */
import { z } from 'zod';
import { fitsColumn, Id, PageQuery, paged } from '../shared';
import { COUPON_STATUSES } from './coupons';
import { EarnTranslationsOut, MINING_KINDS } from './schemas';
import { earnTranslations } from './translations';

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
/** Limits of the template fields, shared with the admin app's form checks. */
export const COUPON_LIMITS = {
  titleMax: 80,
  validDaysMin: 1,
  validDaysMax: 3650,
  totalMax: 1_000_000_000,
} as const;

const trimmed = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const positiveAmount = trimmed.pipe(
  fitsColumn(z.string().refine((v) => AMOUNT.test(v) && /[1-9]/.test(v), { params: { key: 'earn.field_amount' } })),
);
/** A platform-clock instant in epoch milliseconds. */
const instant = z.coerce.number().int().min(0).max(253_402_300_799_999);
const title = z.string().trim().min(1).max(COUPON_LIMITS.titleMax);
const validDays = z.coerce.number().int().min(COUPON_LIMITS.validDaysMin).max(COUPON_LIMITS.validDaysMax);
const total = z.coerce.number().int().min(1).max(COUPON_LIMITS.totalMax);

/** A template with its product's terms, what one voucher pays now and the vouchers claimed from it by state. */
export const AdminCouponTemplate = z.object({
  id: z.number().int(),
  title: z.string(),
  translations: EarnTranslationsOut,
  missing_langs: z.array(z.string()),
  product_id: z.number().int(),
  product_name: z.string(),
  kind: z.enum(MINING_KINDS),
  currency: z.string(),
  scale: z.number().int(),
  /** The notional principal the yield is computed on. */
  amount: z.string(),
  days: z.number().int(),
  daily_rate: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  /** What one voucher claimed now pays: ⌊amount × daily_rate⌋ × days at the coin's scale, today's terms. */
  value: z.string(),
  total: z.number().int(),
  claimed: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC, and the same instants in epoch ms. */
  claim_from: z.string(),
  claim_until: z.string(),
  claim_from_ms: z.number().int(),
  claim_until_ms: z.number().int(),
  valid_days: z.number().int(),
  enabled: z.boolean(),
  /** Claimed vouchers still usable (past their time read expired), used, and expired. */
  usable: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  created_at: z.string(),
});

/** `POST /admin/earn/coupons`: a template for an existing mining product. */
const couponTexts = earnTranslations({ title: COUPON_LIMITS.titleMax });
export const AdminCouponCreate = z.object({
  title,
  translations: couponTexts.default({}),
  product_id: Id,
  amount: positiveAmount,
  valid_days: validDays,
  total,
  claim_from: instant,
  claim_until: instant,
  enabled: z.boolean().default(true),
});

/** `PUT /admin/earn/coupons/:id`: title, total, window, validity, switch; the amount and product are ignored. */
export const AdminCouponEdit = z.object({
  title: title.optional(),
  translations: couponTexts.optional(),
  total: total.optional(),
  claim_from: instant.optional(),
  claim_until: instant.optional(),
  valid_days: validDays.optional(),
  enabled: z.boolean().optional(),
});

export const AdminCouponClaimedQuery = PageQuery.extend({
  template_id: Id.optional(),
  user_id: Id.optional(),
  state: z.enum(COUPON_STATUSES).optional(),
});
export const AdminCouponClaimed = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: z.string(),
  template_id: z.number().int(),
  title: z.string(),
  product_id: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  days: z.number().int(),
  daily_rate: z.string(),
  /** The value reserved from the campaign at claim. */
  value: z.string(),
  state: z.enum(COUPON_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** The mining order it opened (when used). */
  order_id: z.number().int().nullable(),
});
export const AdminCouponClaimedList = paged(AdminCouponClaimed);
