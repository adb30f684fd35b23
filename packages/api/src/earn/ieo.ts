/**
 * IEO, wire contract (docs/api-earn.md "IEO"): the spec's `/project*` calls with the original's field names
 * (reference §4c). A project sells a fixed supply of a wallet coin (the token) at a fixed price in a pay coin during
 * its window. Mode 'fcfs' takes applications while supply lasts; mode 'pro_rata' takes any application and, when
 * they exceed the supply at the end, allocates each ⌊supply × asked ÷ total asked⌋ and refunds the rest. Tokens are
 * delivered `lock_days` after the end by the platform sweeper.
 */
import { z } from 'zod';
import { fitsColumn, Id, PageQuery, pagedB } from '../shared';

export const IEO_MODES = ['fcfs', 'pro_rata'] as const;
export type IeoMode = (typeof IEO_MODES)[number];
/** The original's `time_status`: 1 warm-up (before start), 2 in progress, 3 done (after end). */
export const IEO_TIME_STATUS = { warmup: 1, selling: 2, done: 3 } as const;
/** Subscription statuses: 1 applied (waiting for the end), 2 allocated (waiting for delivery), 3 delivered, 4 refunded (nothing allocated). */
export const IEO_ORDER_STATUS = { applied: 1, allocated: 2, delivered: 3, refunded: 4 } as const;

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(fitsColumn(z.string().regex(AMOUNT)));

export const IeoProjectWire = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Plain text (paragraphs separated by blank lines). */
  content: z.string(),
  logo: z.string(),
  /** The token sold. */
  currency_id: z.number().int(),
  currency_name: z.string(),
  /** The coin it is paid in. */
  pay_currency_id: z.number().int(),
  pay_currency_name: z.string(),
  /** Issuance price: pay coin per token. */
  price: z.string(),
  /** Total supply offered, in tokens. */
  amount: z.string(),
  /** Tokens applied for so far. */
  total_sell: z.string(),
  /** Tokens still offered (0 when applications reached the supply). */
  remaining: z.string(),
  /** The original's `percentage`: the remaining share in % (99.99 when it would round to 100 with some sold). */
  percentage: z.string(),
  /** Subscription cycle in days (at least 1). */
  day: z.number().int(),
  /** Least and most tokens one user may apply for ('' = no cap beyond the supply). */
  min: z.string(),
  user_limit: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  /** Time to market: when tokens are delivered (end + lock period). */
  deliver_at: z.string(),
  lock_days: z.number().int(),
  mode: z.enum(IEO_MODES),
  white_book: z.string(),
  link: z.string(),
  /** Applications so far, and how many were allocated something (after the end). */
  total_apply: z.number().int(),
  passed: z.number().int(),
  time_status: z.number().int(),
  /** 1 open for applications now, 0 not. */
  status: z.number().int(),
  /** True once the end's allocation has run. */
  allocated: z.boolean(),
});
export type IeoProjectWire = z.infer<typeof IeoProjectWire>;

export const IeoListQuery = PageQuery;
/** `GET /project`: `{list}` newest start first, with the paging fields beside it. */
export const IeoList = z.object({
  list: z.array(IeoProjectWire),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const IeoDetailQuery = z.object({ project_id: Id });

export const IeoOrderWire = z.object({
  id: z.number().int(),
  /** The original's order number: 1000 + id. */
  order_no: z.string(),
  project_id: z.number().int(),
  title: z.string(),
  currency_name: z.string(),
  pay_currency_name: z.string(),
  price: z.string(),
  /** Tokens applied for, and what was paid for them. */
  amount: z.string(),
  paid: z.string(),
  /** After the end: tokens allocated, pay coin kept (their cost) and refunded. Null before. */
  coin_amount: z.string().nullable(),
  kept: z.string().nullable(),
  refund: z.string().nullable(),
  /** Tokens delivered (the original's give_amount): coin_amount once delivered, else '0'. */
  give_amount: z.string(),
  status: z.number().int(),
  end_at: z.string(),
  deliver_at: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The allocation's receipt (after the end). */
  receipt_id: z.string().nullable(),
});
export type IeoOrderWire = z.infer<typeof IeoOrderWire>;

/** `GET /project/detail`: the project, the caller's subscriptions to it (empty when signed out). */
export const IeoDetail = z.object({
  info: IeoProjectWire,
  order_info: z.array(IeoOrderWire),
});
export type IeoDetail = z.infer<typeof IeoDetail>;

export const IeoOrderBody = z.object({
  project_id: Id,
  /** Tokens to apply for. */
  amount,
  /**
   * Sent by the spec's client. Unlike the original (which ignored them), when sent they must equal the project's
   * price and pay coin: a changed term is refused instead of charged ('earn.ieo_terms_changed').
   */
  pay_currency: z.union([z.string(), z.number()]).optional(),
  price: z.union([z.string(), z.number()]).optional(),
});
export type IeoOrderBody = z.infer<typeof IeoOrderBody>;

/** `GET /project/estimate`: what applying for `amount` tokens costs now, and (pro rata) would be allocated if the end were now. */
export const IeoEstimateQuery = z.object({ project_id: Id, amount });
export const IeoEstimate = z.object({
  cost: z.string(),
  pay_currency: z.string(),
  /** Applications' total including this one. */
  total_asked: z.string(),
  allocated: z.string(),
  kept: z.string(),
  refund: z.string(),
});
export type IeoEstimate = z.infer<typeof IeoEstimate>;

export const IeoOrdersQuery = PageQuery.extend({ project_id: Id.optional() });
/** `GET /user/project/order`: shape (b) `{data, page, pages, total}` beside `list`. */
export const IeoOrders = pagedB(IeoOrderWire);
