/**
 * npm run bench:price-log — the public price log's costs (issue 30 item 5), each against a baseline in the same run:
 *
 * 1. Ticks appended to the log (leaf hash, frontier append, ticks with seq/inputs/leaf_hash and the new subtree
 *    nodes in one statement, as the market flush writes them) against the same ticks inserted the old way (the
 *    repo's plain `insertTicks` into the ticks table as it was before the log, with its `ticks_ts` index, which
 *    migration 0025 dropped), flushed in batches of BENCH_BATCH, with one source input a tick (a single feed)
 *    and three (an index of three exchanges), on PGlite in memory and on PostgreSQL when DATABASE_URL is set (a
 *    database created and dropped by this run). Goal: ratio ≥ 0.8.
 * 2. Inclusion proof time at BENCH_LEAVES (default 1M) leaves with the in-memory reader (goal p99 ≤ 1 ms), and
 *    through the database reader on a log of BENCH_DB_LEAVES leaves written the same way.
 *
 * Prints figures and ratios; asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  inclusionProof,
  LogFrontier,
  leafHash,
  MemoryLog,
  type PriceLeaf,
  type SourceInput,
  verifyInclusion,
} from '@app/pricelog';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db';
import type { Tick } from '../../apps/server/src/modules/market/engine';
import {
  appendLeaves,
  dbReader,
  type LeafRow,
  type NodeRow,
} from '../../apps/server/src/modules/market/market.log-repo';
// The server hashes leaves with node:crypto (installed on import, as market.log.ts does); measure that path.
import '../../apps/server/src/modules/market/market.log-hash';
import { insertTicks } from '../../apps/server/src/modules/market/market.repo';

const TICKS = Number(process.env.BENCH_TICKS ?? 40_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LEAVES = Number(process.env.BENCH_LEAVES ?? 1_000_000);
const DB_LEAVES = Number(process.env.BENCH_DB_LEAVES ?? 100_000);
const PROOFS = Number(process.env.BENCH_PROOFS ?? 5000);
const WARM_PROOFS = 1000;
const PG_URL = process.env.DATABASE_URL;
const SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'DOGE/USDT', 'XRP/USDT', 'ADA/USDT', 'LINK/USDT', 'DOT/USDT'];

type Target = { name: string; open(): Promise<{ database: Database; drop(): Promise<void> }> };

/** A seeded stream of ticks as an index feed makes them: three sources each, own times a little earlier. */
function makeTicks(n: number, start: number, sources: number, symbols = SYMBOLS): (Tick & { inputs: SourceInput[] })[] {
  let s = 7;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return Array.from({ length: n }, (_, i) => {
    const price = (100 + rnd() * 10).toFixed(4);
    const ts = start + i * 10;
    return {
      symbol: symbols[i % symbols.length]!,
      price,
      volume: (rnd() * 3).toFixed(6),
      ts,
      inputs: ['binance', 'okx', 'bybit'].slice(0, sources).map((source, k) => ({
        source,
        price: (Number(price) + (k - 1) * 0.01).toFixed(4),
        ts: ts - 20 - k * 7,
      })),
    };
  });
}

