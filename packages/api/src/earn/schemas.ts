/**
 * Earn, wire contract (docs/api-earn.md): locked mining as the spec's `/lh/deposit*` calls with the original's
 * field names (reference §4a), plus what an honest product page needs: where the yield comes from (the campaign and
 * its remaining budget), a what-if estimate and the redemption quote, both computed by the settlement's own
 * functions. Amounts are decimal strings; rates are fractions (0.003 = 0.3 % a day) with the original's % beside.
 */
import { z } from 'zod';
import { fitsColumn, Id, pagedE } from '../shared';

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(fitsColumn(z.string().regex(AMOUNT)));

/** The languages besides English an operator can write earn texts in (the apps' codes). */
export const EARN_TEXT_LANGS = ['zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;

/** The stored and answered shape (any field). */
export const EarnTranslationsOut = z.partialRecord(z.enum(EARN_TEXT_LANGS), z.record(z.string(), z.string()));
export type EarnTranslations = z.infer<typeof EarnTranslationsOut>;

/** Where a product's yield comes from, shown beside it. */
export const EarnCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  currency: z.string(),
  /** What the campaign can still promise (its ledger balance). */
  remaining: z.string(),
});
export type EarnCampaign = z.infer<typeof EarnCampaign>;

export const MINING_KINDS = ['locked', 'cloud', 'defi'] as const;
export type MiningKind = (typeof MINING_KINDS)[number];

/** `GET /lh/deposit/config`: one product (the original's `lh_deposit_config` joined with its coin). */
export const MiningConfig = z.object({
  id: z.number().int(),
  kind: z.enum(MINING_KINDS),
  name: z.string(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  currency_logo: z.string(),
  /** Lock period in days. */
  day: z.number().int(),
  /** Daily yield in % (the original's) and as a fraction. */
  interest_rate: z.string(),
  daily_rate: z.string(),
  /** The same rate a year (daily_rate × 365, simple), as a fraction: the rate every earn screen leads with. */
  apr: z.string(),
  /** Minimum per subscription (the original's save_min) and our maximum ('' = none). */
  save_min: z.string(),
  save_max: z.string(),
  /** Early-redemption penalty per remaining day, as a fraction and in %. */
  penalty_rate: z.string(),
  penalty_percent: z.string(),
  intro: z.string(),
  campaign: EarnCampaign,
  /** The largest amount the campaign's budget can still pay the yield of ('' when the yield is 0). */
  budget_cap: z.string(),
});
export type MiningConfig = z.infer<typeof MiningConfig>;

export const MiningConfigQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  kind: z.enum(MINING_KINDS).optional(),
});
export const MiningConfigList = pagedE(MiningConfig);

export const MiningSubscribeBody = z.object({ config_id: Id, amount });
export type MiningSubscribeBody = z.infer<typeof MiningSubscribeBody>;

export const MiningEstimateQuery = z.object({ config_id: Id, amount });
/** What a subscription of `amount` would earn: the same functions the accrual pays with. */
export const MiningEstimate = z.object({
  amount: z.string(),
  daily_yield: z.string(),
  total_yield: z.string(),
  day: z.number().int(),
  /** First yield day, maturity (principal back), both `YYYY-MM-DD HH:mm:ss` UTC day starts. */
  start_at: z.string(),
  end_at: z.string(),
  /** Penalty if redeemed on the day of subscribing (every yield day remaining). */
  penalty_today: z.string(),
});
export type MiningEstimate = z.infer<typeof MiningEstimate>;

/** 1 in progress, 2 closed (redeemed early or matured; `is_cancel` tells which). */
export const MINING_STATUS = { active: 1, closed: 2 } as const;

export const MiningOrder = z.object({
  id: z.number().int(),
  config_id: z.number().int(),
  kind: z.enum(MINING_KINDS),
  currency_name: z.string(),
  amount: z.string(),
  /** Daily rate as a fraction (the original's day_rate) and the same a year (× 365), shown first. */
  day_rate: z.string(),
  apr: z.string(),
  day: z.number().int(),
  earned_days: z.number().int(),
  /** Yield paid so far. */
  total_interest: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.number().int(),
  /** 1 when redeemed early. */
  is_cancel: z.number().int(),
  /** The penalty charged ('0' unless redeemed early). */
  cancel_fee: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** Receipts of this order's payouts (verify each with `/api/receipt/verify?id=`). */
  receipts: z.array(z.object({ id: z.string(), kind: z.string() })),
  /**
   * The experience voucher (`/coupon/mine` id) that opened this order, null when the user paid the principal. With
   * a voucher, `amount` is notional: it never left the campaign and is never paid back; only the yield is paid,
   * and closing early costs no penalty.
   */
  voucher_id: z.number().int().nullable(),
});
export type MiningOrder = z.infer<typeof MiningOrder>;

export const MiningOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
});
export const MiningOrderList = pagedE(MiningOrder);

export const MiningOrderIdBody = z.object({ id: Id });
export const MiningOrderIdQuery = z.object({ id: Id });

/** `GET /lh/deposit/order/quote`: what redeeming now returns, shown before confirming. */
export const MiningQuote = z.object({
  id: z.number().int(),
  amount: z.string(),
  earned_days: z.number().int(),
  remaining_days: z.number().int(),
  /** Yield already earned, kept on redemption. */
  earned: z.string(),
  penalty: z.string(),
  /** Per remaining day, as a fraction of the amount. */
  penalty_rate: z.string(),
  /** What the penalty is of the amount, as a fraction (penalty ÷ amount, 6 decimals): the figure the user weighs. */
  penalty_share: z.string(),
  /** Principal less the penalty. */
  principal_back: z.string(),
  /** What reaches the spot account: principal_back + earned. */
  total_back: z.string(),
});
export type MiningQuote = z.infer<typeof MiningQuote>;
