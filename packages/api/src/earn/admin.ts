/**
 * Back-office earn (docs/api-earn.md "Back office"): campaigns (the operator-funded budgets every yield is paid from:
 * create, edit, fund, take back what nothing reserves), mining products (the terms new subscriptions copy), the
 * subscriptions with their receipts, and the accruals per day with the sweeper's lag. Nothing here changes a
 * user's order, balance or yield. Amounts and rates are decimal strings; rates are fractions (0.003 = 0.3 % a day).
 *
 * Refusals of the checks below name their reason with a server catalogue key (`params.key`), answered translated
 * as "field: reason" like every schema refusal.
 */
import { z } from 'zod';
import { SweeperStatus } from '../platform/schemas';
import { fitsColumn, Id, PageQuery, paged } from '../shared';
import { EarnTranslationsOut, MINING_KINDS } from './schemas';
import { earnTranslations } from './translations';

/** An amount as the columns take it: up to 18 digits on each side of the point. */
const EARN_AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
/** A rate: a fraction from 0 to 1 with at most 18 decimals (0.003 = 0.3 %). */
const EARN_RATE = /^(0(\.\d{1,18})?|1(\.0{1,18})?)$/;
/** Limits of the product and campaign fields, shared with the admin app's form checks. */
export const EARN_LIMITS = {
  daysMin: 1,
  daysMax: 3650,
  nameMax: 80,
  noteMax: 500,
  introMax: 2000,
} as const;

const trimmed = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

/** A positive amount (above 0): a budget move, a minimum or a maximum. */
const positiveAmount = trimmed.pipe(
  fitsColumn(
    z.string().refine((v) => EARN_AMOUNT.test(v) && /[1-9]/.test(v), { params: { key: 'earn.field_amount' } }),
  ),
);
const rate = trimmed.pipe(z.string().refine((v) => EARN_RATE.test(v), { params: { key: 'earn.field_rate' } }));
/** A wallet coin's code (the server checks it is one). */
const coinCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,12}$/)
  .transform((c) => c.toUpperCase());
const name = z.string().trim().min(1).max(EARN_LIMITS.nameMax);

/** A coin a campaign can be funded in, with the scale its amounts are rounded to. */
export const AdminEarnCoin = z.object({ code: z.string(), name: z.string(), scale: z.number().int() });

/**
 * A campaign with its books: `remaining` is its ledger balance (what new subscriptions can still reserve and what
 * can be taken back); `reserved` the yield running subscriptions still wait for (in escrow); `paid` the yield paid
 * so far; `penalties` what early redemptions gave back. remaining = funded − withdrawn − reserved − paid + penalties.
 */
export const AdminEarnCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  translations: EarnTranslationsOut,
  /** Languages users read in English because a text is not translated (the form marks them). */
  missing_langs: z.array(z.string()),
  currency: z.string(),
  scale: z.number().int(),
  remaining: z.string(),
  funded: z.string(),
  withdrawn: z.string(),
  reserved: z.string(),
  paid: z.string(),
  penalties: z.string(),
  products: z.number().int(),
  active_orders: z.number().int(),
  created_at: z.string(),
});
const campaignTexts = earnTranslations({ name: EARN_LIMITS.nameMax, note: EARN_LIMITS.noteMax }).default({});
export const AdminEarnCampaignCreate = z.object({
  name,
  currency: coinCode,
  note: z.string().trim().max(EARN_LIMITS.noteMax).default(''),
  translations: campaignTexts,
});
export const AdminEarnCampaignEdit = z.object({
  name,
  note: z.string().trim().max(EARN_LIMITS.noteMax).default(''),
  translations: campaignTexts,
});
/** `POST /admin/earn/campaigns/:id/fund` and `/withdraw`: the amount moved from or to outside the books. */
export const AdminEarnCampaignMove = z.object({ amount: positiveAmount });

