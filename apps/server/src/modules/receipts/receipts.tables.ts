import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A recorded price or fill a receipt's formula used, copied as it was when the outcome was settled. */
export type ReceiptTick = {
  /** The price source that can load it again (`spot.trade`, `market.tick`). */
  source: string;
  id: string;
  symbol: string;
  /** Epoch ms. */
  ts: number;
  price: string;
  /** Quantity where the source has one (a trade's amount). */
  amount?: string;
};

/**
 * One row per outcome that paid or charged a user: what was used (ticks), how (formula and version), with what
 * (inputs) and what came out (result), sealed by a sha256 over all of it (receipts.hash.ts). Never updated.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public id (random): receipts cannot be enumerated. */
    uid: text('uid').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    priceSource: text('price_source').notNull(),
    ticks: jsonb('ticks').$type<ReceiptTick[]>().notNull(),
    formula: text('formula').notNull(),
    formulaVersion: integer('formula_version').notNull(),
    inputs: jsonb('inputs').$type<Record<string, string>>().notNull(),
    result: jsonb('result').$type<Record<string, string>>().notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_uid').on(t.uid),
    uniqueIndex('receipts_ref_user').on(t.refType, t.refId, t.userId, t.kind),
    index('receipts_user').on(t.userId, t.id),
  ],
);
