/**
 * npm run bench:ledger — ledger transfers per second through the service (post: lock in id order, checks,
 * conditional update, entry + postings with balance_after) against the same work as hand-written SQL in one
 * transaction on the raw driver (conditional update of the payer, update of the payee, entry, postings).
 * PGlite in memory always; PostgreSQL too when it answers at BENCH_PG_URL (default 127.0.0.1:5432), in a
 * database created and dropped by this run. BENCH_SECONDS (default 1.5) is the time per measured mode.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db';
import { auditJournal, createLedgerService, type LedgerAccount } from '../../apps/server/src/modules/ledger';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ACCOUNTS = 50;
const AMOUNT = '0.01';

type Transfer = (from: number, to: number) => Promise<void>;
type Row = { target: string; mode: string; workers: number; count: number; seconds: number; rate: number };

async function setup(database: Database): Promise<LedgerAccount[]> {
  await database.migrate();
  const ledger = createLedgerService({ db: database.db });
  return ledger.transaction(async (tx) => {
    const accounts: LedgerAccount[] = [];
    for (let i = 1; i <= ACCOUNTS; i++) {
      const acc = await ledger.getOrCreateAccount(tx, { ownerType: 'user', ownerId: i, currency: 'USDT', kind: 2 });
      await ledger.creditFromSystem(tx, { to: acc, systemKind: 'external', amount: '1000000000' });
      accounts.push(acc);
    }
    return accounts;
  });
}

function serviceTransfer(database: Database): Transfer {
  const ledger = createLedgerService({ db: database.db });
  return async (from, to) => {
    await ledger.transaction((tx) => ledger.transfer(tx, { from, to, amount: AMOUNT, refType: 'bench' }));
  };
}

// The baseline: what a careful engineer would write by hand, statement by statement.
const DEBIT = `update ledger_accounts set available = available - $1, version = version + 1
               where id = $2 and available >= $1 returning available::text`;
const CREDIT = `update ledger_accounts set available = available + $1, version = version + 1
                where id = $2 returning available::text`;
const ENTRY = `insert into ledger_entries (type, ref_type) values ('transfer', 'bench') returning id`;
const POSTINGS = `insert into ledger_postings (entry_id, account_id, currency, bucket, amount, balance_after)
                  values ($1, $2, 'USDT', 'available', $3, $4), ($1, $5, 'USDT', 'available', $6, $7)`;

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
async function rawSteps(q: Query, from: number, to: number): Promise<void> {
  const debit = await q(DEBIT, [AMOUNT, from]);
  if (!debit.rows[0]) throw new Error('insufficient balance');
  const credit = await q(CREDIT, [AMOUNT, to]);
  const entry = await q(ENTRY, []);
  await q(POSTINGS, [
    entry.rows[0]!.id,
    from,
    `-${AMOUNT}`,
    debit.rows[0].available,
    to,
    AMOUNT,
    credit.rows[0]!.available,
  ]);
}

function rawTransfer(database: Database): Transfer {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === 'pglite') {
    const lite = client as PGlite;
    return (from, to) => lite.transaction((t) => rawSteps((text, params) => t.query(text, params), from, to));
  }
  const pool = client as pg.Pool;
  return async (from, to) => {
    const c = await pool.connect();
    try {
      await c.query('begin isolation level read committed');
      await rawSteps((text, params) => c.query(text, params), from, to);
      await c.query('commit');
    } catch (e) {
      await c.query('rollback');
      throw e;
    } finally {
      c.release();
    }
  };
}

/** Runs `workers` loops of random transfers for `seconds`; answers how many completed. */
async function measure(transfer: Transfer, accounts: LedgerAccount[], workers: number, seconds: number) {
  let count = 0;
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % accounts.length;
  };
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const a = next();
        const b = (a + 1 + (next() % (accounts.length - 1))) % accounts.length;
        await transfer(accounts[a]!.id, accounts[b]!.id);
        count++;
      }
    }),
  );
  return { count, seconds: (performance.now() - start) / 1000 };
}

async function bench(target: string, database: Database, workerCounts: number[]): Promise<Row[]> {
  const accounts = await setup(database);
  const modes: [string, Transfer][] = [
    ['service', serviceTransfer(database)],
    ['raw SQL', rawTransfer(database)],
  ];
  for (const [, t] of modes) await measure(t, accounts, 1, 0.2); // warm-up
  const rows: Row[] = [];
  for (const workers of workerCounts) {
    const totals = new Map(modes.map(([m]) => [m, { count: 0, seconds: 0 }]));
    // Two alternating rounds so drift (caches, autovacuum) hits both sides alike.
    for (let round = 0; round < 2; round++) {
      for (const [mode, t] of modes) {
        const r = await measure(t, accounts, workers, SECONDS / 2);
        const acc = totals.get(mode)!;
        acc.count += r.count;
        acc.seconds += r.seconds;
      }
    }
    for (const [mode, { count, seconds }] of totals) {
      rows.push({ target, mode, workers, count, seconds, rate: count / seconds });
    }
  }
  const audit = await auditJournal(database.db);
  const broken = audit.unbalancedEntries.length + audit.driftedAccounts.length + audit.unbalancedCurrencies.length;
  if (broken > 0) throw new Error(`the books do not balance after the ${target} run: ${JSON.stringify(audit)}`);
  return rows;
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

async function withPostgres<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const name = `bench_ledger_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    return await fn(database);
  } finally {
    await database.close();
    await new Promise((r) => setTimeout(r, 100)); // let the pool's sockets close before the forced drop
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  console.log(`ledger transfers: ${ACCOUNTS} accounts, random pairs, ${SECONDS}s per mode (two alternating rounds)`);
  const rows: Row[] = [];
  const lite = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    rows.push(...(await bench('PGlite (memory)', lite, [1])));
  } finally {
    await lite.close();
  }
  if (await postgresAvailable()) {
    rows.push(...(await withPostgres((database) => bench('PostgreSQL', database, [1, 8]))));
  } else {
    console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
  }

  console.log('\ntarget            mode      workers  transfers    seconds   transfers/s');
  for (const r of rows) {
    console.log(
      `${r.target.padEnd(17)} ${r.mode.padEnd(9)} ${String(r.workers).padStart(7)} ${String(r.count).padStart(10)} ${r.seconds.toFixed(2).padStart(10)} ${r.rate.toFixed(0).padStart(13)}`,
    );
  }
  console.log('\nratio service ÷ raw SQL (1.00 = as fast as hand-written statements):');
  for (const r of rows.filter((x) => x.mode === 'service')) {
    const raw = rows.find((x) => x.mode === 'raw SQL' && x.target === r.target && x.workers === r.workers)!;
    console.log(`  ${r.target}, ${r.workers} worker(s): ${(r.rate / raw.rate).toFixed(2)}`);
  }
}

await main();
