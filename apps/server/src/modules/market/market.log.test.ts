/**
 * The public price log end to end (issue 30 item 5): ticks become consecutive leaves, signed heads cover exactly
 * the stored leaves, the public routes' proofs verify with @app/pricelog, and a changed tick row is caught.
 * Jobs are off: the test flushes and signs heads itself.
 */
import {
  leafHash,
  MemoryLog,
  type PriceLeaf,
  type SignedHead,
  verifyConsistency,
  verifyHead,
  verifyInclusion,
} from '@app/pricelog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { marketModule } from './market.module';
import { countRows } from './market.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ startJobs: false });
});
afterAll(async () => t.close());

const SYMBOL = 'LINK/USDT';
const market = () => t.app.use(marketModule).market;
const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url: `/api${url}` });
  const body = res.json();
  if (body.type !== 'ok') throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.message as T;
};
const sym = encodeURIComponent(SYMBOL);

/** An input as stored: `[source, price, ts]` (migration 0025). */
type Stored = [source: string, price: string, ts: number];

type StoredLeaf = PriceLeaf & { leaf_hash: string };
async function storedLeaves(symbol = SYMBOL): Promise<StoredLeaf[]> {
  const res = (await t.app.database.db.execute(
    sql`select seq, ts, trim_scale(price)::text as price, inputs, encode(leaf_hash, 'hex') as leaf_hash from ticks
        where symbol = ${symbol} and seq is not null order by seq`,
  )) as unknown as {
    rows: { seq: string | number; ts: string | number; price: string; inputs: Stored[]; leaf_hash: string }[];
  };
  return res.rows.map((r) => ({
    symbol,
    seq: Number(r.seq),
    ts: Number(r.ts),
    price: r.price,
    inputs: r.inputs.map(([source, price, ts]) => ({ source, price, ts })),
    leaf_hash: r.leaf_hash,
  }));
}

/** Ticks after the simulator's own (its ticks stamped earlier are then refused: seqs follow time). */
let clock = Date.now() + 3600_000;
const nextTs = () => {
  clock += 1000;
  return clock;
};
function ingest(prices: string[]) {
  market().ingest(prices.map((price) => ({ symbol: SYMBOL, price, volume: '1', ts: nextTs() })));
}

async function signedHead(): Promise<SignedHead> {
  await market().flush();
  await market().signHeads();
  return get<SignedHead>(`/market/log/head?symbol=${sym}`);
}

