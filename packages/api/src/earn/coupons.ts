/**
 * Coupons, wire contract (docs/api-earn.md "Coupons"): the coupon centre's financial experience vouchers. A voucher
 * is for one mining product and is worth the yield of `amount` over that product's term (`value`); the principal is
 * notional: it never leaves the campaign, and only the yield is ever paid. Its value is reserved from the campaign
 * when claimed, so a voucher can never promise money no account holds. The spec has no coupon calls: these are ours.
 */
import { z } from 'zod';
import { Id, PageQuery, paged } from '../shared';
import { EarnCampaign, MINING_KINDS } from './schemas';

export const COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** An offer in the coupon centre. */
export const CouponOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  kind: z.enum(MINING_KINDS),
  currency: z.string(),
  /** The notional principal the yield is computed on. */
  amount: z.string(),
  days: z.number().int(),
  daily_rate: z.string(),
  /** daily_rate × 365 (simple), the rate shown first. */
  apr: z.string(),
  /** What the voucher pays: ⌊amount × daily_rate⌋ × days at the coin's scale, with today's terms. */
  value: z.string(),
  valid_days: z.number().int(),
  total: z.number().int(),
  left: z.number().int(),
  claim_until: z.string(),
  /** Whether the caller already holds one (false signed out). */
  claimed: z.boolean(),
  campaign: EarnCampaign,
});
export type CouponOffer = z.infer<typeof CouponOffer>;
export const CouponCenter = z.object({ list: z.array(CouponOffer) });

/** A voucher the user holds. */
export const UserCouponWire = z.object({
  id: z.number().int(),
  title: z.string(),
  product_id: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  days: z.number().int(),
  daily_rate: z.string(),
  /** daily_rate × 365 (simple), the rate shown first. */
  apr: z.string(),
  value: z.string(),
  status: z.enum(COUPON_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** The mining order it paid (when used). */
  order_id: z.number().int().nullable(),
});
export type UserCouponWire = z.infer<typeof UserCouponWire>;

export const CouponIdBody = z.object({ id: Id });
export const CouponMineQuery = PageQuery.extend({ status: z.enum(COUPON_STATUSES).optional() });
export const CouponMine = paged(UserCouponWire);
export const CouponUsed = z.object({ coupon: UserCouponWire, order_id: z.number().int() });
