/**
 * What a contract receipt cites from the public price log and the rule it declares (contracts.receipts.ts v2).
 * Every read runs in the settlement's transaction (PGlite has one connection) through the market's `priceAt`,
 * which also sees ticks still buffered before the 1 s flush. A price that is not a leaf (a candle close, a tick
 * recorded before the log) or a leaf whose neighbour cannot be told apart gives null: the caller issues v1.
 */
import { type Amount, gt, lte, normalize } from '@app/money';
import { leafId, PRICE_LOG_SOURCE, parseLeafId } from '@app/pricelog/bundle';
import type { Tx } from '../../db';
import { type ReceiptTick, receiptCitationOf } from '../receipts';

export type LogPoint = { price: string; ts: number; seq: number | null };
/** The market's `priceAt`: the last recorded price at or before `ts`. */
export type PriceAt = (symbol: string, ts: number, ex: Tx) => Promise<LogPoint | null>;
type Leaf = { symbol: string; seq: number; ts: number; price: string };

export const leafTick = (l: Leaf): ReceiptTick => ({
  source: PRICE_LOG_SOURCE,
  id: leafId(l.symbol, l.seq),
  symbol: l.symbol,
  ts: l.ts,
  price: normalize(l.price),
});

/**
 * The leaf a mark used (seq given by `markPrice`), with its own time: read again at the mark's time, it must be the
 * same leaf (a tick buffered meanwhile with the same time would make it another: then no leaf, v1).
 */
export async function leafOfMark(
  priceAt: PriceAt,
  tx: Tx,
  m: { symbol: string; ts: number; price: string; seq?: number | null },
): Promise<Leaf | null> {
  if (m.seq === null || m.seq === undefined) return null;
  const p = await priceAt(m.symbol, m.ts, tx);
  if (!p || p.seq !== m.seq || normalize(p.price) !== normalize(m.price)) return null;
  return { symbol: m.symbol, seq: p.seq, ts: p.ts, price: normalize(p.price) };
}

/** The leaf just before `leaf` when it is stamped earlier (same-time neighbours are left for the bundle to add). */
export async function leafBefore(priceAt: PriceAt, tx: Tx, leaf: Leaf): Promise<Leaf | null> {
  if (leaf.seq === 0) return null;
  const p = await priceAt(leaf.symbol, leaf.ts - 1, tx);
  if (!p || p.seq !== leaf.seq - 1) return null;
  return { symbol: leaf.symbol, seq: p.seq, ts: p.ts, price: normalize(p.price) };
}

/**
 * The leaf a position opened at, as its open receipt cites it, and the time that receipt chose it at (its rule:
 * the last leaf at or before `accepted_at`). Null: a v1 open receipt, before the log.
 */
export async function openLeafOf(
  tx: Tx,
  positionId: number,
  userId: number,
): Promise<{ seq: number; acceptedAt: number | null } | null> {
  const open = await receiptCitationOf(tx, {
    userId,
    refType: 'contract_position',
    refId: String(positionId),
    kind: 'contracts.open',
  });
  const t = open?.ticks[0];
  const ref = t && t.source === PRICE_LOG_SOURCE ? parseLeafId(t.id) : null;
  if (!ref) return null;
  const at = Number(open?.inputs.accepted_at);
  return { seq: ref.seq, acceptedAt: Number.isSafeInteger(at) ? at : null };
}

const crosses = (price: Amount, level: Amount, direction: 'up' | 'down') =>
  direction === 'up' ? !gt(level, price) : lte(price, level);

/**
 * Ticks and rule inputs of a crossing close (first_crossing): the crossing leaf and, when stamped earlier, the one
 * before it. Null when the rule does not hold on what the server knows (the previous leaf, since the open, had
 * crossed too: the trigger fired for another reason), so the receipt never states a rule it could not prove.
 */
export async function crossingProof(
  priceAt: PriceAt,
  tx: Tx,
  chosen: Leaf,
  c: { level: Amount; direction: 'up' | 'down'; sinceSeq: number },
): Promise<{ ticks: ReceiptTick[]; inputs: Record<string, string> } | null> {
  if (chosen.seq < c.sinceSeq || !crosses(chosen.price, c.level, c.direction)) return null;
  const previous = await leafBefore(priceAt, tx, chosen);
  if (previous && previous.seq >= c.sinceSeq && crosses(previous.price, c.level, c.direction)) return null;
  return {
    ticks: previous ? [leafTick(chosen), leafTick(previous)] : [leafTick(chosen)],
    inputs: {
      symbol: chosen.symbol,
      level: normalize(c.level),
      direction: c.direction,
      since_seq: String(c.sinceSeq),
    },
  };
}
