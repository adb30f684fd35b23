/**
 * Wire types of earn (`@app/api/earn`, docs/api-earn.md), imported as types only so zod stays out of the bundle.
 * Amounts and rates are decimal strings (rates as fractions: 0.003 = 0.3 % a day).
 */
import type { CouponMine, DualList, IeoList, IeoOrders, MiningConfigList, MiningOrderList } from '@app/api/earn';
import type { z } from 'zod';

export type {
  CouponOffer,
  CouponStatus,
  DualEstimate,
  DualOrderWire as DualOrder,
  DualProductWire as DualProduct,
  EarnCampaign as Campaign,
  IeoDetail,
  IeoEstimate,
  IeoMode,
  IeoOrderWire as IeoOrder,
  IeoProjectWire as IeoProject,
  MiningConfig,
  MiningEstimate,
  MiningKind,
  MiningOrder,
  MiningQuote,
  UserCouponWire as UserCoupon,
} from '@app/api/earn';

export type MiningConfigPage = z.infer<typeof MiningConfigList>;
export type MiningOrderPage = z.infer<typeof MiningOrderList>;
export type DualOrderPage = z.infer<typeof DualList>;
export type IeoProjectPage = z.infer<typeof IeoList>;
export type IeoOrderPage = z.infer<typeof IeoOrders>;
export type CouponPage = z.infer<typeof CouponMine>;

/**
 * The contract's closed sets (`MINING_STATUS`, `DUAL_STATUS`, `MINING_KINDS`, `DUAL_TYPES`, `IEO_TIME_STATUS`,
 * `IEO_ORDER_STATUS`, `IEO_MODES`, `COUPON_STATUSES` of `@app/api/earn`; types.test.ts checks they are the same). Copies, because a
 * value import from the contract brings zod.
 */
export const MINING_STATUS = { active: 1, closed: 2 } as const;
export const DUAL_STATUS = { purchased: 0, settling: 1, success: 2 } as const;
export const KINDS = ['locked', 'cloud', 'defi'] as const;
export const DUAL_TYPES = ['call', 'put'] as const;
export type DualType = (typeof DUAL_TYPES)[number];
/** IEO `time_status`: 1 warm-up (before start), 2 in progress, 3 done (after end). */
export const IEO_TIME_STATUS = { warmup: 1, selling: 2, done: 3 } as const;
/** IEO subscription status: 1 applied, 2 allocated (waiting for delivery), 3 delivered, 4 refunded (none allocated). */
export const IEO_ORDER_STATUS = { applied: 1, allocated: 2, delivered: 3, refunded: 4 } as const;
export const IEO_MODES = ['fcfs', 'pro_rata'] as const;
/** A held voucher: usable (until `expires_at`), used (it opened a mining order), expired. */
export const COUPON_STATUSES = ['usable', 'used', 'expired'] as const;

export const dualStatusKey = (status: number): 'purchased' | 'settling' | 'success' =>
  status === DUAL_STATUS.success ? 'success' : status === DUAL_STATUS.settling ? 'settling' : 'purchased';
