/**
 * What an expiring option's receipt cites from the public price log, and whether the option settles, waits or is
 * void. The end tick is the first leaf at or after expiry; when it is stamped more than OPTION_VOID_AFTER_MS after
 * expiry, or when that time has passed with no leaf at all, the gap is certain and the option is void (a catch-up
 * after an outage never settles on the first price after it). Leaves are read by time in the caller's transaction;
 * seqs follow time in a log, so "the leaf before" is the last leaf stamped before expiry.
 */
import { eq, normalize } from '@app/money';
import { leafId, PRICE_LOG_SOURCE } from '@app/pricelog/bundle';
import type { Tx } from '../../db';
import type { ReceiptTick } from '../receipts';
import { OPTION_VOID_AFTER_MS } from './options.receipts';

export type LogPoint = { price: string; ts: number; seq: number | null };
export type EndMark = { id: number; symbol: string; price: string; ts: number; seq: number | null };
type Leaf = { symbol: string; seq: number; ts: number; price: string };

export type OptionsLog = {
  /** The last recorded tick at or before `ts` (a candle close when none: seq null). */
  priceAt(symbol: string, ts: number, ex: Tx): Promise<LogPoint | null>;
  /** The first recorded tick at or after `ts`. */
  firstTickFrom(symbol: string, ts: number, ex: Tx): Promise<LogPoint | null>;
};

export type Decision =
  | { kind: 'later' }
  | { kind: 'settle'; end: EndMark; leaves: [ReceiptTick, ReceiptTick, ReceiptTick, ReceiptTick] | null }
  | { kind: 'void'; leaves: ReceiptTick[] };

export const leafTick = (l: Leaf): ReceiptTick => ({
  source: PRICE_LOG_SOURCE,
  id: leafId(l.symbol, l.seq),
  symbol: l.symbol,
  ts: l.ts,
  price: normalize(l.price),
});

const asLeaf = (symbol: string, p: LogPoint | null): Leaf | null =>
  p && p.seq !== null ? { symbol, seq: p.seq, ts: p.ts, price: p.price } : null;

type Row = { symbol: string; openTs: number; openPrice: string; expiresAt: number };

/** Reads each (symbol, time) once for a chunk: a hundred orders of one expiry share their end leaves. */
export function leafReader(log: OptionsLog, tx: Tx) {
  const cache = new Map<string, Promise<Leaf | null>>();
  const read = (kind: 'at' | 'from', symbol: string, ts: number) => {
    const key = `${kind}:${symbol}@${ts}`;
    let p = cache.get(key);
    if (!p) {
      p = (kind === 'at' ? log.priceAt(symbol, ts, tx) : log.firstTickFrom(symbol, ts, tx)).then((x) =>
        asLeaf(symbol, x),
      );
      cache.set(key, p);
    }
    return p;
  };
  return {
    lastAtOrBefore: (symbol: string, ts: number) => read('at', symbol, ts),
    firstAfter: (symbol: string, ts: number) => read('from', symbol, ts + 1),
  };
}

export async function decide(
  reader: ReturnType<typeof leafReader>,
  row: Row,
  end: EndMark | null,
  now: number,
): Promise<Decision> {
  const limit = row.expiresAt + OPTION_VOID_AFTER_MS;
  if (!end && now <= limit) return { kind: 'later' };
  if (!end || end.ts > limit) {
    const before = await reader.lastAtOrBefore(row.symbol, row.expiresAt - 1);
    const after = end && end.seq !== null ? { symbol: row.symbol, seq: end.seq, ts: end.ts, price: end.price } : null;
    const leaves = before ? [leafTick(before)] : [];
    if (before && after && after.seq === before.seq + 1) leaves.push(leafTick(after));
    return { kind: 'void', leaves };
  }
  const [open, openNext, endBefore] = await Promise.all([
    reader.lastAtOrBefore(row.symbol, row.openTs),
    reader.firstAfter(row.symbol, row.openTs),
    reader.lastAtOrBefore(row.symbol, row.expiresAt - 1),
  ]);
  const proved =
    end.seq !== null &&
    open &&
    openNext &&
    endBefore &&
    openNext.seq === open.seq + 1 &&
    endBefore.seq === end.seq - 1 &&
    eq(open.price, row.openPrice);
  if (!proved) return { kind: 'settle', end, leaves: null };
  const endLeaf = { symbol: row.symbol, seq: end.seq as number, ts: end.ts, price: end.price };
  return {
    kind: 'settle',
    end,
    leaves: [leafTick(open), leafTick(endLeaf), leafTick(openNext), leafTick(endBefore)],
  };
}
