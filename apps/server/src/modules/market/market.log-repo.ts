/**
 * SQL of the public price log (issue 30 item 5). Leaves are the `ticks` rows that carry a `seq`; level 0 of the
 * tree is their `leaf_hash`, the other stored levels are `price_log_nodes`, signed heads `price_log_heads`.
 * Nothing here deletes or updates a leaf, a node or a head. Hashes are stored as bytea and inputs as compact json
 * arrays (migration 0025); this file converts both at its boundary, so callers only see hex and input objects.
 */
import type { HashReader, NodeKey, PriceLeaf, SignedHead, SourceInput } from '@app/pricelog';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { pgArray } from './market.repo';

/** A tick as the log writes it: the leaf's fields plus the volume the ticks table also keeps. */
export type LeafRow = PriceLeaf & { volume: string; leaf_hash: string };
export type NodeRow = { symbol: string; level: number; idx: number; hash: string };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;

/**
 * Writes leaves and the subtree hashes they completed in ONE statement (so one transaction on both drivers): a
 * flush is all or nothing. The leaves go in without `on conflict` (its speculative insertion made PGlite's writes
 * about a third slower); a retry after a commit whose answer was lost is recognised by `leavesStored` instead.
 */
export async function appendLeaves(ex: Executor, leaves: readonly LeafRow[], nodes: readonly NodeRow[]): Promise<void> {
  if (leaves.length === 0 && nodes.length === 0) return;
  // The leaves as ONE json document read by json_to_recordset (no join of array literals by position); inputs stay
  // json, copied as written: parsing them into jsonb was about a quarter of the append's cost (bench/price-log).
  const rows = JSON.stringify(
    leaves.map((l) => ({
      symbol: l.symbol,
      ts: l.ts,
      price: l.price,
      volume: l.volume,
      seq: l.seq,
      inputs: l.inputs.map((i) => [i.source, i.price, i.ts]),
      leaf_hash: l.leaf_hash,
    })),
  );
  const n = <K extends keyof NodeRow>(k: K) => pgArray(nodes.map((x) => x[k]));
  await ex.execute(sql`
    with n as (
      insert into price_log_nodes (symbol, level, idx, hash)
      select symbol, level, idx, decode(hash, 'hex')
      from unnest(${n('symbol')}::text[], ${n('level')}::int[], ${n('idx')}::bigint[], ${n('hash')}::text[])
        as k(symbol, level, idx, hash)
      on conflict do nothing
    )
    insert into ticks (symbol, ts, price, volume, seq, inputs, leaf_hash)
    select symbol, ts, price, volume, seq, inputs, decode(leaf_hash, 'hex')
    from json_to_recordset(${rows}::json)
      as x(symbol text, ts bigint, price numeric, volume numeric, seq bigint, inputs json, leaf_hash text)`);
}

/** Whether every given leaf is already stored with the same hash (a flush whose commit answer was lost). */
export async function leavesStored(ex: Executor, leaves: readonly LeafRow[]): Promise<boolean> {
  if (leaves.length === 0) return true;
  const col = <K extends keyof LeafRow>(k: K) => pgArray(leaves.map((l) => l[k] as string | number));
  const result = await ex.execute(sql`
    select count(*) as n from unnest(${col('symbol')}::text[], ${col('seq')}::bigint[], ${col('leaf_hash')}::text[])
      as w(symbol, seq, leaf_hash)
    join ticks t on t.symbol = w.symbol and t.seq = w.seq and t.leaf_hash = decode(w.leaf_hash, 'hex')`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0) === leaves.length;
}

/** The newest leaf of each symbol's log (an index lookup per symbol): its size is `seq + 1`. */
export async function logTails(
  ex: Executor,
  symbols: readonly string[],
): Promise<Map<string, { size: number; ts: number; price: string }>> {
  if (symbols.length === 0) return new Map();
  const result = await ex.execute(sql`
    select s.symbol, t.seq, t.ts, t.price
    from unnest(${pgArray(symbols)}::text[]) as s(symbol)
    cross join lateral (
      select k.seq, k.ts, trim_scale(k.price)::text as price from ticks k
      where k.symbol = s.symbol and k.seq is not null order by k.seq desc limit 1
    ) as t`);
  const rows = rowsOf<{ symbol: string; seq: number | string; ts: number | string; price: string }>(result);
  return new Map(rows.map((r) => [r.symbol, { size: Number(r.seq) + 1, ts: Number(r.ts), price: r.price }]));
}

/** Reads stored hashes of one symbol's tree: level 0 from the ticks, higher stored levels from the nodes. */
export function dbReader(ex: Executor, symbol: string): HashReader {
  return async (keys: readonly NodeKey[]) => {
    const out = new Map<string, string>();
    if (keys.length === 0) return out;
    const seqs = keys.filter((k) => k.level === 0).map((k) => k.idx);
    const upper = keys.filter((k) => k.level > 0);
    const result = await ex.execute(sql`
      select 0 as level, seq as idx, encode(leaf_hash, 'hex') as hash from ticks
      where symbol = ${symbol} and seq = any(${pgArray(seqs)}::bigint[])
      union all
      select n.level, n.idx, encode(n.hash, 'hex') from price_log_nodes n
      join unnest(${pgArray(upper.map((k) => k.level))}::int[], ${pgArray(upper.map((k) => k.idx))}::bigint[])
        as k(level, idx) on n.level = k.level and n.idx = k.idx
      where n.symbol = ${symbol}`);
    for (const r of rowsOf<{ level: number | string; idx: number | string; hash: string | null }>(result))
      if (r.hash !== null) out.set(`${Number(r.level)}/${Number(r.idx)}`, r.hash);
    return out;
  };
}

