/**
 * SQL of the market module. Every function takes the executor first (db or tx). Bulk writes go through
 * `unnest` of array parameters: one statement per chunk whatever its row count (no 65 535-parameter limit), the
 * same on PGlite and PostgreSQL. Kline prices come back rounded for display in SQL (`round(x, precision)::text`);
 * the reads that settle come back in full.
 */
import { and, asc, count, desc, eq, gte, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { Candle, Period, Tick } from './engine';
import { candles, feedState, priceMarks, ticks } from './market.tables';

/** A Postgres array literal; every element quoted, so symbols and decimals need no special care. */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

const CANDLE_CHUNK = 10_000;

/** Inserts candles; `replace` overwrites an existing bucket (recorded candles), otherwise keeps it (history). */
export async function insertCandles(ex: Executor, rows: readonly Candle[], replace: boolean): Promise<void> {
  for (let i = 0; i < rows.length; i += CANDLE_CHUNK) {
    const part = rows.slice(i, i + CANDLE_CHUNK);
    const col = <K extends keyof Candle>(k: K) => pgArray(part.map((c) => c[k] as string | number));
    const conflict = replace
      ? sql`do update set close_time = excluded.close_time, open = excluded.open, high = excluded.high,
          low = excluded.low, close = excluded.close, volume = excluded.volume, amount = excluded.amount,
          count = excluded.count`
      : sql`do nothing`;
    await ex.execute(sql`
      insert into candles (symbol, period, open_time, close_time, open, high, low, close, volume, amount, count)
      select * from unnest(${col('symbol')}::text[], ${col('period')}::text[], ${col('openTime')}::bigint[],
        ${col('closeTime')}::bigint[], ${col('open')}::numeric[], ${col('high')}::numeric[], ${col('low')}::numeric[],
        ${col('close')}::numeric[], ${col('volume')}::numeric[], ${col('amount')}::numeric[], ${col('count')}::int[])
      on conflict (symbol, period, open_time) ${conflict}`);
  }
}

/**
 * A plain insert of ticks without their place in the price log. The service records ticks through the log
 * (market.log-repo.ts `appendLeaves`); this stays as the baseline `npm run bench:price-log` compares it with.
 */
export async function insertTicks(ex: Executor, rows: readonly Tick[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`
    insert into ticks (symbol, ts, price, volume)
    select * from unnest(${pgArray(rows.map((t) => t.symbol))}::text[], ${pgArray(rows.map((t) => t.ts))}::bigint[],
      ${pgArray(rows.map((t) => t.price))}::numeric[], ${pgArray(rows.map((t) => t.volume))}::numeric[])`);
}

/** Candles stored per (symbol, period) and the oldest one's bucket and open. */
export async function candleCoverage(ex: Executor) {
  const rows = await ex
    .select({ symbol: candles.symbol, period: candles.period, n: count(), first: min(candles.openTime) })
    .from(candles)
    .groupBy(candles.symbol, candles.period);
  return rows.map((r) => ({ symbol: r.symbol, period: r.period, n: Number(r.n), first: Number(r.first) }));
}

export async function candleOpenAt(ex: Executor, symbol: string, period: Period, openTime: number) {
  const [row] = await ex
    .select({ open: candles.open })
    .from(candles)
    .where(and(eq(candles.symbol, symbol), eq(candles.period, period), eq(candles.openTime, openTime)));
  return row?.open;
}

type CandleRow = {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  amount: string;
};

/** Newest `limit` candles with open time in [from, to], oldest first. */
export async function candleRange(
  ex: Executor,
  q: { symbol: string; period: Period; from: number; to: number; limit: number; precision: number },
): Promise<CandleRow[]> {
  const p = q.precision;
  const rows = await ex
    .select({
      openTime: candles.openTime,
      open: sql<string>`round(${candles.open}, ${sql.raw(String(p))})::text`,
      high: sql<string>`round(${candles.high}, ${sql.raw(String(p))})::text`,
      low: sql<string>`round(${candles.low}, ${sql.raw(String(p))})::text`,
      close: sql<string>`round(${candles.close}, ${sql.raw(String(p))})::text`,
      volume: sql<string>`trim_scale(${candles.volume})::text`,
      amount: sql<string>`trim_scale(${candles.amount})::text`,
    })
    .from(candles)
    .where(
      and(
        eq(candles.symbol, q.symbol),
        eq(candles.period, q.period),
        gte(candles.openTime, q.from),
        lte(candles.openTime, q.to),
      ),
    )
    .orderBy(desc(candles.openTime))
    .limit(q.limit);
  return rows.reverse().map((r) => ({ ...r, openTime: Number(r.openTime) }));
}

/** 1-minute candles since `from`, every symbol, oldest first (the rolling 24 h statistics). */
export async function minuteCandlesSince(ex: Executor, from: number) {
  const rows = await ex
    .select()
    .from(candles)
    .where(and(eq(candles.period, '1min'), gte(candles.openTime, from)))
    .orderBy(candles.openTime);
  return rows.map((r) => ({
    ...r,
    period: '1min' as const,
    openTime: Number(r.openTime),
    closeTime: Number(r.closeTime),
  }));
}

/**
 * A recorded price as stored (trailing zeros trimmed). Settlement reads never round to the instrument's precision:
 * that is a back-office display setting, and rounding by it rewrote end prices (issue 30 item 4).
 */
const fullPrice = (col: typeof ticks.price | typeof candles.close) => sql<string>`trim_scale(${col})::text`;

/** A stored tick's price, own time and leaf index in the price log (null: recorded before the log existed). */
export type StoredTick = { price: string; ts: number; seq: number | null };

/** First recorded tick at or after `ts` (the end price of an expiring option). */
export async function tickAtOrAfter(ex: Executor, symbol: string, ts: number): Promise<StoredTick | undefined> {
  const [row] = await ex
    .select({ price: fullPrice(ticks.price), ts: ticks.ts, seq: ticks.seq })
    .from(ticks)
    .where(and(eq(ticks.symbol, symbol), gte(ticks.ts, ts)))
    .orderBy(asc(ticks.ts), asc(ticks.id))
    .limit(1);
  return row ? { price: row.price, ts: Number(row.ts), seq: seqOf(row.seq) } : undefined;
}

const seqOf = (v: number | string | null) => (v === null ? null : Number(v));

/** Close of the newest 1-minute candle per symbol. */
export async function latestCloses(ex: Executor): Promise<Map<string, string>> {
  const rows = await ex
    .selectDistinctOn([candles.symbol], {
      symbol: candles.symbol,
      close: sql<string>`trim_scale(${candles.close})::text`,
    })
    .from(candles)
    .where(eq(candles.period, '1min'))
    .orderBy(candles.symbol, desc(candles.openTime));
  return new Map(rows.map((r) => [r.symbol, r.close]));
}

/** Last recorded tick at or before `ts` (ticks are kept forever: they are the price log's leaves). */
export async function tickAt(ex: Executor, symbol: string, ts: number): Promise<StoredTick | undefined> {
  const [row] = await ex
    .select({ price: fullPrice(ticks.price), ts: ticks.ts, seq: ticks.seq })
    .from(ticks)
    .where(and(eq(ticks.symbol, symbol), lte(ticks.ts, ts)))
    .orderBy(desc(ticks.ts), desc(ticks.id))
    .limit(1);
  return row ? { price: row.price, ts: Number(row.ts), seq: seqOf(row.seq) } : undefined;
}

/** Close of the newest 1-minute candle that opened at or before `ts`. */
export async function minuteCloseAt(ex: Executor, symbol: string, ts: number) {
  const [row] = await ex
    .select({ price: fullPrice(candles.close), openTime: candles.openTime })
    .from(candles)
    .where(and(eq(candles.symbol, symbol), eq(candles.period, '1min'), lte(candles.openTime, ts)))
    .orderBy(desc(candles.openTime))
    .limit(1);
  return row ? { price: row.price, ts: Number(row.openTime) } : undefined;
}

export async function insertPriceMark(
  ex: Executor,
  mark: { symbol: string; ts: number; price: string; reason: string; ref: string },
) {
  const [row] = await ex.insert(priceMarks).values(mark).returning({ id: priceMarks.id });
  return row?.id ?? 0;
}

/** Many marks in one insert; answers their ids by ref (refs must be unique in the batch). */
export async function insertPriceMarks(
  ex: Executor,
  marks: readonly { symbol: string; ts: number; price: string; reason: string; ref: string }[],
): Promise<Map<string, number>> {
  if (marks.length === 0) return new Map();
  if (new Set(marks.map((m) => m.ref)).size !== marks.length) throw new Error('price marks of one batch share a ref');
  // One JSON parameter for the batch (a sweeper's chunk), not five bind parameters a mark.
  const result = (await ex.execute(
    sql`insert into price_marks (symbol, ts, price, reason, ref)
        select symbol, ts, price, reason, ref
        from json_to_recordset(${JSON.stringify(marks)}::json)
          as x(symbol text, ts bigint, price numeric, reason text, ref text)
        returning id, ref`,
  )) as unknown as { rows: { id: number | string; ref: string }[] };
  return new Map(result.rows.map((r) => [r.ref, Number(r.id)]));
}

/**
 * The first stored tick at or after each `(symbol, ts)`, at its full recorded price, in one statement (a lateral
 * index lookup per distinct pair): answers by `symbol@ts`.
 */
export async function ticksAtOrAfter(
  ex: Executor,
  wanted: readonly { symbol: string; ts: number }[],
): Promise<Map<string, StoredTick>> {
  const distinct = [...new Map(wanted.map((w) => [`${w.symbol}@${w.ts}`, w])).values()];
  if (distinct.length === 0) return new Map();
  const result = (await ex.execute(
    sql`select v.symbol, v.ts as at, t.price, t.ts, t.seq
        from json_to_recordset(${JSON.stringify(distinct)}::json) as v(symbol text, ts bigint)
        cross join lateral (
          select trim_scale(k.price)::text as price, k.ts, k.seq from ticks k
          where k.symbol = v.symbol and k.ts >= v.ts order by k.ts, k.id limit 1
        ) as t`,
  )) as unknown as {
    rows: { symbol: string; at: number | string; price: string; ts: number | string; seq: number | string | null }[];
  };
  return new Map(
    result.rows.map((r) => [`${r.symbol}@${Number(r.at)}`, { price: r.price, ts: Number(r.ts), seq: seqOf(r.seq) }]),
  );
}

export async function readFeedState<T>(ex: Executor, key: string): Promise<T | undefined> {
  const [row] = await ex.select({ value: feedState.value }).from(feedState).where(eq(feedState.key, key));
  return row?.value as T | undefined;
}

export async function writeFeedState(ex: Executor, key: string, value: unknown): Promise<void> {
  await ex
    .insert(feedState)
    .values({ key, value })
    .onConflictDoUpdate({ target: feedState.key, set: { value, updatedAt: sql`now()` } });
}
