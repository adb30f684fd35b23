// Wire shapes of docs/api-earn.md "Back office" come from the contract (@app/api/earn), type-only so the schemas
// stay out of the bundle; the screens keep short names for them. Amounts and rates are decimal strings and stay
// strings: shown exactly as the server sends them, computed on their digits when a form previews them.
import type {
  AdminCouponClaimed,
  AdminCouponCreate,
  AdminCouponEdit,
  AdminCouponTemplate,
  AdminDualCreate,
  AdminDualEdit,
  AdminDualOrder,
  AdminDualProduct,
  AdminEarnAccrualDay,
  AdminEarnAccruals,
  AdminEarnCampaign,
  AdminEarnCampaignCreate,
  AdminEarnCampaignEdit,
  AdminEarnCoin,
  AdminEarnOpenCoin,
  AdminEarnOrder,
  AdminEarnProduct,
  AdminEarnProductInput,
  AdminIeoCreate,
  AdminIeoEdit,
  AdminIeoOrder,
  AdminIeoProject,
} from '@app/api/earn';
import type { z } from 'zod';

export type EarnCoin = z.infer<typeof AdminEarnCoin>;
export type Campaign = z.infer<typeof AdminEarnCampaign>;
export type CampaignCreateInput = z.input<typeof AdminEarnCampaignCreate>;
export type CampaignEditInput = z.input<typeof AdminEarnCampaignEdit>;
export type Product = z.infer<typeof AdminEarnProduct>;
/** `POST /admin/earn/products`, `PUT /admin/earn/products/:id` body: every term. */
export type ProductInput = z.input<typeof AdminEarnProductInput>;
export type MiningOrder = z.infer<typeof AdminEarnOrder>;
export type Accruals = z.infer<typeof AdminEarnAccruals>;
export type AccrualDay = z.infer<typeof AdminEarnAccrualDay>;
export type OpenCoin = z.infer<typeof AdminEarnOpenCoin>;
export type Sweeper = Accruals['sweepers'][number];

/**
 * Kept here, not imported as values from @app/api/earn, whose module would bring zod into the chunk; a test checks
 * they are the contract's.
 */
export const PRODUCT_KINDS = ['locked', 'cloud', 'defi'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const ORDER_STATES = ['active', 'matured', 'redeemed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The contract's field limits (`EARN_LIMITS`). */
export const LIMITS = { daysMin: 1, daysMax: 3650, nameMax: 80, noteMax: 500, introMax: 2000 } as const;

/** `GET /admin/earn/orders` query (newest first). */
export type OrdersQuery = { state?: OrderState; user_id?: number; product_id?: number; page: number; limit: number };

/** Budget moves of a campaign: from outside the books in, or back out. */
export type MoveDirection = 'fund' | 'withdraw';

// ---- IEO (docs/api-earn.md "Back office"): projects (section earn-products) and subscriptions (earn-orders).
export type IeoProject = z.infer<typeof AdminIeoProject>;
/** `POST /admin/earn/ieo` body: every term, fixed once created. */
export type IeoCreateInput = z.input<typeof AdminIeoCreate>;
/** `PUT /admin/earn/ieo/:id` body: what is shown only. */
export type IeoEditInput = z.input<typeof AdminIeoEdit>;
export type IeoOrder = z.infer<typeof AdminIeoOrder>;
export const IEO_MODES = ['fcfs', 'pro_rata'] as const;
export type IeoMode = (typeof IEO_MODES)[number];
export const IEO_ORDER_STATES = ['applied', 'allocated', 'delivered', 'refunded'] as const;
export type IeoOrderState = (typeof IEO_ORDER_STATES)[number];
/** The contract's field limits (`IEO_LIMITS`). */
export const IEO_LIMITS = {
  titleMax: 80,
  summaryMax: 500,
  contentMax: 20_000,
  urlMax: 500,
  lockDaysMax: 3650,
} as const;
/** `GET /admin/earn/ieo/orders` query (newest first). */
export type IeoOrdersQuery = {
  state?: IeoOrderState;
  user_id?: number;
  project_id?: number;
  page: number;
  limit: number;
};

// ---- Coupons (docs/api-earn.md "Coupons"): templates (section earn-products) and claimed vouchers (earn-orders).
export type CouponTemplate = z.infer<typeof AdminCouponTemplate>;
/** `POST /admin/earn/coupons` body: the product and amount are fixed once created. */
export type CouponCreateInput = z.input<typeof AdminCouponCreate>;
/** `PUT /admin/earn/coupons/:id` body: title, total, window, validity, switch. */
export type CouponEditInput = z.input<typeof AdminCouponEdit>;
export type ClaimedCoupon = z.infer<typeof AdminCouponClaimed>;
export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
/** The contract's field limits (`COUPON_LIMITS`). */
export const COUPON_LIMITS = {
  titleMax: 80,
  validDaysMin: 1,
  validDaysMax: 3650,
  totalMax: 1_000_000_000,
} as const;
/** `GET /admin/earn/coupons/claimed` query (usable first, then newest). */
export type ClaimedCouponsQuery = {
  state?: CouponState;
  user_id?: number;
  template_id?: number;
  page: number;
  limit: number;
};

// ---- Dual investment (docs/api-earn.md "Back office"): products (section earn-products) and purchases (earn-orders).
export type DualProduct = z.infer<typeof AdminDualProduct>;
/** `POST /admin/earn/dual` body: every term. */
export type DualCreateInput = z.input<typeof AdminDualCreate>;
/** `PUT /admin/earn/dual/:id` body: what changed (the terms purchases were made on only while none is sold). */
export type DualEditInput = z.input<typeof AdminDualEdit>;
export type DualOrder = z.infer<typeof AdminDualOrder>;
export const DUAL_TYPES = ['call', 'put'] as const;
export type DualType = (typeof DUAL_TYPES)[number];
export const DUAL_ORDER_STATES = ['purchased', 'settling', 'success'] as const;
export type DualOrderState = (typeof DUAL_ORDER_STATES)[number];
/** The contract's field limits (`DUAL_LIMITS`). */
export const DUAL_LIMITS = { sharesMax: 1_000_000, aprMax: 10 } as const;
/** `GET /admin/earn/dual/orders` query (newest first). */
export type DualOrdersQuery = {
  state?: DualOrderState;
  user_id?: number;
  product_id?: number;
  page: number;
  limit: number;
};