/** A stored input: `[source, price, ts]`, or the object form a row may still hold (rows are readable either way). */
type StoredInput = [string, string, number | string] | SourceInput;
type LeafRead = {
  seq: number | string;
  ts: number | string;
  price: string;
  inputs: StoredInput[] | string | null;
  leaf_hash: string;
};
const inputOf = (i: StoredInput): SourceInput =>
  Array.isArray(i) ? { source: i[0], price: i[1], ts: Number(i[2]) } : { source: i.source, price: i.price, ts: i.ts };
const leafOf = (symbol: string, r: LeafRead) => ({
  symbol,
  seq: Number(r.seq),
  ts: Number(r.ts),
  price: r.price,
  inputs: (typeof r.inputs === 'string' ? (JSON.parse(r.inputs) as StoredInput[]) : (r.inputs ?? [])).map(inputOf),
  leaf_hash: r.leaf_hash,
});
const LEAF_COLUMNS = sql`seq, ts, trim_scale(price)::text as price, inputs, encode(leaf_hash, 'hex') as leaf_hash`;

/** Stored leaves from `fromSeq` on, in log order (prices in full, as hashed). */
export async function leavesFrom(ex: Executor, symbol: string, fromSeq: number, limit: number) {
  const result = await ex.execute(sql`
    select ${LEAF_COLUMNS} from ticks
    where symbol = ${symbol} and seq >= ${fromSeq} order by seq limit ${limit}`);
  return rowsOf<LeafRead>(result).map((r) => leafOf(symbol, r));
}

/** Stored leaves at the given seqs, by seq. */
export async function leavesAt(ex: Executor, symbol: string, seqs: readonly number[]) {
  const result = await ex.execute(sql`
    select ${LEAF_COLUMNS} from ticks
    where symbol = ${symbol} and seq = any(${pgArray(seqs)}::bigint[])`);
  return new Map(rowsOf<LeafRead>(result).map((r) => [Number(r.seq), leafOf(symbol, r)]));
}

/** Inserts signed heads; a (symbol, size) already signed (another instance, a retry) is kept as it is. */
export async function insertHeads(ex: Executor, heads: readonly SignedHead[]): Promise<void> {
  if (heads.length === 0) return;
  const col = <K extends keyof SignedHead>(k: K) => pgArray(heads.map((h) => h[k]));
  await ex.execute(sql`
    insert into price_log_heads (symbol, size, root, ts, key_id, signature)
    select * from unnest(${col('symbol')}::text[], ${col('size')}::bigint[], ${col('root')}::text[],
      ${col('ts')}::bigint[], ${col('key_id')}::text[], ${col('signature')}::text[])
    on conflict (symbol, size) do nothing`);
}

type HeadRead = {
  symbol: string;
  size: number | string;
  root: string;
  ts: number | string;
  key_id: string;
  signature: string;
};
const headOf = (r: HeadRead): SignedHead => ({
  symbol: r.symbol,
  size: Number(r.size),
  root: r.root,
  ts: Number(r.ts),
  key_id: r.key_id,
  signature: r.signature,
});

/** The size of each symbol's newest signed head (an index lookup per symbol). */
export async function headSizes(ex: Executor, symbols: readonly string[]): Promise<Map<string, number>> {
  if (symbols.length === 0) return new Map();
  const result = await ex.execute(sql`
    select s.symbol, h.size
    from unnest(${pgArray(symbols)}::text[]) as s(symbol)
    cross join lateral (
      select size from price_log_heads where symbol = s.symbol order by size desc limit 1
    ) as h`);
  return new Map(rowsOf<{ symbol: string; size: number | string }>(result).map((r) => [r.symbol, Number(r.size)]));
}

export async function latestHead(ex: Executor, symbol: string): Promise<SignedHead | null> {
  const result = await ex.execute(sql`
    select symbol, size, root, ts, key_id, signature from price_log_heads
    where symbol = ${symbol} order by size desc limit 1`);
  const row = rowsOf<HeadRead>(result)[0];
  return row ? headOf(row) : null;
}

/**
 * One page of a symbol's signed heads, newest first, without counting them all: a head is signed every few seconds
 * and kept forever, so `count(*)` grew with the log on every call. One row past the page says whether more exist;
 * `total` counts the heads up to this page, plus one when more follow (enough for a pager's "next").
 */
export async function headsPage(ex: Executor, symbol: string, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const result = await ex.execute(sql`
    select symbol, size, root, ts, key_id, signature from price_log_heads
    where symbol = ${symbol} order by size desc limit ${limit + 1} offset ${offset}`);
  const rows = rowsOf<HeadRead>(result);
  const more = rows.length > limit;
  const list = rows.slice(0, limit).map(headOf);
  // Past the end nothing tells how many precede the page without a count: answer none, as the list does.
  return { list, total: list.length > 0 || page === 1 ? offset + list.length + (more ? 1 : 0) : 0 };
}