/** A product as configured, with what its terms mean for 1000 of its coin (the settlement's own formulas). */
export const AdminEarnProduct = z.object({
  id: z.number().int(),
  kind: z.enum(MINING_KINDS),
  name: z.string(),
  currency: z.string(),
  scale: z.number().int(),
  days: z.number().int(),
  daily_rate: z.string(),
  /** daily_rate in % (0.003 → 0.3). */
  daily_percent: z.string(),
  min: z.string(),
  /** null: no cap beyond the campaign's budget. */
  max: z.string().nullable(),
  penalty_rate: z.string(),
  penalty_percent: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  enabled: z.boolean(),
  intro: z.string(),
  translations: EarnTranslationsOut,
  missing_langs: z.array(z.string()),
  /** The whole term's yield of a 1000 subscription (⌊1000 × daily_rate⌋ × days at the coin's scale). */
  term_yield_per_1000: z.string(),
  /** The early-redemption penalty of a 1000 subscription for each remaining day (⌈1000 × penalty_rate⌉). */
  penalty_per_day_per_1000: z.string(),
  active_orders: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** `POST /admin/earn/products`, `PUT /admin/earn/products/:id`: every term (edits apply to new subscriptions). */
export const AdminEarnProductInput = z.object({
  kind: z.enum(MINING_KINDS),
  name,
  currency: coinCode,
  days: z.coerce.number().int().min(EARN_LIMITS.daysMin).max(EARN_LIMITS.daysMax),
  daily_rate: rate,
  min: positiveAmount,
  max: positiveAmount.nullable(),
  penalty_rate: rate,
  campaign_id: Id,
  enabled: z.boolean(),
  intro: z.string().trim().max(EARN_LIMITS.introMax).default(''),
  translations: earnTranslations({ name: EARN_LIMITS.nameMax, intro: EARN_LIMITS.introMax }).default({}),
});

export const ADMIN_EARN_ORDER_STATES = ['active', 'matured', 'redeemed'] as const;
export type AdminEarnOrderState = (typeof ADMIN_EARN_ORDER_STATES)[number];

export const AdminEarnOrdersQuery = PageQuery.extend({
  state: z.enum(ADMIN_EARN_ORDER_STATES).optional(),
  user_id: Id.optional(),
  product_id: Id.optional(),
});
export const AdminEarnOrder = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  kind: z.enum(MINING_KINDS),
  campaign_id: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  daily_rate: z.string(),
  days: z.number().int(),
  earned_days: z.number().int(),
  /** Yield paid so far. */
  earned: z.string(),
  /** The whole term's yield reserved from the campaign at subscription. */
  reserved: z.string(),
  /** Charged on an early redemption; '0' otherwise. */
  penalty: z.string(),
  state: z.enum(ADMIN_EARN_ORDER_STATES),
  /** First yield day and maturity, `YYYY-MM-DD HH:mm:ss` UTC day starts. */
  start_at: z.string(),
  end_at: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /**
   * Receipts of its payouts: the maturity or redemption first, then the yields, newest first (verify each with
   * `/api/receipt/verify?id=`).
   */
  receipts: z.array(z.object({ id: z.string(), kind: z.string() })),
});
export const AdminEarnOrders = paged(AdminEarnOrder);

/** One UTC day (by the books' entry time) and coin of the mining settlement. */
export const AdminEarnAccrualDay = z.object({
  day: z.string(),
  currency: z.string(),
  /** Yield paid to users (sum of the `mining_yield` entries). */
  yield_paid: z.string(),
  /** Accrual entries booked (one per order and pass; a pass after downtime pays several days in one). */
  accruals: z.number().int(),
  matured: z.number().int(),
  /** Principal returned at maturity. */
  principal_back: z.string(),
  redeemed: z.number().int(),
  penalties: z.string(),
});
/** Per coin, the subscriptions still running: their principal and the reserved yield still to be paid. */
export const AdminEarnOpenCoin = z.object({
  currency: z.string(),
  orders: z.number().int(),
  principal: z.string(),
  unearned: z.string(),
});
export const AdminEarnAccruals = z.object({
  /** The platform clock's UTC day, `YYYY-MM-DD`. */
  today: z.string(),
  days: z.array(AdminEarnAccrualDay),
  open: z.array(AdminEarnOpenCoin),
  /** The earn sweepers of this instance (`earn.mining` first): lag and backlog at their last pass, failures. */
  sweepers: z.array(SweeperStatus),
});
