/**
 * The `market.mark` price source for receipts: prices a settlement used, recorded in price_marks (kept forever,
 * unlike raw ticks), loaded again by id so anyone can check a receipt against the recorded price.
 */
import { normalize } from '@app/money';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { PriceSource, ReceiptTick } from '../receipts';
import { priceMarks } from './market.tables';

const MARKET_MARK_SOURCE = 'market.mark';

const markTick = (m: typeof priceMarks.$inferSelect): ReceiptTick => ({
  source: MARKET_MARK_SOURCE,
  id: String(m.id),
  symbol: m.symbol,
  ts: m.ts,
  price: normalize(m.price),
});

export const marketMarkSource: PriceSource = {
  name: MARKET_MARK_SOURCE,
  async load(ex: Executor, ids: readonly string[]) {
    const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    if (numeric.length === 0) return [];
    return (await ex.select().from(priceMarks).where(inArray(priceMarks.id, numeric))).map(markTick);
  },
};
