/** Coupon rows → the wire (`CouponOffer`, `UserCouponWire`). */
import type { CouponOffer, CouponStatus, EarnCampaign, MiningKind, UserCouponWire } from '@app/api';
import { normalize } from '@app/money';
import { wireTime } from '../../envelope';
import { type CouponTemplate, type UserCoupon, voucherValue } from './coupons.service';
import type { miningProducts } from './earn.tables';
import { aprOf } from './mining.wire';

const kindOf = (k: string): MiningKind => (k === 'cloud' || k === 'defi' ? k : 'locked');

export function wireCouponOffer(
  t: CouponTemplate,
  p: typeof miningProducts.$inferSelect,
  campaign: EarnCampaign,
  claimed: boolean,
): CouponOffer {
  return {
    id: t.id,
    title: t.title,
    product_id: p.id,
    product_name: p.name,
    kind: kindOf(p.kind),
    currency: p.currency,
    amount: normalize(t.amount),
    days: p.days,
    daily_rate: normalize(p.dailyRate),
    apr: aprOf(p.dailyRate),
    value: voucherValue(t, p),
    valid_days: t.validDays,
    total: t.total,
    left: Math.max(0, t.total - t.claimed),
    claim_until: wireTime(new Date(t.claimUntil)),
    claimed,
    campaign,
  };
}

/** A usable voucher past its time reads 'expired' before the sweeper has returned its reservation. */
export function couponStatus(c: Pick<UserCoupon, 'state' | 'expiresAt'>, now: number): CouponStatus {
  if (c.state === 'used') return 'used';
  if (c.state === 'expired' || now >= c.expiresAt) return 'expired';
  return 'usable';
}

export function wireUserCoupon(c: UserCoupon, now: number): UserCouponWire {
  return {
    id: c.id,
    title: c.title,
    product_id: c.productId,
    currency: c.currency,
    amount: normalize(c.amount),
    days: c.days,
    daily_rate: normalize(c.dailyRate),
    apr: aprOf(c.dailyRate),
    value: normalize(c.value),
    status: couponStatus(c, now),
    expires_at: wireTime(new Date(c.expiresAt)),
    created_at: wireTime(c.createdAt),
    closed_at: c.closedAt ? wireTime(c.closedAt) : null,
    order_id: c.orderId,
  };
}
