/**
 * Dual-currency investment, wire contract (docs/api-earn.md): the spec's `/dual/*` calls with the original's
 * field names (reference §4b), plus the campaign paying the yield and a what-if estimate computed by the
 * settlement's own function. `type` is 'call' (paid in the coin) or 'put' (paid in USDT).
 */
import { z } from 'zod';
import { Id, pagedA } from '../shared';
import { EarnCampaign } from './schemas';

export const DUAL_TYPES = ['call', 'put'] as const;
export type DualTypeWire = (typeof DUAL_TYPES)[number];
/** Order statuses: 0 purchased, 1 settling (matured, waiting for the settlement price), 2 success. */
export const DUAL_STATUS = { purchased: 0, settling: 1, success: 2 } as const;

const decimal = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,18}(\.\d{1,18})?$/));

export const DualProductWire = z.object({
  id: z.number().int(),
  /** `COIN-DDMONYY-STRIKE-C|P`. */
  name: z.string(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  type: z.enum(DUAL_TYPES),
  /** APR in % (the original's `rate`) and as a fraction. */
  rate: z.string(),
  apr: z.string(),
  /** The linked reference price (strike). */
  exercise_price: z.string(),
  /** Paid per share, in `pay_currency`. */
  unit_price: z.string(),
  pay_currency: z.string(),
  /** Days from now to maturity (at least 1): what a purchase now earns for. */
  day: z.number().int(),
  /** Sales end and maturity, `YYYY-MM-DD HH:mm:ss` UTC. */
  sales_end: z.string(),
  end_time: z.string(),
  total_number: z.number().int(),
  remaining_number: z.number().int(),
  purchased_number: z.number().int(),
  /** purchased ÷ total × 100. */
  progress: z.string(),
  user_limit: z.number().int(),
  /** 1 on sale, 0 not. */
  status: z.number().int(),
  /** The last recorded price of the coin ('' when none yet). */
  last_price: z.string(),
  campaign: EarnCampaign,
});
export type DualProductWire = z.infer<typeof DualProductWire>;

export const DualIndexQuery = z.object({ currency_id: Id.optional(), type: z.enum(DUAL_TYPES).optional() });
export const DualIndex = z.object({ dual_currencys: z.array(DualProductWire) });
export const DualDetailQuery = z.object({ id: Id });

export const DualBuyBody = z.object({
  id: Id,
  num: z.coerce.number().int().min(1).max(1_000_000),
  /** Sent by the spec's client, ignored: the product decides both. */
  currency_id: z.unknown().optional(),
  type: z.unknown().optional(),
});
export type DualBuyBody = z.infer<typeof DualBuyBody>;

export const DualEstimateQuery = z.object({
  id: Id,
  num: z.coerce.number().int().min(1).max(1_000_000),
  /** A settlement price to try. */
  price: decimal,
});
export const DualEstimate = z.object({
  paid: z.string(),
  pay_currency: z.string(),
  /** F = 1 + days × APR ÷ 365. */
  growth: z.string(),
  branch: z.enum(['call_coin', 'call_quote', 'put_coin', 'put_quote']),
  payout: z.string(),
  payout_currency: z.string(),
});
export type DualEstimate = z.infer<typeof DualEstimate>;

export const DualOrderWire = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** The product's code (`COIN-DDMONYY-STRIKE-C|P`); screens lead with words built from the fields below. */
  name: z.string(),
  /** The linked coin. */
  currency_name: z.string(),
  type: z.enum(DUAL_TYPES),
  num: z.number().int(),
  paid: z.string(),
  pay_currency: z.string(),
  /** APR in % (the original's) and as a fraction. */
  rate: z.string(),
  apr: z.string(),
  exercise_price: z.string(),
  day: z.number().int(),
  end_time: z.string(),
  status: z.number().int(),
  settle_price: z.string().nullable(),
  payout: z.string().nullable(),
  payout_currency: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  receipt_id: z.string().nullable(),
});
export type DualOrderWire = z.infer<typeof DualOrderWire>;

export const DualListBody = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** 0 purchased (incl. settling), 2 success. */
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(2)]))
    .optional(),
});
export const DualList = pagedA(DualOrderWire);