describe('price log', () => {
  it('ticks become consecutive leaves whose stored hashes recompute, and the signed head is their root', async () => {
    ingest(['15.100', '15.2', '15.25', '15.3']);
    market().ingest([
      {
        symbol: SYMBOL,
        price: '15.31',
        volume: '1',
        ts: nextTs(),
        inputs: [
          { source: 'a', price: '15.30', ts: clock - 40 },
          { source: 'b', price: '15.32', ts: clock - 70 },
        ],
      },
    ]);
    const head = await signedHead();
    const leaves = await storedLeaves();
    expect(leaves.map((l) => l.seq)).toEqual(leaves.map((_, i) => i));
    for (const { leaf_hash, ...leaf } of leaves) expect(leafHash(leaf)).toBe(leaf_hash);
    expect(leaves.at(-1)?.inputs).toEqual([
      { source: 'a', price: '15.30', ts: clock - 40 },
      { source: 'b', price: '15.32', ts: clock - 70 },
    ]);
    // a feed without inputs is its own single source
    expect(leaves.at(-2)?.inputs).toEqual([{ source: expect.any(String), price: '15.3', ts: clock - 1000 }]);

    expect(head.size).toBe(leaves.length);
    expect(head.root).toBe(new MemoryLog(leaves.map((l) => l.leaf_hash)).root());
    const key = await get<{ algorithm: string; public_key: string; key_id: string }>('/market/log/key');
    expect(key.algorithm).toBe('Ed25519');
    expect(head.key_id).toBe(key.key_id);
    expect(verifyHead(head, key.public_key)).toBe(true);
    expect(verifyHead({ ...head, size: head.size + 1 }, key.public_key)).toBe(false);
  });

  it('priceAt and the marks name the leaf they used, buffered or stored', async () => {
    ingest(['16.5']);
    const buffered = await market().priceAt(SYMBOL, clock);
    const head = await signedHead();
    expect(buffered).toEqual({ price: '16.5', ts: clock, source: 'tick', seq: head.size - 1 });
    expect((await market().firstTickFrom(SYMBOL, clock))?.seq).toBe(head.size - 1);
    const mark = await market().markPrice({ symbol: SYMBOL, ts: clock, reason: 'test.log', ref: 'log:1' });
    expect(mark.seq).toBe(head.size - 1);
  });

  it('every leaf proves its inclusion in the signed head through the public routes', async () => {
    ingest(Array.from({ length: 40 }, (_, i) => `17.${i + 10}`));
    const head = await signedHead();
    expect(head.size).toBeGreaterThan(40);
    // nodes above the leaves were stored (levels 4, 8, … for a log this size)
    expect(await countRows(t.app, sql`select count(*) as n from price_log_nodes where symbol = ${SYMBOL}`)).toBe(
      Math.floor(head.size / 16),
    );
    for (const seq of [0, 1, 15, 16, head.size - 2, head.size - 1]) {
      const p = await get<{ leaf: PriceLeaf; leaf_hash: string; size: number; proof: string[] }>(
        `/market/log/inclusion?symbol=${sym}&seq=${seq}`,
      );
      expect(p.size).toBe(head.size);
      expect(leafHash(p.leaf)).toBe(p.leaf_hash);
      expect(verifyInclusion(leafHash(p.leaf), seq, p.size, p.proof, head.root)).toBe(true);
      expect(verifyInclusion(leafHash(p.leaf), (seq + 1) % head.size, p.size, p.proof, head.root)).toBe(false);
    }
    const proved = await market().log.proveLeaves(SYMBOL, [3, 4]);
    expect(proved?.head).toEqual(head);
    for (const [i, p] of (proved?.proofs ?? []).entries())
      expect(verifyInclusion(leafHash(p.leaf), 3 + i, head.size, p.proof, head.root)).toBe(true);
    // no signed head covers a leaf not yet stored
    ingest(['17.9']);
    expect(await market().log.proveLeaves(SYMBOL, [head.size])).toBeNull();
    await signedHead();
  });

  it('a consistency proof links two heads; a rewritten log fails it', async () => {
    const first = await signedHead();
    ingest(Array.from({ length: 21 }, (_, i) => `18.${i + 10}`));
    const second = await signedHead();
    const c = await get<{ first: number; second: number; proof: string[] }>(
      `/market/log/consistency?symbol=${sym}&first=${first.size}&second=${second.size}`,
    );
    expect(c).toMatchObject({ first: first.size, second: second.size });
    expect(verifyConsistency(first.size, second.size, first.root, second.root, c.proof)).toBe(true);
    const rewritten = new MemoryLog((await storedLeaves()).map((l, i) => (i === 2 ? second.root : l.leaf_hash)));
    expect(verifyConsistency(first.size, second.size, first.root, rewritten.root(), c.proof)).toBe(false);

    const heads = await get<{ list: SignedHead[]; total: number }>(`/market/log/heads?symbol=${sym}&limit=2`);
    expect(heads.list.map((h) => h.size)).toEqual([second.size, first.size]);
    expect(heads.total).toBeGreaterThanOrEqual(2);
    // Paged without counting every head: total reaches one past the page while more follow, exact on the last.
    const all = await get<{ list: SignedHead[]; total: number }>(`/market/log/heads?symbol=${sym}&limit=100`);
    const n = all.list.length;
    expect(all.total).toBe(n);
    const page = (p: number) =>
      get<{ list: SignedHead[]; total: number }>(`/market/log/heads?symbol=${sym}&limit=1&page=${p}`);
    expect(await page(1)).toMatchObject({ list: [all.list[0]], total: 2 });
    expect(await page(n)).toMatchObject({ list: [all.list[n - 1]], total: n });
    expect(await page(n + 1)).toMatchObject({ list: [], total: 0 });
    const bad = await t.app.inject({
      url: `/api/market/log/consistency?symbol=${sym}&first=3&second=${second.size + 1}`,
    });
    expect(bad.json().type).toBe('error');
  });

  it('a tick row changed in SQL no longer matches its leaf: the proof fails', async () => {
    const head = await signedHead();
    const seq = 5;
    await t.app.database.db.execute(sql`update ticks set price = price + 1 where symbol = ${SYMBOL} and seq = ${seq}`);
    const p = await get<{ leaf: PriceLeaf; leaf_hash: string; size: number; proof: string[] }>(
      `/market/log/inclusion?symbol=${sym}&seq=${seq}`,
    );
    expect(leafHash(p.leaf)).not.toBe(p.leaf_hash);
    expect(verifyInclusion(leafHash(p.leaf), seq, head.size, p.proof, head.root)).toBe(false);
    const [leaf] = await get<StoredLeaf[]>(`/market/log/leaves?symbol=${sym}&from=${seq}&limit=1`);
    const { leaf_hash, ...content } = leaf!;
    expect(leafHash(content)).not.toBe(leaf_hash);
  });

  it('a failed flush keeps every leaf: the next flush writes them in order and the log stays consistent', async () => {
    const before = await signedHead();
    await t.app.database.db.execute(sql`alter table price_log_nodes rename to price_log_nodes_away`);
    ingest(Array.from({ length: 20 }, (_, i) => `19.${i + 10}`));
    await market().flush();
    await market().signHeads();
    expect((await storedLeaves()).length).toBe(before.size);
    expect((await market().log.latestHead(SYMBOL))?.size).toBe(before.size);
    ingest(['19.5']);
    await t.app.database.db.execute(sql`alter table price_log_nodes_away rename to price_log_nodes`);
    const after = await signedHead();
    const leaves = await storedLeaves();
    expect(after.size).toBe(before.size + 21);
    expect(leaves.map((l) => l.seq)).toEqual(leaves.map((_, i) => i));
    expect(leaves.at(-1)?.price).toBe('19.5');
    expect(after.root).toBe(new MemoryLog(leaves.map((l) => l.leaf_hash)).root());
    const c = await market().log.consistency(SYMBOL, before.size, after.size);
    expect(verifyConsistency(before.size, after.size, before.root, after.root, c)).toBe(true);
  });

  it('a tick stamped before the newest leaf, or one its column would round, is not recorded (no seq used)', async () => {
    const head = await signedHead();
    market().ingest([
      { symbol: SYMBOL, price: '20.1', volume: '1', ts: clock - 5000 },
      { symbol: SYMBOL, price: '20.1234567890123456789', volume: '1', ts: clock + 1 },
      { symbol: SYMBOL, price: 'not a price', volume: '1', ts: clock + 1 },
    ]);
    ingest(['20.2']);
    const after = await signedHead();
    expect(after.size).toBe(head.size + 1);
    expect((await storedLeaves()).at(-1)).toMatchObject({ seq: head.size, price: '20.2', ts: clock });
  });

  it('a batch written again after a lost commit answer is recognised as stored; another leaf at its seq is not', async () => {
    const { appendLeaves, leavesStored } = await import('./market.log-repo');
    const db = t.app.database.db;
    const leaf = { symbol: 'NOT/LOGGED', seq: 0, ts: 1, price: '1', inputs: [], volume: '1' };
    const rows = [{ ...leaf, leaf_hash: leafHash(leaf) }];
    await appendLeaves(db, rows, [{ symbol: 'NOT/LOGGED', level: 4, idx: 0, hash: 'ab'.repeat(32) }]);
    await expect(appendLeaves(db, rows, [])).rejects.toThrow();
    expect(await leavesStored(db, rows)).toBe(true);
    expect(await leavesStored(db, [{ ...rows[0]!, leaf_hash: 'cd'.repeat(32) }])).toBe(false);
    expect(await countRows(t.app, sql`select count(*) as n from price_log_nodes where symbol = 'NOT/LOGGED'`)).toBe(1);
  });

  it('the leaves route pages through the log and refuses more than 500', async () => {
    const page = await get<StoredLeaf[]>(`/market/log/leaves?symbol=${sym.toLowerCase()}&from=2&limit=3`);
    expect(page.map((l) => [l.symbol, l.seq])).toEqual([
      [SYMBOL, 2],
      [SYMBOL, 3],
      [SYMBOL, 4],
    ]);
    const tooMany = await t.app.inject({ url: `/api/market/log/leaves?symbol=${sym}&limit=501` });
    expect(tooMany.json().type).toBe('error');
    const unknown = await t.app.inject({ url: '/api/market/log/head?symbol=NOPE%2FUSDT' });
    expect(unknown.json().type).toBe('error');
  });
});
