/**
 * Back-office IEO (docs/api-earn.md "Back office"): the projects with their sales and the books of `ieo_<id>`
 * (section earn-products: read super, finance; write super), creating one (its supply is issued into `ieo_<id>`),
 * editing what is shown (never the terms money depends on), and the subscriptions with their receipts (section
 * earn-orders). Refusals name their reason with a server catalogue key (`params.key`), answered "field: reason".
 */
import { z } from 'zod';
import { fitsColumn, Id, PageQuery, paged } from '../shared';
import { IEO_MODES } from './ieo';
import { EarnTranslationsOut } from './schemas';
import { earnTranslations } from './translations';

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
/** Limits of the project fields, shared with the admin app's form checks. */
export const IEO_LIMITS = {
  titleMax: 80,
  summaryMax: 500,
  contentMax: 20_000,
  urlMax: 500,
  lockDaysMax: 3650,
} as const;

const trimmed = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const positiveAmount = trimmed.pipe(
  fitsColumn(z.string().refine((v) => AMOUNT.test(v) && /[1-9]/.test(v), { params: { key: 'earn.field_amount' } })),
);
const coinCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,12}$/)
  .transform((c) => c.toUpperCase());
/** An http(s) address, or empty for none. */
const url = z
  .string()
  .trim()
  .max(IEO_LIMITS.urlMax)
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+\S*$/i.test(v), { params: { key: 'earn.field_url' } });
/** A platform-clock instant in epoch milliseconds. */
const instant = z.coerce.number().int().min(0).max(253_402_300_799_999);
const title = z.string().trim().min(1).max(IEO_LIMITS.titleMax);
const summary = z.string().trim().max(IEO_LIMITS.summaryMax);
const content = z.string().trim().max(IEO_LIMITS.contentMax);

export const ADMIN_IEO_PHASES = ['warmup', 'selling', 'done'] as const;
export type AdminIeoPhase = (typeof ADMIN_IEO_PHASES)[number];
export const ADMIN_IEO_ORDER_STATES = ['applied', 'allocated', 'delivered', 'refunded'] as const;
export type AdminIeoOrderState = (typeof ADMIN_IEO_ORDER_STATES)[number];

/** A project with its sale so far and the balances of its account `ieo_<id>` (token and pay coin). */
export const AdminIeoProject = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  translations: EarnTranslationsOut,
  missing_langs: z.array(z.string()),
  logo: z.string(),
  token: z.string(),
  token_scale: z.number().int(),
  pay_currency: z.string(),
  pay_scale: z.number().int(),
  price: z.string(),
  supply: z.string(),
  min: z.string(),
  /** null: no cap beyond the supply. */
  user_limit: z.string().nullable(),
  /** `YYYY-MM-DD HH:mm:ss` UTC, and the same instants in epoch ms. */
  starts_at: z.string(),
  ends_at: z.string(),
  starts_ms: z.number().int(),
  ends_ms: z.number().int(),
  deliver_at: z.string(),
  lock_days: z.number().int(),
  mode: z.enum(IEO_MODES),
  whitepaper: z.string(),
  website: z.string(),
  enabled: z.boolean(),
  /** From the platform clock: before the start, in the window, after the end. */
  phase: z.enum(ADMIN_IEO_PHASES),
  /** Tokens applied for, the applications, and (after the end) those allocated something. */
  applied: z.string(),
  applicants: z.number().int(),
  passed: z.number().int(),
  /** applied ÷ supply in % (2 decimals, floor; above 100 when a pro-rata sale is oversubscribed). */
  progress: z.string(),
  /** After the end: tokens allocated and pay coin kept; null before. */
  allocated: z.string().nullable(),
  proceeds: z.string().nullable(),
  /** 'selling' until the end's sweeper ran, then 'allocated'. */
  state: z.string(),
  /** The ledger balances of `ieo_<id>`: tokens still to deliver (or sell) and pay coin held. */
  balance_token: z.string(),
  balance_pay: z.string(),
  created_at: z.string(),
});

/** `POST /admin/earn/ieo`: a project; its supply is issued into `ieo_<id>` at once. */
const ieoTexts = earnTranslations({
  title: IEO_LIMITS.titleMax,
  summary: IEO_LIMITS.summaryMax,
  content: IEO_LIMITS.contentMax,
});
export const AdminIeoCreate = z.object({
  title,
  summary: summary.default(''),
  content: content.default(''),
  translations: ieoTexts.default({}),
  logo: url.default(''),
  token: coinCode,
  pay_currency: coinCode,
  price: positiveAmount,
  supply: positiveAmount,
  min: positiveAmount,
  user_limit: positiveAmount.nullable().default(null),
  starts_at: instant,
  ends_at: instant,
  lock_days: z.coerce.number().int().min(0).max(IEO_LIMITS.lockDaysMax),
  mode: z.enum(IEO_MODES),
  whitepaper: url.default(''),
  website: url.default(''),
  enabled: z.boolean().default(true),
});

/** `PUT /admin/earn/ieo/:id`: only what is shown; other fields (price, supply, times…) are ignored. */
export const AdminIeoEdit = z.object({
  title: title.optional(),
  summary: summary.optional(),
  content: content.optional(),
  translations: ieoTexts.optional(),
  logo: url.optional(),
  whitepaper: url.optional(),
  website: url.optional(),
  enabled: z.boolean().optional(),
});

export const AdminIeoOrdersQuery = PageQuery.extend({
  project_id: Id.optional(),
  user_id: Id.optional(),
  state: z.enum(ADMIN_IEO_ORDER_STATES).optional(),
});
export const AdminIeoOrder = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: z.string(),
  project_id: z.number().int(),
  title: z.string(),
  token: z.string(),
  pay_currency: z.string(),
  price: z.string(),
  /** Tokens applied for and what was paid for them. */
  asked: z.string(),
  paid: z.string(),
  /** After the end: tokens allocated, pay coin kept and refunded; null before. */
  allocated: z.string().nullable(),
  kept: z.string().nullable(),
  refund: z.string().nullable(),
  state: z.enum(ADMIN_IEO_ORDER_STATES),
  deliver_at: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The allocation's receipt (after the end; verify with `/api/receipt/verify?id=`). */
  receipt_id: z.string().nullable(),
});
export const AdminIeoOrders = paged(AdminIeoOrder);
