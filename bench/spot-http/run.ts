/**
 * npm run bench:spot-http — spot orders per second end to end: the whole server (buildApp, the real routes, auth,
 * validation, the per-pair queue, the engine, one transaction per order with the ledger) listening on loopback,
 * a few hundred funded users placing limit orders near the mid (some crossing) from N concurrent keep-alive
 * clients in a separate process. Baselines measured in the same command:
 *   - the engine alone: the same order stream through `SpotOrderBook` in process (the ceiling of the core);
 *   - `GET /api/health` through the same server and client (the HTTP floor: routing, one `select 1`, JSON).
 * PGlite in memory always; PostgreSQL too when it answers at BENCH_PG_URL (default 127.0.0.1:5432), in a database
 * this run creates and drops. The market maker is off (SPOT_MAKER=off): its re-quotes would share the pair's
 * queue and its orders would not be the measured stream. Each run ends with the ledger's journal audit.
 *
 * Env: CLIENTS (16), USERS (300), ORDER_SECONDS (6), HEALTH_SECONDS (2), BENCH_PAIRS (ETH/USDT; comma list),
 * BENCH_PG_URL.
 */
/// <reference path="../../apps/server/src/types.d.ts" />
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { div, mul } from '@app/money';
import pg from 'pg';
import { type App, buildApp } from '../../apps/server/src/app';
import { type Config, loadConfig } from '../../apps/server/src/config';
import {
  auditJournal,
  creditFromSystem,
  getOrCreateAccount,
  withTransaction,
} from '../../apps/server/src/modules/ledger';
import { marketModule } from '../../apps/server/src/modules/market';
import { makeUser } from '../../apps/server/src/modules/market/market.test-kit';
import { spotModule } from '../../apps/server/src/modules/spot';
import { priceToTicks, qtyToLots, SpotOrderBook } from '../../apps/server/src/modules/spot/engine';
import type { PairInfo } from '../../apps/server/src/modules/spot/spot.pairs';
import type { LoadJob, LoadResult } from './client';

const CLIENTS = Number(process.env.CLIENTS ?? 16);
const USERS = Number(process.env.USERS ?? 300);
const ORDER_SECONDS = Number(process.env.ORDER_SECONDS ?? 6);
const HEALTH_SECONDS = Number(process.env.HEALTH_SECONDS ?? 2);
const PAIRS = (process.env.BENCH_PAIRS ?? 'ETH/USDT').split(',').map((s) => s.trim());
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STREAM = 200_000; // more orders than any run consumes

/** mulberry32: small, fast, seeded. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One limit order of the stream: who, which pair, side, price and amount as decimal strings. */
type Order = { user: number; pair: number; side: 'buy' | 'sell'; price: string; amount: string };

/**
 * The seeded stream. Buys are priced mid − k ticks and sells mid + k ticks with k uniform in [−3, 16]: most rest
 * within 16 ticks of the mid, and the overlap (k < 0, 15 %) crosses whatever rests on the other side near the mid.
 * Values are 20–400 USDT a order (above every minimum, far below the users' funds).
 */
function makeStream(pairs: { id: number; mid: string; tick: string; lot: string }[]): Order[] {
  const r = rng(42);
  const out: Order[] = [];
  for (let i = 0; i < STREAM; i++) {
    const p = pairs[Math.floor(r() * pairs.length)]!;
    const side = r() < 0.5 ? 'buy' : 'sell';
    const k = Math.floor(r() * 20) - 3;
    const price = mul(p.tick, String(Number(div(p.mid, p.tick, 0, 'floor')) + (side === 'buy' ? -k : k)));
    const value = 20 + r() * 380;
    const lots = Math.max(1, Math.round(value / Number(price) / Number(p.lot)));
    out.push({ user: Math.floor(r() * USERS), pair: p.id, side, price, amount: mul(String(lots), p.lot) });
  }
  return out;
}

