/**
 * Back-office dual investment (docs/api-earn.md "Back office"): the products with their sale, their campaign and what
 * it still holds (section earn-products: read super, finance; write super), creating one (every term checked, the
 * campaign able to pay the yield of every share sold now), editing it (its terms only while no share is sold; the
 * switch, the shares on offer, the per-user limit and the sales end at any time), and the purchases with their
 * settlement and receipt (section earn-orders). Refusals name their reason with a server catalogue key
 * (`params.key`), answered "field: reason".
 */
import { z } from 'zod';
import { fitsColumn, Id, PageQuery, paged } from '../shared';
import { DUAL_TYPES } from './dual';

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
/** A yearly rate as a fraction from 0 to 10 (0.25 = 25 %, 10 = 1000 %), at most 18 decimals. */
const APR = /^(\d(\.\d{1,18})?|10(\.0{1,18})?)$/;
/** Limits of the product fields, shared with the admin app's form checks. */
export const DUAL_LIMITS = { sharesMax: 1_000_000, aprMax: 10 } as const;

const trimmed = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const positiveAmount = trimmed.pipe(
  fitsColumn(z.string().refine((v) => AMOUNT.test(v) && /[1-9]/.test(v), { params: { key: 'earn.field_amount' } })),
);
const apr = trimmed.pipe(z.string().refine((v) => APR.test(v), { params: { key: 'earn.field_apr' } }));
const coinCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,12}$/)
  .transform((c) => c.toUpperCase());
/** A platform-clock instant in epoch milliseconds. */
const instant = z.coerce.number().int().min(0).max(253_402_300_799_999);
const shares = z.coerce.number().int().min(1).max(DUAL_LIMITS.sharesMax);

/**
 * From the platform clock: on sale before the sales end, `closed` between the sales end and maturity, `matured`
 * from maturity (its purchases settle from the first recorded price at or after it).
 */
export const ADMIN_DUAL_PHASES = ['selling', 'closed', 'matured'] as const;
export type AdminDualPhase = (typeof ADMIN_DUAL_PHASES)[number];
/** A purchase: before maturity, matured and waiting for the settlement price, settled (paid). */
export const ADMIN_DUAL_ORDER_STATES = ['purchased', 'settling', 'success'] as const;
export type AdminDualOrderState = (typeof ADMIN_DUAL_ORDER_STATES)[number];
export const DUAL_BRANCHES = ['call_coin', 'call_quote', 'put_coin', 'put_quote'] as const;

/** A product with its sale, the campaign paying its yield and what that yield comes to (the settlement's formulas). */
export const AdminDualProduct = z.object({
  id: z.number().int(),
  /** `COIN-DDMONYY-STRIKE-C|P`, the name users see. */
  name: z.string(),
  coin: z.string(),
  quote: z.string(),
  type: z.enum(DUAL_TYPES),
  strike: z.string(),
  /** Yearly rate as a fraction, and in %. */
  apr: z.string(),
  apr_percent: z.string(),
  /** Paid per share, in `pay_currency` (the coin for a call, the quote for a put), at `pay_scale` decimals. */
  unit: z.string(),
  pay_currency: z.string(),
  pay_scale: z.number().int(),
  total_shares: z.number().int(),
  sold_shares: z.number().int(),
  remaining_shares: z.number().int(),
  /** sold ÷ total in % (2 decimals, floor). */
  progress: z.string(),
  user_limit: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC, and the same instants in epoch ms. */
  sales_end: z.string(),
  settles_at: z.string(),
  sales_end_ms: z.number().int(),
  settles_ms: z.number().int(),
  /** The whole days a purchase now earns for (at least 1). */
  days: z.number().int(),
  phase: z.enum(ADMIN_DUAL_PHASES),
  /** What users see: on, before the sales end, with shares left. */
  on_sale: z.boolean(),
  enabled: z.boolean(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  /** The campaign's balance: what purchases can still reserve. */
  campaign_remaining: z.string(),
  /** The yield one share bought now reserves: ⌈unit × days × APR ÷ 365⌉ at the paid coin's decimals. */
  yield_per_share: z.string(),
  /** The most the unsold shares bought now would reserve (remaining_shares × yield_per_share). */
  unsold_yield: z.string(),
  /** Yield reserved by purchases not settled yet (in escrow). */
  reserved: z.string(),
  /** Purchases, and those not settled yet. */
  orders: z.number().int(),
  open_orders: z.number().int(),
  /** The last recorded price of `coin/quote` ('' when none yet). */
  last_price: z.string(),
  created_at: z.string(),
});

const terms = {
  coin: coinCode,
  quote: coinCode,
  type: z.enum(DUAL_TYPES),
  strike: positiveAmount,
  apr,
  unit: positiveAmount,
  total_shares: shares,
  user_limit: shares,
  sales_end: instant,
  settles_at: instant,
  campaign_id: Id,
  enabled: z.boolean(),
};

/** `POST /admin/earn/dual`: every term. */
export const AdminDualCreate = z.object({
  ...terms,
  quote: coinCode.default('USDT'),
  enabled: z.boolean().default(true),
});

/**
 * `PUT /admin/earn/dual/:id`: any of the terms. Once a share is sold, a change of the coin, quote, type, strike,
 * APR, unit, maturity or campaign is refused (the purchases were made on them); the switch, the shares on offer
 * (never below those sold), the per-user limit and the sales end can change at any time.
 */
export const AdminDualEdit = z.object(terms).partial();

export const AdminDualOrdersQuery = PageQuery.extend({
  state: z.enum(ADMIN_DUAL_ORDER_STATES).optional(),
  user_id: Id.optional(),
  product_id: Id.optional(),
});
export const AdminDualOrder = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  campaign_id: z.number().int(),
  coin: z.string(),
  quote: z.string(),
  type: z.enum(DUAL_TYPES),
  strike: z.string(),
  apr: z.string(),
  shares: z.number().int(),
  paid: z.string(),
  pay_currency: z.string(),
  /** The yield reserved from the campaign at purchase, in the paid coin. */
  reserved: z.string(),
  days: z.number().int(),
  /** Maturity, `YYYY-MM-DD HH:mm:ss` UTC. */
  settles_at: z.string(),
  state: z.enum(ADMIN_DUAL_ORDER_STATES),
  /** Once settled: the recorded price used, its instant, the payout branch and the payout; null before. */
  settle_price: z.string().nullable(),
  settle_time: z.string().nullable(),
  branch: z.enum(DUAL_BRANCHES).nullable(),
  payout: z.string().nullable(),
  payout_currency: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** The settlement's receipt (verify with `/api/receipt/verify?id=`). */
  receipt_id: z.string().nullable(),
});
export const AdminDualOrders = paged(AdminDualOrder);
