/**
 * Settlement receipts (docs/receipts.md): every outcome that pays or charges a user has one. `GET /receipt/verify`
 * is public and answers only whether the receipt still proves its outcome; the owner reads the whole receipt.
 */
import { z } from 'zod';

const receiptId = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{32}$/);

export const ReceiptIdQuery = z.object({ id: receiptId });
export type ReceiptIdQuery = z.infer<typeof ReceiptIdQuery>;

/** `ref_id` is one id or a comma-separated list (at most 100), e.g. the trade ids of an order; a per-period
 * outcome has `<id>:<period>` (a mining order's yield up to a day, a position's overnight fee of a night). */
export const ReceiptRefsQuery = z.object({
  ref_type: z.string().trim().min(1).max(40),
  ref_id: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(z.string().regex(/^[0-9A-Za-z_:-]{1,40}$/)).max(100)),
});
export type ReceiptRefsQuery = z.infer<typeof ReceiptRefsQuery>;

export const ReceiptTickView = z.object({
  source: z.string(),
  id: z.string(),
  symbol: z.string(),
  ts: z.number(),
  price: z.string(),
  amount: z.string(),
});
export type ReceiptTickView = z.infer<typeof ReceiptTickView>;

export const ReceiptView = z.object({
  id: z.string(),
  kind: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  price_source: z.string(),
  ticks: z.array(ReceiptTickView),
  formula: z.string(),
  formula_version: z.number().int(),
  /** What the formula computes, in one line. */
  formula_text: z.string(),
  inputs: z.record(z.string(), z.string()),
  result: z.record(z.string(), z.string()),
  hash: z.string(),
  /** The RFC 8785 canonical JSON the sha256 `hash` is taken over. */
  canonical: z.string(),
  created_at: z.string(),
});
export type ReceiptView = z.infer<typeof ReceiptView>;

export const TICK_CHECKS = ['ok', 'changed', 'missing', 'unknown_source'] as const;

export const ReceiptVerification = z.object({
  id: z.string(),
  kind: z.string(),
  formula: z.string(),
  formula_version: z.number().int(),
  hash: z.string(),
  checks: z.object({
    hash: z.boolean(),
    ticks: z.enum(TICK_CHECKS),
    result: z.boolean(),
    formula_known: z.boolean(),
  }),
  match: z.boolean(),
});
export type ReceiptVerification = z.infer<typeof ReceiptVerification>;
