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
/** none: the receipt cites no price-log leaf; pending: no signed head covers its leaves yet (a few seconds). */
export const PROOF_STATES = ['none', 'pending', 'ok', 'failed'] as const;

/** One check of a bundle (`@app/pricelog/bundle`): receipt hash, head signature, inclusion, rule, formula... */
export const BundleCheck = z.object({ name: z.string(), ok: z.boolean(), detail: z.string() });
export type BundleCheck = z.infer<typeof BundleCheck>;

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
    proofs: z.enum(PROOF_STATES),
  }),
  /** The bundle's checks (signed head, inclusion proofs, adjacency and rules, leaf prices); empty unless proved. */
  proofs: z.array(BundleCheck),
  match: z.boolean(),
});
export type ReceiptVerification = z.infer<typeof ReceiptVerification>;

const hex = (len?: number) =>
  len ? z.string().regex(new RegExp(`^[0-9a-f]{${len}}$`)) : z.string().regex(/^[0-9a-f]*$/);
const ms = z.number().int().safe();
const decimal = z.string().regex(/^-?\d{1,40}(\.\d{1,40})?$/);

const SourceInputSchema = z.object({ source: z.string().max(100), price: decimal, ts: ms });

/** A receipt bundle (docs/receipts.md "Bundles"): what `npm run verify-receipt` and `POST /receipt/check` take. */
export const ReceiptBundleSchema = z.object({
  format: z.literal('openx-receipt-bundle/1'),
  receipt: z.object({
    id: z.string().max(64),
    hash: hex(64),
    content: z.object({
      kind: z.string().max(100),
      user_id: z.number().int(),
      ref_type: z.string().max(100),
      ref_id: z.string().max(100),
      price_source: z.string().max(100),
      ticks: z
        .array(
          z.object({
            source: z.string().max(100),
            id: z.string().max(200),
            symbol: z.string().max(100),
            ts: ms,
            price: decimal,
            amount: z.string().max(60).optional(),
          }),
        )
        .max(100),
      formula: z.string().max(100),
      formula_version: z.number().int(),
      inputs: z.record(z.string().max(100), z.string().max(200)),
      result: z.record(z.string().max(100), z.string().max(200)),
    }),
  }),
  logs: z
    .array(
      z.object({
        symbol: z.string().max(100),
        head: z.object({
          symbol: z.string().max(100),
          size: z.number().int().nonnegative().safe(),
          root: hex(64),
          ts: ms,
          key_id: z.string().max(64),
          signature: hex(128),
        }),
        leaves: z
          .array(
            z.object({
              symbol: z.string().max(100),
              seq: z.number().int().nonnegative().safe(),
              ts: ms,
              price: decimal,
              inputs: z.array(SourceInputSchema).max(50),
              leaf_hash: hex(64),
              proof: z.array(hex(64)).max(64),
            }),
          )
          .max(20),
        index: z
          .object({
            method: z.object({
              max_age_ms: z.number().int().nonnegative(),
              band_percent: decimal,
              weights: z.record(z.string(), decimal).optional(),
            }),
            scale: z.number().int().min(0).max(18),
          })
          .optional(),
      }),
    )
    .max(10),
  public_key: z.object({ algorithm: z.literal('Ed25519'), public_key: hex(64), key_id: z.string().max(64) }),
});
export type ReceiptBundleWire = z.infer<typeof ReceiptBundleSchema>;

/** `POST /receipt/check`'s answer: every check, and ok only when all pass. */
export const BundleVerdict = z.object({ ok: z.boolean(), checks: z.array(BundleCheck) });
export type BundleVerdict = z.infer<typeof BundleVerdict>;