/** The engine alone: the same stream (same owners, so the same self-trade prevention) in process. */
function engineRate(stream: Order[], pairs: Map<number, PairInfo>): { ops: number; seconds: number; rate: number } {
  const cmds = stream.map((o, i) => {
    const p = pairs.get(o.pair)!;
    return {
      pair: o.pair,
      cmd: {
        orderId: `o${i}`,
        owner: String(o.user),
        side: o.side,
        price: priceToTicks(o.price, p.tickSize),
        qty: qtyToLots(o.amount, p.lotSize),
      },
    };
  });
  let ops = 0;
  const start = performance.now();
  // Whole passes over the stream on fresh books until a second has gone by.
  do {
    const books = new Map([...pairs.keys()].map((id) => [id, new SpotOrderBook({ defaultProtectionBps: 500 })]));
    for (const c of cmds) {
      const res = books.get(c.pair)!.placeLimit(c.cmd);
      if (!res.accepted) throw new Error(`engine refused ${JSON.stringify(c)}: ${res.reason}`);
    }
    ops += cmds.length;
  } while (performance.now() - start < 1000);
  const seconds = (performance.now() - start) / 1000;
  return { ops, seconds, rate: ops / seconds };
}

function load(job: LoadJob): Promise<LoadResult> {
  const child: ChildProcess = fork(new URL('./client.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m: LoadResult | { error: string }) => {
      child.kill();
      if ('error' in m) reject(new Error(m.error));
      else resolve(m);
    });
    child.once('error', reject);
    child.send(job);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

type Row = {
  target: string;
  orders: { rate: number; p50: number; p99: number; done: number; ok: number; trades: number };
  health: { rate: number; p50: number; p99: number };
};

async function bench(target: string, database: Config['database']): Promise<Row> {
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      SPOT_MAKER: 'off',
      RATE_LIMIT_MAX: '1000000000',
      MARKET_HISTORY_COUNT: '30',
    }),
    database,
  };
  const app: App = await buildApp(config, { seed: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const { db } = app.database;

    const { stream } = streamOf(app);
    const t0 = performance.now();
    const tokens: string[] = [];
    const pairs = PAIRS.map((s) => app.use(spotModule).spot.findPair({ symbol: s })!);
    for (let i = 0; i < USERS; i++) {
      const u = await makeUser(app);
      await withTransaction(db, async (tx) => {
        for (const currency of new Set(pairs.flatMap((p) => [p.base, p.quote]))) {
          const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: u.id, currency, kind: 2 });
          await creditFromSystem(tx, { to, systemKind: 'external', amount: '100000000', refType: 'bench' });
        }
      });
      tokens.push(u.headers.authorization);
    }
    console.log(`  ${target}: ${USERS} users funded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const orderRequests: LoadJob['requests'] = stream.map((o) => {
      const p = app.use(spotModule).spot.pair(o.pair)!;
      const body = {
        currency_id: p.baseId,
        legal_id: p.quoteId,
        type: o.side === 'buy' ? 1 : 2,
        amount: o.amount,
        target_price: o.price,
      };
      return ['POST', '/api/coin/trade', tokens[o.user]!, JSON.stringify(body)];
    });
    const healthRequests: LoadJob['requests'] = [['GET', '/api/health', '', '']];

    // Warm-up (JIT, prepared plans, connections), then the health floor, then the orders.
    await load({ port, concurrency: CLIENTS, seconds: 0.5, requests: healthRequests });
    const health = await load({ port, concurrency: CLIENTS, seconds: HEALTH_SECONDS, requests: healthRequests });
    const ordersRun = await load({ port, concurrency: CLIENTS, seconds: ORDER_SECONDS, requests: orderRequests });
    if (ordersRun.ok !== ordersRun.done) {
      throw new Error(`${ordersRun.done - ordersRun.ok} orders refused, first: ${ordersRun.firstError}`);
    }
    await app.use(spotModule).spot.drain();

    const res = (await db.execute(`select count(*)::int as n from spot_trades` as never)) as unknown as {
      rows: { n: number }[];
    };
    const audit = await auditJournal(db);
    const broken = audit.unbalancedEntries.length + audit.driftedAccounts.length + audit.unbalancedCurrencies.length;
    if (broken > 0) throw new Error(`the books do not balance after the ${target} run: ${JSON.stringify(audit)}`);

    const ol = [...ordersRun.latencies].sort((a, b) => a - b);
    const hl = [...health.latencies].sort((a, b) => a - b);
    return {
      target,
      orders: {
        rate: ordersRun.done / ordersRun.seconds,
        p50: pct(ol, 0.5),
        p99: pct(ol, 0.99),
        done: ordersRun.done,
        ok: ordersRun.ok,
        trades: Number(res.rows[0]?.n ?? 0),
      },
      health: { rate: health.done / health.seconds, p50: pct(hl, 0.5), p99: pct(hl, 0.99) },
    };
  } finally {
    await app.close();
  }
}

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

async function withPostgres<T>(fn: (database: Config['database']) => Promise<T>): Promise<T> {
  const name = `bench_spot_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await fn({ kind: 'postgres', url: url.toString() });
  } finally {
    await new Promise((r) => setTimeout(r, 100)); // let the pool's sockets close before the forced drop
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The stream is made once, from the first app's pair settings and mid prices, and replayed on every database. */
let made: { stream: Order[]; pairs: Map<number, PairInfo> } | undefined;
function streamOf(app: App): { stream: Order[]; pairs: Map<number, PairInfo> } {
  if (made) return made;
  const pairs = new Map<number, PairInfo>();
  const specs = PAIRS.map((symbol) => {
    const p = app.use(spotModule).spot.findPair({ symbol });
    const mid = app.use(marketModule).market.lastPrice(symbol);
    if (!p || !mid) throw new Error(`unknown pair or no price: ${symbol}`);
    pairs.set(p.id, p);
    return { id: p.id, mid, tick: p.tickSize, lot: p.lotSize };
  });
  made = { stream: makeStream(specs), pairs };
  return made;
}

async function main(): Promise<void> {
  console.log(
    `spot over HTTP: ${PAIRS.join(', ')}, ${USERS} users, ${CLIENTS} concurrent clients, ` +
      `${ORDER_SECONDS}s of limit orders and ${HEALTH_SECONDS}s of /api/health per database; market maker off`,
  );
  const rows: Row[] = [];
  rows.push(await bench('PGlite (memory)', { kind: 'pglite', dataDir: null }));
  // Between the servers, so nothing else runs: the same stream through the engine alone.
  const { stream, pairs } = made!;
  const engine = engineRate(stream, pairs);
  console.log(`  engine alone: ${engine.ops} commands in ${engine.seconds.toFixed(2)} s`);
  if (await postgresAvailable()) {
    rows.push(await withPostgres((database) => bench('PostgreSQL', database)));
  } else {
    console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
  }

  const f = (n: number, d = 0) => n.toFixed(d);
  console.log(`\nengine alone (same stream, in process): ${f(engine.rate)} commands/s\n`);
  console.log('database          orders/s   p50 ms   p99 ms  traded   health req/s  health p50  ÷ engine   ÷ health');
  for (const r of rows) {
    const o = r.orders;
    console.log(
      [
        r.target.padEnd(16),
        f(o.rate).padStart(9),
        f(o.p50, 1).padStart(8),
        f(o.p99, 1).padStart(8),
        `${f((100 * o.trades) / Math.max(1, o.done))}%`.padStart(7),
        f(r.health.rate).padStart(14),
        f(r.health.p50, 1).padStart(11),
        (o.rate / engine.rate).toFixed(5).padStart(9),
        (o.rate / r.health.rate).toFixed(3).padStart(10),
      ].join(' '),
    );
  }
  console.log(
    '\n"traded" = trades ÷ orders placed; ratios are orders/s ÷ engine commands/s and orders/s ÷ health req/s.',
  );
}

await main();
