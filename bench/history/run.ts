/**
 * npm run bench:history — the first start's market history (every default instrument × every period × 1,000
 * candles, generated and written before the server listens) against its two halves run alone in the same
 * command: the generation without a database, and the insert of the same candles into a fresh database.
 * PGlite in memory always; PostgreSQL too when it answers at BENCH_PG_URL (default 127.0.0.1:5432), in a
 * database created and dropped by this run. BENCH_ROUNDS (default 2) alternating rounds; the best of each kept.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db';
import {
  type Candle,
  defaultInstruments,
  generatePeriodHistory,
  PERIODS,
} from '../../apps/server/src/modules/market/engine';
import { ensureHistory } from '../../apps/server/src/modules/market/market.history';
import { insertCandles } from '../../apps/server/src/modules/market/market.repo';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COUNT = 1000;
/** One key for every round: each round generates the same candles (as a first start draws its own). */
const KEY = randomBytes(32);
const series = defaultInstruments();
const startPrice = new Map(series.map((s) => [s.symbol, s.startPrice]));

type Target = { name: string; open(): Promise<{ database: Database; drop(): Promise<void> }> };

function generateAll(now: number): Candle[][] {
  return series.map((inst) =>
    PERIODS.flatMap((period) =>
      generatePeriodHistory(inst, period, {
        key: KEY,
        end: now,
        count: COUNT,
        endPrice: startPrice.get(inst.symbol)!,
      }),
    ),
  );
}

async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function fresh(target: Target) {
  const opened = await target.open();
  await opened.database.migrate();
  return opened;
}

async function round(
  target: Target,
): Promise<{ firstStart: number; generate: number; insert: number; candles: number }> {
  const now = Date.now();
  const generate = await timed(() => generateAll(now));

  const batches = generateAll(now);
  const a = await fresh(target);
  const insert = await timed(async () => {
    for (const batch of batches) await insertCandles(a.database.db, batch, false);
  });
  await a.database.close();
  await a.drop();

  const b = await fresh(target);
  let candles = 0;
  const firstStart = await timed(async () => {
    const report = await ensureHistory(b.database.db, {
      series,
      count: COUNT,
      now,
      currentPrice: (symbol) => startPrice.get(symbol)!,
    });
    candles = report.candles;
  });
  await b.database.close();
  await b.drop();
  const expected = series.length * PERIODS.length * COUNT;
  // A fast but incomplete history must not look good.
  if (candles !== expected) throw new Error(`${target.name}: wrote ${candles} candles, expected ${expected}`);
  return { firstStart, generate, insert, candles };
}

const pglite: Target = {
  name: 'PGlite (memory)',
  async open() {
    return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} };
  },
};

const postgres: Target = {
  name: 'PostgreSQL',
  async open() {
    const name = `bench_history_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return {
      database: await openDatabase({ kind: 'postgres', url: url.toString() }),
      async drop() {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  },
};

async function postgresAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  console.log(
    `first-start history: ${series.length} instruments × ${PERIODS.length} periods × ${COUNT} candles, best of ${ROUNDS} rounds`,
  );
  const targets = [pglite];
  if (await postgresAvailable()) targets.push(postgres);
  else console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);

  console.log('\ntarget            first start ms  generate ms  insert ms  first start ÷ (generate + insert)');
  for (const target of targets) {
    const best = { firstStart: Infinity, generate: Infinity, insert: Infinity };
    for (let i = 0; i < ROUNDS; i++) {
      const r = await round(target);
      best.firstStart = Math.min(best.firstStart, r.firstStart);
      best.generate = Math.min(best.generate, r.generate);
      best.insert = Math.min(best.insert, r.insert);
    }
    const ratio = best.firstStart / (best.generate + best.insert);
    console.log(
      `${target.name.padEnd(17)} ${best.firstStart.toFixed(0).padStart(14)} ${best.generate.toFixed(0).padStart(12)} ${best.insert.toFixed(0).padStart(10)} ${ratio.toFixed(2).padStart(34)}`,
    );
  }
  console.log(
    '\n1.00 = the first start costs no more than generating and inserting its candles; the spec budget is 10 s',
  );
  console.log('on an idle 2-core machine (read the first-start column against the generate column of the same run).');
}

await main();
