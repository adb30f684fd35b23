/**
 * npm run bench:seconds — seconds options (issue 13): BENCH_ORDERS (10,000) open orders expiring in the same second,
 * settled by the platform sweeper `options.expiry` exactly as in production (the app's scheduler runs the job every
 * 250 ms; each item: claim FOR UPDATE SKIP LOCKED, end price mark, one ledger entry, a receipt, the row's state),
 * against the same number of bare ledger transfers (the ledger service's `transfer`, one per transaction, one at a
 * time like the sweeper) on the same database in the same run: half before the expiry, half after.
 *
 * Setup (not measured): BENCH_USERS (1,000) users funded in their micro account submit the orders through the
 * service's real submit path (per-user lock, open price mark, `option_submit` entry), spread over five pairs while
 * the prices move; then every open order's expiry (expires_at, and due_at = the same instant) is moved into one
 * whole second just ahead, at `second + id mod 1000` ms (10k real submits cannot all fall into one second; due_at
 * has millisecond resolution, so orders of one second spread over its milliseconds as real ones do). Prices come through the market's normal
 * recording path: the server's one price source (MARKET_SOURCES, kind binance) is a loopback stand-in of the exchange's trade stream
 * (exchange.ts), which trades every 100 ms per pair, so the end price is the first trade at or after expiry.
 *
 * Measured: settlements/s (first to last settlement, both commits), the lag of each order = the moment its
 * settlement committed (the module's closed listener, run after the commit) − its expiry, p50/p99/max, and
 * transfers/s. Checked after: every order settled exactly once (one `option_settle` entry, one `options.settle`
 * receipt, one closed event), the escrow empty, the journal audit clean, every currency summing to zero, a sample of
 * receipts verified. Goals (issue 13 item 7): settlements/s ≥ 0.5 × transfers/s and p99 lag ≤ 2 s; printed, never
 * asserted. PGlite in memory always; PostgreSQL too when it answers at BENCH_PG_URL (default 127.0.0.1:5432), in a
 * database this run creates and drops.
 */
/// <reference path="../../apps/server/src/types.d.ts" />
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from '@app/money';
import pg from 'pg';
import { type App, buildApp } from '../../apps/server/src/app';
import { type Config, loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db';
import {
  auditJournal,
  createLedgerService,
  creditFromSystem,
  getOrCreateAccount,
  type LedgerAccount,
  sumByCurrency,
  withTransaction,
} from '../../apps/server/src/modules/ledger';
import { marketModule } from '../../apps/server/src/modules/market';
import { makeUser } from '../../apps/server/src/modules/market/market.test-kit';
import { optionsModule } from '../../apps/server/src/modules/options';
import { receiptsModule } from '../../apps/server/src/modules/receipts';
import { type FakeExchange, startExchange } from './exchange';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Pairs and their start prices in cents (all quoted with 2 decimals). */
const PAIRS: [string, number][] = [
  ['BTC/USDT', 6_000_000],
  ['ETH/USDT', 300_000],
  ['LTC/USDT', 8_000],
  ['BNB/USDT', 60_000],
  ['SOL/USDT', 15_000],
];
const TRADE_EVERY_MS = 100;
/** Orders submitted between two price moves during the setup. */
const PRICE_MOVE_EVERY = 250;
/** The common expiry is the first whole second at least this far after the setup. */
const LEAD_MS = 1_500;
/** The options' duration: a receipt proves expires_at = accepted_at + seconds, so moving an expiry moves its acceptance. */
const SECONDS = 30;
const TRANSFER_ACCOUNTS = 50;
const VERIFY_SAMPLE = 20;
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 2_000;

type Row = {
  target: string;
  setupSeconds: number;
  settleRate: number;
  fromExpiryRate: number;
  transferRate: number;
  lag: { p50: number; p99: number; max: number; first: number };
  passes: number;
  /** Longest the event loop could not run a timer while the sweeper settled (ms): the server's pauses. */
  loopMaxMs: number;
  results: string;
};

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

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rows of a raw statement (both drivers answer `{ rows }`); the bench's own numbers only, never user text. */
async function rows<R>(db: Db, query: string): Promise<R[]> {
  return ((await db.execute(query as never)) as unknown as { rows: R[] }).rows;
}

/** Prices as a random walk in cents (steps of −2…+2, so some orders end on their open price: ties). */
function prices(seed: number) {
  const r = rng(seed);
  const cents = new Map(PAIRS);
  const format = () => new Map([...cents].map(([s, c]) => [s, (c / 100).toFixed(2)]));
  return {
    current: format,
    move() {
      for (const [s, c] of cents) cents.set(s, c + Math.floor(r() * 5) - 2);
      return format();
    },
  };
}

/** Sends one trade per pair and waits until the market has taken each in (the feed is asynchronous). */
async function tradeAndWait(app: App, exchange: FakeExchange, p: ReadonlyMap<string, string>) {
  const { market } = app.use(marketModule);
  exchange.trade(p);
  const until = Date.now() + 10_000;
  // recorded prices are canonical ('100' for '100.00'): compare amounts, not texts
  while ([...p].some(([s, price]) => !eq(market.lastPrice(s) ?? '0', price))) {
    if (Date.now() > until) throw new Error('the market did not receive the trades of the stand-in exchange');
    await sleep(2);
  }
}

/** `count` bare ledger transfers between random funded accounts, one per transaction, one at a time. */
async function transfers(db: Db, accounts: LedgerAccount[], count: number, seed: number) {
  const ledger = createLedgerService({ db });
  const r = rng(seed);
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const a = Math.floor(r() * accounts.length);
    const b = (a + 1 + Math.floor(r() * (accounts.length - 1))) % accounts.length;
    await ledger.transaction((tx) =>
      ledger.transfer(tx, { from: accounts[a]!.id, to: accounts[b]!.id, amount: '0.01', refType: 'bench' }),
    );
  }
  return (performance.now() - start) / 1000;
}

