import { currencyScale, mul, normalize, roundForUser } from '@app/money';
import type { CouponOffer, CouponStatus, MiningConfig, UserCoupon } from '../api/types';
import { COUPON_STATUSES } from '../api/types';

/**
 * The coupon centre's rules (spec §3 "Coupon: expiry date, status expired or usable (financial experience
 * voucher)"), pure. A voucher is for one mining product and pays the yield of a notional amount over the product's
 * term: `value` = ⌊amount × daily rate⌋ × days. The amount is never the user's; only the yield is paid.
 */
/** The `?status=` of My coupons (usable unless it names another status). */
export const couponStatusOf = (raw: string | null): CouponStatus => COUPON_STATUSES.find((s) => s === raw) ?? 'usable';

/** One day's yield of the voucher: ⌊amount × daily rate⌋ at the coin's scale (the accrual's own rule). */
export const voucherDaily = (c: Pick<UserCoupon, 'amount' | 'daily_rate' | 'currency'>): string =>
  normalize(roundForUser(mul(c.amount, c.daily_rate), currencyScale(c.currency), 'receive'));

/** Why an offer cannot be claimed: the caller holds one already, or none is left. Undefined when it can. */
export type OfferBlock = 'claimed' | 'gone';

export function offerBlock(o: Pick<CouponOffer, 'claimed' | 'left'>): OfferBlock | undefined {
  if (o.claimed) return 'claimed';
  if (o.left <= 0) return 'gone';
  return undefined;
}

/**
 * A held voucher's product name (the voucher carries only the product's id): from the mining products, or the
 * offers, that name it; `#id` when neither does (a product no longer listed).
 */
export function couponProductName(
  productId: number,
  configs: readonly Pick<MiningConfig, 'id' | 'name'>[] | undefined,
  offers: readonly Pick<CouponOffer, 'product_id' | 'product_name'>[] | undefined,
): string {
  return (
    configs?.find((c) => c.id === productId)?.name ??
    offers?.find((o) => o.product_id === productId)?.product_name ??
    `#${productId}`
  );
}