/** What the market does per batch: seq, leaf hash, frontier append (at ingest), one statement for leaves and nodes. */
function logWriter(database: Database, spent = { hashing: 0 }) {
  const frontiers = new Map<string, LogFrontier>();
  return async (batch: readonly (Tick & { inputs: SourceInput[] })[]) => {
    const started = performance.now();
    const leaves: LeafRow[] = [];
    const nodes: NodeRow[] = [];
    for (const t of batch) {
      let f = frontiers.get(t.symbol);
      if (!f) {
        f = LogFrontier.empty();
        frontiers.set(t.symbol, f);
      }
      const leaf: PriceLeaf = { symbol: t.symbol, seq: f.size, ts: t.ts, price: t.price, inputs: t.inputs };
      const hash = leafHash(leaf);
      for (const n of f.append(hash)) nodes.push({ symbol: t.symbol, ...n });
      leaves.push({ ...leaf, volume: t.volume, leaf_hash: hash });
    }
    spent.hashing += performance.now() - started;
    await appendLeaves(database.db, leaves, nodes);
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return (performance.now() - started) / 1000;
}

async function fresh(target: Target) {
  const opened = await target.open();
  await opened.database.migrate();
  return opened;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function appendRate(target: Target, sources: number): Promise<{ plain: number; log: number; write: number }> {
  const ticks = makeTicks(TICKS, Date.now(), sources);
  const batches: (typeof ticks)[] = [];
  for (let i = 0; i < ticks.length; i += BATCH) batches.push(ticks.slice(i, i + BATCH));
  const rates = { plain: [] as number[], log: [] as number[], write: [] as number[] };
  const run = async (mode: 'plain' | 'log', measured: boolean) => {
    const { database, drop } = await fresh(target);
    try {
      // The baseline is the old write path on the old table: without the index the log made unneeded, plain
      // inserts would run faster than they ever did and the ratio would flatter neither side honestly.
      if (mode === 'plain') await database.db.execute('create index ticks_ts on ticks (ts)' as never);
      const spent = { hashing: 0 };
      const write = mode === 'plain' ? (b: Tick[]) => insertTicks(database.db, b) : logWriter(database, spent);
      const used = measured ? batches : batches.slice(0, 10);
      const seconds = await timed(async () => {
        for (const b of used) await write(b);
      });
      if (!measured) return;
      rates[mode].push(TICKS / seconds);
      if (mode === 'log') rates.write.push(TICKS / (seconds - spent.hashing / 1000));
    } finally {
      await database.close();
      await drop();
    }
  };
  // Warm-up of both paths (JIT, the driver's first statements), then alternating rounds, each on a fresh database,
  // so drift and table growth hit both sides alike; the median round of each is printed.
  await run('plain', false);
  await run('log', false);
  for (let r = 0; r < ROUNDS; r++)
    for (const mode of r % 2 === 0 ? (['plain', 'log'] as const) : (['log', 'plain'] as const)) await run(mode, true);
  return { plain: median(rates.plain), log: median(rates.log), write: median(rates.write) };
}

function percentiles(ms: number[]): { p50: number; p99: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Proof times for random leaves of a log of `size`, each checked once against `root` (a wrong proof would count). */
async function proofTimes(
  size: number,
  root: string,
  hashOf: (i: number) => Promise<string> | string,
  read: Parameters<typeof inclusionProof>[2],
) {
  let s = 99;
  const times: number[] = [];
  for (let i = -WARM_PROOFS; i < PROOFS; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const idx = s % size;
    const started = performance.now();
    const proof = await inclusionProof(idx, size, read);
    if (i >= 0) times.push(performance.now() - started);
    if (i < 20 && !verifyInclusion(await hashOf(idx), idx, size, proof, root))
      throw new Error(`proof of leaf ${idx} does not verify`);
  }
  return percentiles(times);
}

async function memoryProofs() {
  const hashes: string[] = [];
  const built = await timed(async () => {
    for (let i = 0; i < LEAVES; i++)
      hashes.push(
        leafHash({
          symbol: 'BTC/USDT',
          seq: i,
          ts: 1_700_000_000_000 + i,
          price: `${60000 + (i % 1000)}.5`,
          inputs: [],
        }),
      );
  });
  const log = new MemoryLog();
  const appended = await timed(async () => {
    for (const h of hashes) log.append(h);
  });
  const p = await proofTimes(LEAVES, log.root(), (i) => hashes[i]!, log.read);
  return { built, appended, ...p };
}

async function dbProofs(target: Target) {
  const { database, drop } = await fresh(target);
  try {
    const write = logWriter(database);
    const ticks = makeTicks(DB_LEAVES, Date.now(), 1, SYMBOLS.slice(0, 1));
    const built = await timed(async () => {
      for (let i = 0; i < ticks.length; i += 5000) await write(ticks.slice(i, i + 5000));
    });
    const read = dbReader(database.db, SYMBOLS[0]!);
    const mem = new MemoryLog();
    const hashes = ticks.map((t, seq) =>
      leafHash({ symbol: t.symbol, seq, ts: t.ts, price: t.price, inputs: t.inputs }),
    );
    for (const h of hashes) mem.append(h);
    const p = await proofTimes(ticks.length, mem.root(), (i) => hashes[i]!, read);
    return { leaves: ticks.length, built, ...p };
  } finally {
    await database.close();
    await drop();
  }
}

const targets: Target[] = [
  {
    name: 'PGlite (memory)',
    async open() {
      return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} };
    },
  },
];
if (PG_URL)
  targets.push({
    name: 'PostgreSQL',
    async open() {
      const name = `bench_pricelog_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      return {
        database: await openDatabase({ kind: 'postgres', url: url.toString() }),
        async drop() {
          await new Promise((r) => setTimeout(r, 100)); // let the pool's sockets close before the forced drop
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  });

async function main() {
  console.log(
    `price log: ${TICKS} ticks over ${SYMBOLS.length} symbols in batches of ${BATCH}, median of ${ROUNDS} alternating rounds after a warm-up`,
  );
  if (!PG_URL) console.log('PostgreSQL: DATABASE_URL not set, skipped');
  console.log(
    '\nlog = hashing + write; write = the flush statement alone (the hashing runs at ingest, between flushes)',
  );
  console.log('target            inputs  plain ticks/s   log ticks/s   log ÷ plain (goal ≥ 0.80)   write ÷ plain');
  for (const target of targets)
    for (const sources of [1, 3]) {
      const r = await appendRate(target, sources);
      console.log(
        `${target.name.padEnd(17)} ${String(sources).padStart(6)} ${r.plain.toFixed(0).padStart(14)} ${r.log.toFixed(0).padStart(13)} ${(r.log / r.plain).toFixed(2).padStart(26)} ${(r.write / r.plain).toFixed(2).padStart(15)}`,
      );
    }

  const m = await memoryProofs();
  console.log(
    `\ninclusion proof, memory reader, ${LEAVES.toLocaleString('en')} leaves (hashing ${m.built.toFixed(1)} s, appending ${m.appended.toFixed(1)} s):` +
      ` p50 ${m.p50.toFixed(3)} ms, p99 ${m.p99.toFixed(3)} ms (goal p99 ≤ 1 ms: ${(m.p99 / 1).toFixed(2)}× the goal)`,
  );
  for (const target of targets) {
    const d = await dbProofs(target);
    console.log(
      `inclusion proof, database reader, ${target.name}, ${d.leaves.toLocaleString('en')} leaves (written in ${d.built.toFixed(1)} s):` +
        ` p50 ${d.p50.toFixed(3)} ms, p99 ${d.p99.toFixed(3)} ms`,
    );
  }
}

await main();