async function bench(target: string, database: Config['database'], setupWorkers: number): Promise<Row> {
  const exchange = await startExchange();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      SPOT_MAKER: 'off',
      // every benched pair priced by the stand-in exchange alone (an index of one source, on the 1 s grid)
      MARKET_SOURCES: JSON.stringify({
        sources: { exchange: { kind: 'binance', url: exchange.url } },
        instruments: { '*': ['exchange'] },
      }),
      MARKET_SIM_SYMBOLS: PAIRS.map(([s]) => s).join(','),
      MARKET_HISTORY_COUNT: '0',
    }),
    database,
  };
  // Jobs start only once the orders are in place, so no sweep runs during the setup.
  const app: App = await buildApp(config, { seed: false, startJobs: false });
  try {
    const { db } = app.database;
    const { options } = app.use(optionsModule);
    const { market } = app.use(marketModule);
    await exchange.connected();
    const walk = prices(7);
    await tradeAndWait(app, exchange, walk.current());

    // Users and money.
    const t0 = performance.now();
    if (ORDERS / USERS > 20) throw new Error('more than 20 orders per user: raise BENCH_USERS (the open-order cap)');
    const [coin] = await options.coins();
    if (!coin) throw new Error('no options coin');
    const users: number[] = [];
    for (let i = 0; i < USERS; i++) users.push((await makeUser(app)).id);
    const accounts: LedgerAccount[] = [];
    for (let i = 0; i < USERS; i += 100) {
      await withTransaction(db, async (tx) => {
        for (const id of users.slice(i, i + 100)) {
          const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: id, currency: coin.currency, kind: 4 });
          await creditFromSystem(tx, { to, systemKind: 'external', amount: '100000', refType: 'bench' });
          if (accounts.length < TRANSFER_ACCOUNTS) {
            const acc = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: id, currency: 'USDT', kind: 2 });
            await creditFromSystem(tx, { to: acc, systemKind: 'external', amount: '1000000000', refType: 'bench' });
            accounts.push(acc);
          }
        }
      });
    }

    // Orders through the real submit path, prices moving between chunks.
    const r = rng(11);
    for (let from = 0; from < ORDERS; from += PRICE_MOVE_EVERY) {
      await tradeAndWait(app, exchange, walk.move());
      const to = Math.min(ORDERS, from + PRICE_MOVE_EVERY);
      let next = from;
      await Promise.all(
        Array.from({ length: setupWorkers }, async () => {
          while (next < to) {
            const i = next++;
            const [symbol] = PAIRS[i % PAIRS.length]!;
            await options.submit({
              userId: users[i % USERS]!,
              matchId: market.instrument(symbol)!.id,
              currencyId: coin.currencyId,
              type: r() < 0.5 ? 1 : 2,
              seconds: SECONDS,
              stake: `${1 + Math.floor(r() * 500)}.${String(Math.floor(r() * 100)).padStart(2, '0')}`,
            });
          }
        }),
      );
    }
    // Nothing is due until the common expiry is set below; the app's jobs run from here on, for both measurements.
    await rows(db, `update option_orders set due_at = now() + interval '1 hour'`);
    const setupSeconds = (performance.now() - t0) / 1000;
    console.log(`  ${target}: ${USERS} users, ${ORDERS} open orders submitted in ${setupSeconds.toFixed(1)} s`);
    app.scheduler.start();

    const half = Math.floor(ORDERS / 2);
    let transferSeconds = await transfers(db, accounts, half, 1);

    // The measured part: every order expires within the second `expiry`; the feed keeps trading; the scheduler's
    // sweeper settles (a row whose end trade has not arrived yet is put back 100 ms, as in production).
    const closed = new Map<number, number>();
    let duplicates = 0;
    const off = options.onClosed((row) => {
      if (closed.has(row.id)) duplicates += 1;
      closed.set(row.id, Date.now());
    });
    // Each order's acceptance moves with its expiry (the receipt proves expires_at = accepted_at + seconds), and its
    // open price becomes the recorded price it would have had then: the last leaf at or before the new acceptance,
    // so settlement reads and proves the same leaves as a real order's. The log must reach that far back first.
    await market.flush();
    const firstLeaf = Number(
      (
        await rows<{ ts: string }>(
          db,
          `select max(m)::text as ts from (select min(ts) as m from ticks where seq is not null group by symbol) f`,
        )
      )[0]?.ts,
    );
    const earliest = firstLeaf + SECONDS * 1000 + 1000 - LEAD_MS;
    if (Date.now() < earliest) await sleep(earliest - Date.now());
    const expiry = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
    await market.flush();
    await rows(
      db,
      `update option_orders o set expires_at = ${expiry} + id % 1000,
              open_ts = ${expiry} + id % 1000 - ${SECONDS * 1000},
              open_price = (select t.price from ticks t where t.symbol = o.symbol and t.seq is not null
                            and t.ts <= ${expiry} + o.id % 1000 - ${SECONDS * 1000} order by t.seq desc limit 1),
              due_at = to_timestamp((${expiry} + id % 1000) / 1000.0) where state = 'open'`,
    );
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const feed = setInterval(() => exchange.trade(walk.move()), TRADE_EVERY_MS);
    const job = () => app.scheduler.stats().find((j) => j.name === 'sweep:options.expiry');
    const runsBefore = job()?.runs ?? 0;
    const deadline = Date.now() + Math.max(120_000, ORDERS * 100);
    while (closed.size < ORDERS) {
      if (Date.now() > deadline) throw new Error(`only ${closed.size} of ${ORDERS} orders settled in time`);
      await sleep(20);
    }
    clearInterval(feed);
    loop.disable();
    off();
    const passes = (job()?.runs ?? 0) - runsBefore;

    transferSeconds += await transfers(db, accounts, ORDERS - half, 2);
    await app.scheduler.stop();

    // Checks: settled exactly once, with a receipt; the books balance.
    const sweeper = app.sweepers
      .list()
      .find((s) => s.name === 'options.expiry')!
      .stats();
    const [o] = await rows<{ open: number; settled: number }>(
      db,
      `select count(*) filter (where state = 'open')::int as open,
                 count(*) filter (where state = 'settled')::int as settled from option_orders`,
    );
    const [e] = await rows<{ n: number; d: number }>(
      db,
      `select count(*)::int as n, count(distinct ref_id)::int as d from ledger_entries where type = 'option_settle'`,
    );
    const [rc] = await rows<{ n: number; d: number }>(
      db,
      `select count(*)::int as n, count(distinct ref_id)::int as d from receipts where kind = 'options.settle'`,
    );
    const problems: string[] = [];
    if (o?.open !== 0 || o?.settled !== ORDERS) problems.push(`orders: ${JSON.stringify(o)}`);
    if (e?.n !== ORDERS || e?.d !== ORDERS) problems.push(`option_settle entries: ${JSON.stringify(e)}`);
    if (rc?.n !== ORDERS || rc?.d !== ORDERS) problems.push(`options.settle receipts: ${JSON.stringify(rc)}`);
    if (duplicates > 0) problems.push(`${duplicates} orders closed twice`);
    if (sweeper.failed > 0) problems.push(`${sweeper.failed} failed settlements (${sweeper.last_error})`);
    const escrow = await getOrCreateAccount(db, {
      ownerType: 'system',
      currency: coin.currency,
      systemKind: 'escrow_options',
    });
    if (escrow.available !== '0' || escrow.frozen !== '0') problems.push(`escrow left: ${escrow.available}`);
    const audit = await auditJournal(db);
    if (audit.unbalancedEntries.length + audit.driftedAccounts.length + audit.unbalancedCurrencies.length > 0) {
      problems.push(`journal audit: ${JSON.stringify(audit).slice(0, 500)}`);
    }
    for (const [currency, total] of Object.entries(await sumByCurrency(db))) {
      if (total !== '0') problems.push(`${currency} sums to ${total}`);
    }
    const receipts = app.use(receiptsModule);
    const sample = await rows<{ uid: string }>(
      db,
      `select uid from receipts where kind = 'options.settle' order by random() limit ${VERIFY_SAMPLE}`,
    );
    for (const { uid } of sample) {
      const v = await receipts.verify(uid);
      if (!v.match) problems.push(`receipt ${uid} does not verify: ${JSON.stringify(v.checks)}`);
    }
    if (problems.length > 0) throw new Error(`${target}: ${problems.join('; ')}`);

    const mix = await rows<{ result: number; n: number }>(
      db,
      `select result, count(*)::int as n from option_orders group by result order by result desc`,
    );
    const names: Record<string, string> = { '1': 'win', '0': 'tie', '-1': 'loss' };
    const done = [...closed.values()];
    const lags = [...closed].map(([id, t]) => t - (expiry + (id % 1000))).sort((a, b) => a - b);
    const first = Math.min(...done);
    const last = Math.max(...done);
    return {
      target,
      setupSeconds,
      settleRate: ORDERS / Math.max(0.001, (last - first) / 1000),
      fromExpiryRate: ORDERS / Math.max(0.001, (last - expiry) / 1000),
      transferRate: ORDERS / transferSeconds,
      lag: { p50: pct(lags, 0.5), p99: pct(lags, 0.99), max: lags[lags.length - 1] ?? 0, first: lags[0] ?? 0 },
      passes,
      loopMaxMs: loop.max / 1e6,
      results: mix.map((m) => `${names[String(m.result)] ?? m.result} ${m.n}`).join(', '),
    };
  } finally {
    await app.close();
    await exchange.close();
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
  const name = `bench_seconds_${randomBytes(4).toString('hex')}`;
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

async function main(): Promise<void> {
  console.log(
    `seconds options: ${ORDERS} orders of ${USERS} users on ${PAIRS.length} pairs expiring in the same second, ` +
      `settled by the sweeper, against ${ORDERS} bare ledger transfers on the same database`,
  );
  const out: Row[] = [];
  out.push(await bench('PGlite (memory)', { kind: 'pglite', dataDir: null }, 1));
  if (await postgresAvailable()) {
    out.push(await withPostgres((database) => bench('PostgreSQL', database, 8)));
  } else {
    console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
  }

  const f = (n: number, d = 0) => n.toFixed(d);
  console.log(
    '\ndatabase          settlements/s  from expiry/s  transfers/s  ÷ transfers  lag p50 ms  p99 ms  max ms  passes' +
      '  loop max ms',
  );
  for (const r of out) {
    console.log(
      [
        r.target.padEnd(16),
        f(r.settleRate).padStart(14),
        f(r.fromExpiryRate).padStart(14),
        f(r.transferRate).padStart(12),
        (r.settleRate / r.transferRate).toFixed(2).padStart(12),
        f(r.lag.p50).padStart(11),
        f(r.lag.p99).padStart(7),
        f(r.lag.max).padStart(7),
        String(r.passes).padStart(7),
        f(r.loopMaxMs).padStart(12),
      ].join(' '),
    );
  }
  console.log('\nresults and goals (settlements/s ≥ 0.5 × transfers/s, p99 lag ≤ 2 s):');
  for (const r of out) {
    const ratio = r.settleRate / r.transferRate;
    console.log(
      `  ${r.target}: ${r.results}; first settled ${f(r.lag.first)} ms after expiry; ` +
        `ratio ${ratio.toFixed(2)} ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}, ` +
        `p99 ${(r.lag.p99 / 1000).toFixed(2)} s ${r.lag.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}`,
    );
  }
  console.log(
    '\nsettlements/s = orders ÷ (last − first settlement commit); "from expiry" counts from the expiry instead; ' +
      'passes = runs of the sweeper job while settling; loop max = the longest the event loop was held (no timer, ' +
      'no I/O: HTTP, sockets and the feed wait) while settling.',
  );
}

await main();
