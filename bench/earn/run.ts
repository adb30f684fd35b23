/**
 * npm run bench:earn — earn sweepers (issue 14, item 10): one day's accrual of BENCH_MINING (100,000) locked-mining
 * subscriptions by the platform sweeper `earn.mining`, and the maturity of BENCH_DUAL (10,000) dual-investment orders
 * by `earn.dual`, each exactly as in production (the app's scheduler runs the jobs; one item per transaction: claim
 * FOR UPDATE SKIP LOCKED, ledger entry, receipt, the row's state), against the same number of bare ledger transfers
 * (the ledger service's `transfer`, one per transaction, one at a time like the sweeper) on the same database in the
 * same run: half before the sweeps, half after.
 *
 * Setup (not measured): BENCH_USERS (10,000) users funded in USDT, BTC and ETH; two funded mining campaigns with five
 * products, three dual campaigns with four products (BTC and ETH, call and put). 4 mining subscriptions and 4 dual
 * purchases go through the real service (`mining.subscribe`, `dual.buy`); the same 4 + 4 are then written by this
 * bench's bulk writer for other, identically funded users and compared (order rows, entries, postings with their
 * balances, the users' accounts, the system accounts' moves): they must be identical, or the run stops. Every other
 * order is written by the bulk writer: the rows the services insert (the same values), the same `mining_subscribe` /
 * `dual_buy` entries and postings (balance_after running per account), the balances and versions the ledger's post()
 * leaves, the campaign never below zero. Then the whole journal is re-added (auditJournal) and every posting's
 * balance_after is checked against the running sum of its account.
 *
 * Dual: products are bought 7 days before maturity; after the setup every product's maturity (settles_at, and each
 * order's settles_at and due_at = the same instant) is moved to one instant just ahead (product k: + 250 ms × k), as
 * 10k purchases cannot happen in the seconds before a maturity; orders keep their purchase-time days and yield.
 * Prices come through the market's normal recording path: MARKET_SOURCES with one binance-format source, the loopback stand-in of
 * bench/seconds/exchange.ts, trading every 100 ms, so a settlement's price is the first trade at or after maturity.
 * Mining: every order is subscribed "today" (due at the start of the day after tomorrow, as subscribe writes it); the
 * platform clock is then advanced to 1 s after that instant (app.clock.advance, as the earn tests do), and the
 * scheduler's sweeper pays each order's first yield day.
 *
 * Measured per sweep: the passes of the sweeper job (start, duration, items), from the first pass that settled
 * something to the end of the pass that settled the last item (wall) and the passes' own time (busy); heapUsed and
 * rss sampled every 100 ms (start, peak, end). Checked after: every order accrued exactly once / settled once with its
 * entry and receipt, the amounts recomputed with the engine, the settlement price = the first recorded trade at or
 * after maturity, the escrow and mining accounts equal to what the orders hold, no campaign posting ever below zero,
 * the journal audit clean, every currency summing to zero, sampled receipts verified. Goals (issue 14 item 10):
 * ≥ 0.5 × the bare transfer rate, memory flat; printed, never asserted. PGlite in memory always; PostgreSQL too when it
 * answers at BENCH_PG_URL (default 127.0.0.1:5432), in a database this run creates and drops.
 */
/// <reference path="../../apps/server/src/types.d.ts" />
import { randomBytes } from 'node:crypto';
import { add, currencyScale, eq, isNegative, isZero, mul, normalize, sub } from '@app/money';
import pg from 'pg';
import { type App, buildApp } from '../../apps/server/src/app';
import { type Config, loadConfig } from '../../apps/server/src/config';
import type { Db, Tx } from '../../apps/server/src/db';
import { users } from '../../apps/server/src/modules/accounts/users.tables';
import { earnModule } from '../../apps/server/src/modules/earn';
import { campaignKey } from '../../apps/server/src/modules/earn/campaigns';
import { type DualProduct, paidCurrencyOf } from '../../apps/server/src/modules/earn/dual.service';
import { dualOrders, dualProducts, miningOrders, miningProducts } from '../../apps/server/src/modules/earn/earn.tables';
import { dualDays, dualYieldOf } from '../../apps/server/src/modules/earn/engine/dual';
import { dailyYieldOf, dayOf, dayStart, termYieldOf } from '../../apps/server/src/modules/earn/engine/mining';
import type { MiningProduct } from '../../apps/server/src/modules/earn/mining.service';
import {
  ACCOUNT_KIND,
  type AccountKey,
  auditJournal,
  createLedgerService,
  creditFromSystem,
  encodeMemo,
  getOrCreateAccounts,
  type LedgerAccount,
  sumByCurrency,
  withTransaction,
} from '../../apps/server/src/modules/ledger';
import { ledgerEntries, ledgerPostings } from '../../apps/server/src/modules/ledger/ledger.tables';
import { marketModule } from '../../apps/server/src/modules/market';
import { receiptsModule } from '../../apps/server/src/modules/receipts';
import { type FakeExchange, startExchange } from '../seconds/exchange';

const MINING = Number(process.env.BENCH_MINING ?? 100_000);
const DUAL = Number(process.env.BENCH_DUAL ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Pairs of the dual products and their start prices in cents (the strikes). */
const PAIRS: [string, number][] = [
  ['BTC/USDT', 6_000_000],
  ['ETH/USDT', 300_000],
];
const FUNDS: Record<string, string> = { USDT: '1000000', BTC: '10', ETH: '100' };
/** Orders written per transaction by the bulk writer. */
const CHUNK = 2_000;
/** Rows per INSERT statement (PostgreSQL's 65,535 parameters). */
const ROWS_PER_INSERT = 4_000;
/** Subscriptions / purchases through the real service, each repeated by the bulk writer and compared. */
const PROBES = 4;
const TRADE_EVERY_MS = 100;
/** The first dual maturity is the first whole second at least this far ahead. */
const LEAD_MS = 1_500;
const TRANSFER_ACCOUNTS = 50;
const VERIFY_SAMPLE = 20;
const GOAL_RATIO = 0.5;
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

type Mem = { heap: [number, number, number]; rss: [number, number, number] };
type Phase = {
  items: number;
  wallS: number;
  busyS: number;
  passes: number;
  /** Each pass from the first that settled something: its duration (ms) and items. */
  passList: { ms: number; items: number }[];
  /** From the due instant (dual: the first maturity; mining: the start of the day) to the last item. */
  fromDueS: number;
  mem: Mem;
};
type Row = {
  target: string;
  setupSeconds: number;
  transferRate: number;
  dual: Phase;
  mining: Phase;
  /** The mining claim (EXPLAIN ANALYZE) before the sweep and once half the orders are paid. */
  claim: [string, string];
  dualMix: string;
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Rows of a raw statement (both drivers answer `{ rows }`); the bench's own numbers only, never user text. */
async function rows<R>(ex: Db | Tx, query: string): Promise<R[]> {
  return ((await ex.execute(query as never)) as unknown as { rows: R[] }).rows;
}

/** Prices as a random walk in cents (steps of −2…+2) around the strikes. */
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

// ---------------------------------------------------------------------------------------------------------------
// Setup: users, money, and the bulk writer.

/** `count` users with the row the test kits' makeUser inserts (no session: nothing here signs in). */
async function createUsers(db: Db, count: number, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(
    Array.from({ length: count }, (_, i) => i),
    1_000,
  )) {
    const made = await db
      .insert(users)
      .values(
        part.map((i) => ({
          email: `bench-${tag}-${i}@example.com`,
          passwordHash: 'not-a-real-hash',
          inviteCode: `${tag}${i.toString(36)}`.toUpperCase(),
        })),
      )
      .returning({ id: users.id });
    ids.push(...made.map((u) => u.id));
  }
  return ids;
}

/** Funds each user's spot accounts through the ledger's own `creditFromSystem` (external → user), 100 a transaction. */
async function fund(db: Db, ids: readonly number[], funds: Record<string, string>) {
  for (const part of chunks(ids, 100)) {
    await withTransaction(db, async (tx) => {
      const keys = part.flatMap((id) =>
        Object.keys(funds).map(
          (currency): AccountKey => ({ ownerType: 'user', ownerId: id, currency, kind: ACCOUNT_KIND.change }),
        ),
      );
      for (const to of await getOrCreateAccounts(tx, keys)) {
        await creditFromSystem(tx, { to, systemKind: 'external', amount: funds[to.currency]!, refType: 'bench' });
      }
    });
  }
}

type Draft = {
  type: string;
  refType: string;
  refId: string;
  memo: string;
  lines: { account: number; amount: string }[];
};

/**
 * Many entries at once with the result of post() one after the other (ledger.post.ts): the accounts locked in id
 * order, each line moving its account's available bucket with balance_after = the running balance, each entry summing
 * to zero per currency, no user account and no `guarded` system account (the campaigns) ever below zero, each account's
 * version bumped once per entry that touches it. Entries and postings are inserted in the drafts' order, so posting ids
 * follow that order as they would one post() after another.
 */
async function bulkPost(tx: Tx, drafts: readonly Draft[], guarded: ReadonlySet<number>) {
  const ids = [...new Set(drafts.flatMap((d) => d.lines.map((l) => l.account)))].sort((a, b) => a - b);
  const locked = await rows<{ id: number | string; owner_type: string; currency: string; available: string }>(
    tx,
    `select id, owner_type, currency, available::text as available from ledger_accounts
     where id = any('{${ids.join(',')}}'::bigint[]) order by id for update`,
  );
  if (locked.length !== ids.length) throw new Error('bulk writer: unknown ledger account');
  const acc = new Map(
    locked.map((a) => [
      Number(a.id),
      {
        id: Number(a.id),
        ownerType: a.owner_type,
        currency: a.currency,
        available: normalize(a.available),
        entries: 0,
      },
    ]),
  );
  const postings: { entry: number; accountId: number; currency: string; amount: string; balanceAfter: string }[] = [];
  drafts.forEach((d, entry) => {
    const sums = new Map<string, string>();
    for (const l of d.lines) {
      const a = acc.get(l.account)!;
      if (isZero(l.amount)) throw new Error('bulk writer: a zero line');
      a.available = add(a.available, l.amount);
      sums.set(a.currency, add(sums.get(a.currency) ?? '0', l.amount));
      postings.push({
        entry,
        accountId: a.id,
        currency: a.currency,
        amount: normalize(l.amount),
        balanceAfter: a.available,
      });
    }
    for (const [currency, total] of sums) {
      if (!isZero(total)) throw new Error(`bulk writer: ${d.type} ${d.refId} does not balance in ${currency}`);
    }
    for (const id of new Set(d.lines.map((l) => l.account))) {
      const a = acc.get(id)!;
      a.entries += 1;
      if ((a.ownerType === 'user' || guarded.has(id)) && isNegative(a.available)) {
        throw new Error(`bulk writer: account ${id} would go below zero (${d.type} ${d.refId})`);
      }
    }
  });
  const entryIds: number[] = [];
  for (const part of chunks(drafts, ROWS_PER_INSERT)) {
    const made = await tx
      .insert(ledgerEntries)
      .values(part.map((d) => ({ type: d.type, refType: d.refType, refId: d.refId, memo: d.memo })))
      .returning({ id: ledgerEntries.id, refId: ledgerEntries.refId });
    made.forEach((e, i) => {
      if (e.refId !== part[i]!.refId) throw new Error('bulk writer: entries came back out of order');
      entryIds.push(e.id);
    });
  }
  for (const part of chunks(postings, ROWS_PER_INSERT)) {
    await tx.insert(ledgerPostings).values(
      part.map((p) => ({
        entryId: entryIds[p.entry]!,
        accountId: p.accountId,
        currency: p.currency,
        bucket: 'available' as const,
        amount: p.amount,
        balanceAfter: p.balanceAfter,
      })),
    );
  }
  for (const part of chunks([...acc.values()], ROWS_PER_INSERT)) {
    // Our own numbers only: ids, decimal strings computed above, counts.
    const values = part.map((a) => `(${a.id}::bigint, '${a.available}'::numeric, ${a.entries}::int)`).join(', ');
    await rows(
      tx,
      `update ledger_accounts as a set available = v.av, version = a.version + v.n
       from (values ${values}) as v(id, av, n) where a.id = v.id`,
    );
  }
}

type MiningPlan = { userId: number; product: MiningProduct; amount: string };

/** What `mining.subscribe` writes (mining.service.ts subscribeTx), for many orders, CHUNK a transaction. */
async function bulkSubscribe(app: App, plans: readonly MiningPlan[]): Promise<number[]> {
  const db = app.database.db;
  const ids: number[] = [];
  for (const part of chunks(plans, CHUNK)) {
    await withTransaction(db, async (tx) => {
      const today = dayOf(app.clock.now());
      const values = part.map(({ userId, product: p, amount }) => {
        const scale = currencyScale(p.currency);
        return {
          userId,
          productId: p.id,
          campaignId: p.campaignId,
          currency: p.currency,
          amount,
          dailyRate: p.dailyRate,
          penaltyRate: p.penaltyRate,
          days: p.days,
          scale,
          subscribedDay: today,
          reserved: termYieldOf(amount, p.dailyRate, p.days, scale),
          state: 'active',
          dueAt: new Date(dayStart(today + 2)),
        };
      });
      const made: (typeof miningOrders.$inferSelect)[] = [];
      for (const v of chunks(values, ROWS_PER_INSERT / 2)) {
        made.push(...(await tx.insert(miningOrders).values(v).returning()));
      }
      // spot, mining, the earn escrow and the campaign: the accounts subscribeTx asks for, the same way.
      const accounts = await getOrCreateAccounts(
        tx,
        made.flatMap((o): AccountKey[] => [
          { ownerType: 'user', ownerId: o.userId, currency: o.currency, kind: ACCOUNT_KIND.change },
          { ownerType: 'user', ownerId: o.userId, currency: o.currency, kind: ACCOUNT_KIND.mining },
          { ownerType: 'system', currency: o.currency, systemKind: 'escrow_earn' },
          campaignKey(o.campaignId, o.currency),
        ]),
      );
      const guarded = new Set<number>();
      const drafts = made.map((o, i): Draft => {
        const [spot, mining, escrow, campaign] = accounts.slice(i * 4, i * 4 + 4) as LedgerAccount[];
        guarded.add(campaign!.id);
        const reserved = normalize(o.reserved);
        return {
          type: 'mining_subscribe',
          refType: 'mining_order',
          refId: String(o.id),
          memo: encodeMemo({ m: 'mining', product: o.productId, days: o.days, id: o.id }),
          lines: [
            { account: spot!.id, amount: `-${o.amount}` },
            { account: mining!.id, amount: o.amount },
            ...(isZero(reserved)
              ? []
              : [
                  { account: campaign!.id, amount: `-${reserved}` },
                  { account: escrow!.id, amount: reserved },
                ]),
          ],
        };
      });
      await bulkPost(tx, drafts, guarded);
      ids.push(...made.map((o) => o.id));
    });
  }
  return ids;
}

type DualPlan = { userId: number; product: DualProduct; shares: number };

/** What `dual.buy` writes (dual.service.ts buyTx), for many orders, CHUNK a transaction. */
async function bulkBuy(app: App, plans: readonly DualPlan[]): Promise<number[]> {
  const db = app.database.db;
  const ids: number[] = [];
  for (const part of chunks(plans, CHUNK)) {
    await withTransaction(db, async (tx) => {
      const at = app.clock.now();
      const sold = new Map<number, number>();
      const values = part.map(({ userId, product: p, shares }) => {
        if (!p.enabled || at >= p.salesEnd) throw new Error('bulk writer: the product is not on sale');
        sold.set(p.id, (sold.get(p.id) ?? 0) + shares);
        const currency = paidCurrencyOf(p);
        const scale = currencyScale(currency);
        const paid = normalize(mul(p.unit, String(shares)));
        const days = dualDays(at, p.settlesAt);
        return {
          userId,
          productId: p.id,
          campaignId: p.campaignId,
          coin: p.coin,
          quote: p.quote,
          type: p.type,
          strike: p.strike,
          apr: p.apr,
          shares,
          paid,
          paidCurrency: currency,
          reserved: dualYieldOf(paid, days, p.apr, scale),
          days,
          settlesAt: p.settlesAt,
          state: 'purchased',
          dueAt: new Date(p.settlesAt),
        };
      });
      const made: (typeof dualOrders.$inferSelect)[] = [];
      for (const v of chunks(values, ROWS_PER_INSERT / 2)) {
        made.push(...(await tx.insert(dualOrders).values(v).returning()));
      }
      // The products' sold shares, under the product lock buyTx takes; the total and the users' limits are checked
      // after the setup over the whole table.
      for (const [id, n] of sold) {
        const [p] = await rows<{ sold: number; total: number }>(
          tx,
          `select sold_shares as sold, total_shares as total from dual_products where id = ${id} for update`,
        );
        if (!p || p.sold + n > p.total) throw new Error('bulk writer: sold out');
        await rows(tx, `update dual_products set sold_shares = ${p.sold + n} where id = ${id}`);
      }
      const accounts = await getOrCreateAccounts(
        tx,
        made.flatMap((o): AccountKey[] => [
          { ownerType: 'user', ownerId: o.userId, currency: o.paidCurrency, kind: ACCOUNT_KIND.change },
          { ownerType: 'user', ownerId: o.userId, currency: o.paidCurrency, kind: ACCOUNT_KIND.deposit },
          { ownerType: 'system', currency: o.paidCurrency, systemKind: 'escrow_earn' },
          campaignKey(o.campaignId, o.paidCurrency),
        ]),
      );
      const guarded = new Set<number>();
      const drafts = made.map((o, i): Draft => {
        const [spot, deposit, escrow, campaign] = accounts.slice(i * 4, i * 4 + 4) as LedgerAccount[];
        guarded.add(campaign!.id);
        const reserved = normalize(o.reserved);
        const paid = normalize(o.paid);
        return {
          type: 'dual_buy',
          refType: 'dual_order',
          refId: String(o.id),
          memo: encodeMemo({ m: 'dual', product: o.productId, type: o.type === 'put' ? 'put' : 'call', id: o.id }),
          lines: [
            { account: spot!.id, amount: `-${paid}` },
            { account: deposit!.id, amount: paid },
            ...(isZero(reserved)
              ? []
              : [
                  { account: campaign!.id, amount: `-${reserved}` },
                  { account: escrow!.id, amount: reserved },
                ]),
          ],
        };
      });
      await bulkPost(tx, drafts, guarded);
      ids.push(...made.map((o) => o.id));
    });
  }
  return ids;
}

/**
 * One order as the books hold it, without what differs between two identical orders of two users (ids, times):
 * the row, its entries (memo with the order id taken out), their postings (the account by its role; balance_after
 * for the user's own accounts), and the user's accounts with their versions.
 */
async function shapeOf(db: Db, table: 'mining_orders' | 'dual_orders', id: number): Promise<string> {
  const refType = table === 'mining_orders' ? 'mining_order' : 'dual_order';
  const [order] = await rows<Record<string, unknown>>(db, `select * from ${table} where id = ${id}`);
  if (!order) throw new Error(`no ${table} ${id}`);
  const { id: _id, user_id: userId, created_at: _at, ...rest } = order;
  const entries = await rows<{ id: unknown; type: string; ref_type: string; memo: string; idempotency_key: unknown }>(
    db,
    `select id, type, ref_type, memo, idempotency_key from ledger_entries
     where ref_type = '${refType}' and ref_id = '${id}' order by id`,
  );
  const postings = await rows<Record<string, unknown>>(
    db,
    `select e.type, a.owner_type, a.kind, a.system_kind, p.currency, p.bucket, p.amount::text as amount,
            case when a.owner_type = 'user' then p.balance_after::text end as balance_after
     from ledger_postings p join ledger_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
     where e.ref_type = '${refType}' and e.ref_id = '${id}' order by p.id`,
  );
  const accounts = await rows<Record<string, unknown>>(
    db,
    `select kind, currency, available::text as available, frozen::text as frozen, version from ledger_accounts
     where owner_type = 'user' and owner_id = ${Number(userId)} order by kind, currency`,
  );
  return JSON.stringify(
    {
      order: rest,
      entries: entries.map((e) => ({ ...e, id: undefined, memo: { ...JSON.parse(e.memo), id: 'ID' } })),
      postings,
      accounts,
    },
    (_k, v) => (typeof v === 'bigint' ? v.toString() : v),
  );
}

/** Balance and version of every system account (available::text, version), by system kind and currency. */
async function systemAccounts(db: Db) {
  const list = await rows<{ k: string; available: string; version: number | string }>(
    db,
    `select system_kind || ':' || currency as k, available::text as available, version from ledger_accounts
     where owner_type = 'system'`,
  );
  return new Map(list.map((a) => [a.k, { available: normalize(a.available), version: Number(a.version) }]));
}

function systemDelta(from: Awaited<ReturnType<typeof systemAccounts>>, to: Awaited<ReturnType<typeof systemAccounts>>) {
  const out: Record<string, string> = {};
  for (const [k, b] of to) {
    const a = from.get(k) ?? { available: '0', version: 0 };
    const moved = normalize(sub(b.available, a.available));
    if (!isZero(moved) || b.version !== a.version) out[k] = `${moved} v+${b.version - a.version}`;
  }
  return JSON.stringify(out);
}

/** Every posting's balance_after against the running sum of its account's postings (accounts start empty). */
async function runningBalanceErrors(db: Db): Promise<number> {
  const [r] = await rows<{ n: number | string }>(
    db,
    `select count(*) as n from (
       select balance_after, sum(amount) over (partition by account_id, bucket order by id) as running
       from ledger_postings) x
     where balance_after <> running`,
  );
  return Number(r?.n ?? 0);
}

async function auditProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const audit = await auditJournal(db);
  if (audit.unbalancedEntries.length + audit.driftedAccounts.length + audit.unbalancedCurrencies.length > 0) {
    problems.push(`journal audit: ${JSON.stringify(audit).slice(0, 500)}`);
  }
  for (const [currency, total] of Object.entries(await sumByCurrency(db))) {
    if (total !== '0') problems.push(`${currency} sums to ${total}`);
  }
  const running = await runningBalanceErrors(db);
  if (running > 0) problems.push(`${running} postings whose balance_after is not their account's running sum`);
  const [c] = await rows<{ n: number | string }>(
    db,
    `select count(*) as n from ledger_postings p join ledger_accounts a on a.id = p.account_id
     where a.system_kind like 'campaign\\_%' and p.balance_after < 0`,
  );
  if (Number(c?.n ?? 0) > 0) problems.push(`${c?.n} campaign postings below zero`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring a sweep.

function sampleMemory() {
  const samples: { heap: number; rss: number }[] = [];
  const take = () => {
    const m = process.memoryUsage();
    samples.push({ heap: m.heapUsed, rss: m.rss });
  };
  take();
  const timer = setInterval(take, 100);
  return {
    stop(): Mem {
      take();
      clearInterval(timer);
      const triple = (k: 'heap' | 'rss'): [number, number, number] => [
        samples[0]![k] / MB,
        Math.max(...samples.map((s) => s[k])) / MB,
        samples[samples.length - 1]![k] / MB,
      ];
      return { heap: triple('heap'), rss: triple('rss') };
    },
  };
}

/**
 * Follows the scheduler's passes of sweeper `name` until `target` more items are settled: each pass's start,
 * duration and items (the job's stats after each pass; passes are ≥ 1 s apart, so none is missed at 20 ms).
 */
async function watchSweep(
  app: App,
  name: string,
  target: number,
  dueAt: number,
  label: string,
  /** Runs once between two passes, when half the items are settled (the job is waiting for its next pass). */
  atHalf?: () => Promise<void>,
): Promise<Phase> {
  const sweeper = app.sweepers.list().find((s) => s.name === name);
  if (!sweeper) throw new Error(`no sweeper ${name}`);
  const job = () => app.scheduler.stats().find((j) => j.name === `sweep:${name}`)!;
  const base = sweeper.stats().settled;
  const failedBefore = sweeper.stats().failed;
  let runs = job().runs;
  let seen = base;
  const passes: { start: number; ms: number; items: number }[] = [];
  const mem = sampleMemory();
  const started = Date.now();
  const deadline = started + 600_000 + target * 200;
  let report = started + 30_000;
  while (seen - base < target) {
    const j = job();
    if (j.runs > runs) {
      const now = sweeper.stats().settled;
      passes.push({ start: j.last_run_at ?? 0, ms: j.last_duration_ms ?? 0, items: now - seen });
      seen = now;
      runs = j.runs;
      if (atHalf && seen - base >= target / 2 && seen - base < target) {
        await atHalf();
        atHalf = undefined;
      }
      continue;
    }
    const s = sweeper.stats();
    if (s.failed > failedBefore) throw new Error(`${name}: ${s.failed - failedBefore} failed items (${s.last_error})`);
    if (Date.now() > deadline) throw new Error(`${name}: only ${seen - base} of ${target} settled in time`);
    if (Date.now() > report) {
      console.log(
        `    ${label}: ${s.settled - base} of ${target} after ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      report += 30_000;
    }
    await sleep(20);
  }
  const memory = mem.stop();
  const first = passes.findIndex((p) => p.items > 0);
  const work = passes.slice(first);
  const last = work[work.length - 1]!;
  const end = last.start + last.ms;
  return {
    items: target,
    wallS: (end - work[0]!.start) / 1000,
    busyS: work.reduce((s, p) => s + p.ms, 0) / 1000,
    passes: work.length,
    passList: work.map((p) => ({ ms: p.ms, items: p.items })),
    fromDueS: (end - dueAt) / 1000,
    mem: memory,
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function bench(target: string, database: Config['database']): Promise<Row> {
  if (MINING < 2 * PROBES || DUAL < 2 * PROBES) throw new Error(`BENCH_MINING and BENCH_DUAL must be ≥ ${2 * PROBES}`);
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
    const { mining, dual, campaigns } = app.use(earnModule);
    const { market } = app.use(marketModule);
    await exchange.connected();
    const walk = prices(7);
    await tradeAndWait(app, exchange, walk.current());
    const t0 = performance.now();
    const r = rng(11);

    // Campaigns and products (mining: five USDT products of two campaigns; dual: a call and a put per pair).
    const budget = async (currency: string, amount: string) => {
      const c = await campaigns.create({ name: `Bench ${currency}`, currency, note: 'bench budget' });
      await campaigns.fund(c.id, amount);
      return c.id;
    };
    const miningCampaigns = [await budget('USDT', '1000000000'), await budget('USDT', '1000000000')];
    const terms: [number, string][] = [
      [7, '0.003'],
      [15, '0.0035'],
      [30, '0.004'],
      [60, '0.0045'],
      [90, '0.005'],
    ];
    const mProducts = await db
      .insert(miningProducts)
      .values(
        terms.map(([days, dailyRate], i) => ({
          kind: 'locked',
          name: `USDT ${days} days`,
          currency: 'USDT',
          days,
          dailyRate,
          penaltyRate: '0.004',
          minAmount: '100',
          maxAmount: '100000',
          campaignId: miningCampaigns[i % 2]!,
        })),
      )
      .returning();
    const dualBudget = {
      BTC: await budget('BTC', '100000'),
      ETH: await budget('ETH', '1000000'),
      USDT: await budget('USDT', '1000000000'),
    };
    const opened = app.clock.now();
    const dProducts = await db
      .insert(dualProducts)
      .values(
        PAIRS.flatMap(([symbol, cents]) => {
          const coin = symbol.split('/')[0]! as 'BTC' | 'ETH';
          const common = {
            coin,
            quote: 'USDT',
            strike: (cents / 100).toFixed(2),
            totalShares: DUAL * 3,
            userLimit: 1_000,
            salesEnd: opened + 3_600_000,
            settlesAt: opened + 7 * DAY_MS,
          };
          return [
            {
              ...common,
              type: 'call',
              apr: '0.25',
              unit: coin === 'BTC' ? '0.01' : '0.1',
              campaignId: dualBudget[coin],
            },
            { ...common, type: 'put', apr: '0.3', unit: '100', campaignId: dualBudget.USDT },
          ];
        }),
      )
      .returning();

    // Users and money: the pool, 4 × 4 probe users, and the accounts of the bare transfers.
    const pool = await createUsers(db, USERS, 'p');
    const probeUsers = await createUsers(db, 4 * PROBES, 'q');
    await fund(db, [...pool, ...probeUsers], FUNDS);
    const transferUsers = await createUsers(db, TRANSFER_ACCOUNTS, 't');
    await fund(db, transferUsers, { USDT: '1000000000' });
    const transferAccounts = await getOrCreateAccounts(
      db,
      transferUsers.map((id) => ({ ownerType: 'user', ownerId: id, currency: 'USDT', kind: ACCOUNT_KIND.change })),
    );
    console.log(`  ${target}: ${USERS} users funded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // Probes: the real service, then the bulk writer with the same orders for other users; both must be identical.
    const amountOf = () =>
      normalize(`${100 + Math.floor(r() * 9_900)}.${String(Math.floor(r() * 100)).padStart(2, '0')}`);
    const mProbes = Array.from({ length: PROBES }, (_, i) => ({
      product: mProducts[i % mProducts.length]!,
      amount: amountOf(),
    }));
    const dProbes = Array.from({ length: PROBES }, (_, i) => ({
      product: dProducts[i % dProducts.length]!,
      shares: 2,
    }));
    const s0 = await systemAccounts(db);
    const real: [number[], number[]] = [[], []];
    for (const [i, p] of mProbes.entries())
      real[0].push((await mining.subscribe(probeUsers[i]!, p.product.id, p.amount)).id);
    for (const [i, p] of dProbes.entries()) {
      real[1].push((await dual.buy(probeUsers[2 * PROBES + i]!, p.product.id, p.shares)).id);
    }
    const s1 = await systemAccounts(db);
    const bulk: [number[], number[]] = [
      await bulkSubscribe(
        app,
        mProbes.map((p, i) => ({ userId: probeUsers[PROBES + i]!, ...p })),
      ),
      await bulkBuy(
        app,
        dProbes.map((p, i) => ({ userId: probeUsers[3 * PROBES + i]!, ...p })),
      ),
    ];
    const s2 = await systemAccounts(db);
    for (let i = 0; i < PROBES; i++) {
      for (const [k, table] of [
        [0, 'mining_orders'],
        [1, 'dual_orders'],
      ] as const) {
        const a = await shapeOf(db, table, real[k][i]!);
        const b = await shapeOf(db, table, bulk[k][i]!);
        if (a !== b) throw new Error(`bulk ${table} differs from the real path:\n  real ${a}\n  bulk ${b}`);
      }
    }
    if (systemDelta(s0, s1) !== systemDelta(s1, s2)) {
      throw new Error(`bulk system moves differ: real ${systemDelta(s0, s1)}, bulk ${systemDelta(s1, s2)}`);
    }

    // The bulk of the orders.
    const mPlans: MiningPlan[] = Array.from({ length: MINING - 2 * PROBES }, (_, i) => ({
      userId: pool[i % USERS]!,
      product: mProducts[i % mProducts.length]!,
      amount: amountOf(),
    }));
    await bulkSubscribe(app, mPlans);
    mPlans.length = 0;
    const dPlans: DualPlan[] = Array.from({ length: DUAL - 2 * PROBES }, (_, i) => ({
      userId: pool[i % USERS]!,
      product: dProducts[i % dProducts.length]!,
      shares: 1 + Math.floor(r() * 3),
    }));
    await bulkBuy(app, dPlans);
    dPlans.length = 0;
    const setupProblems = await auditProblems(db);
    const [limits] = await rows<{ over: number | string; sold: number | string }>(
      db,
      `select (select count(*) from (select o.product_id, o.user_id from dual_orders o
                 join dual_products p on p.id = o.product_id
                 group by o.product_id, o.user_id, p.user_limit having sum(o.shares) > p.user_limit) x) as over,
              (select count(*) from dual_products p where p.sold_shares <>
                 (select coalesce(sum(shares), 0) from dual_orders o where o.product_id = p.id)
                 or p.sold_shares > p.total_shares) as sold`,
    );
    if (Number(limits?.over) > 0 || Number(limits?.sold) > 0)
      setupProblems.push(`dual limits: ${JSON.stringify(limits)}`);
    if (setupProblems.length > 0) throw new Error(`${target} setup: ${setupProblems.join('; ')}`);
    const setupSeconds = (performance.now() - t0) / 1000;
    console.log(
      `  ${target}: ${MINING} mining and ${DUAL} dual orders in ${setupSeconds.toFixed(1)} s ` +
        `(${PROBES} + ${PROBES} of each through the real service and the bulk writer: identical; journal audited)`,
    );

    // From here on the app's jobs run, for the transfers and both sweeps.
    app.scheduler.start();
    const half = Math.floor((MINING + DUAL) / 2);
    let transferSeconds = await transfers(db, transferAccounts, half, 1);

    // Dual: every product matures just ahead (product k at + 250 ms × k), the feed trades every 100 ms.
    const maturity = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
    for (const [k, p] of dProducts.entries()) {
      const at = maturity + 250 * k;
      await rows(db, `update dual_products set sales_end = ${at}, settles_at = ${at} where id = ${p.id}`);
      await rows(
        db,
        `update dual_orders set settles_at = ${at}, due_at = to_timestamp(${at} / 1000.0) where product_id = ${p.id}`,
      );
    }
    const feed = setInterval(() => exchange.trade(walk.move()), TRADE_EVERY_MS);
    let dualPhase: Phase;
    try {
      dualPhase = await watchSweep(app, 'earn.dual', DUAL, maturity, 'dual');
    } finally {
      clearInterval(feed);
    }
    await market.flush();
    const dualProblems = await checkDual(app, dProducts, maturity);
    if (dualProblems.length > 0) throw new Error(`${target} dual: ${dualProblems.join('; ')}`);
    const mix = await rows<{ branch: string; n: number | string }>(
      db,
      `select result->>'branch' as branch, count(*) as n from receipts where kind = 'earn.dual.settle'
       group by 1 order by 1`,
    );

    // Mining: the platform clock moves to 1 s after the start of the day every order is due.
    const [days] = await rows<{ lo: number; hi: number }>(
      db,
      'select min(subscribed_day) as lo, max(subscribed_day) as hi from mining_orders',
    );
    if (days?.lo !== days?.hi) throw new Error('the setup crossed midnight (UTC): run again');
    const due = dayStart(Number(days?.lo) + 2);
    const claim: [string, string] = [await explainClaim(db, due + 1_000), ''];
    app.clock.advance(due + 1_000 - app.clock.now());
    // The start of the day on the wall clock: the platform clock now reads it + 1 s.
    const miningPhase = await watchSweep(app, 'earn.mining', MINING, Date.now() - 1_000, 'mining', async () => {
      claim[1] = await explainClaim(db, app.clock.now());
    });

    transferSeconds += await transfers(db, transferAccounts, MINING + DUAL - half, 2);
    await app.scheduler.stop();
    const problems = [...(await checkMining(app, due)), ...(await auditProblems(db))];
    if (problems.length > 0) throw new Error(`${target}: ${problems.join('; ')}`);

    return {
      target,
      setupSeconds,
      transferRate: (MINING + DUAL) / transferSeconds,
      dual: dualPhase,
      mining: miningPhase,
      claim,
      dualMix: mix.map((m) => `${m.branch} ${m.n}`).join(', '),
    };
  } finally {
    await app.close();
    await exchange.close();
  }
}

/**
 * The sweeper's claim of a mining order as it runs (sweeper.ts: EXPLAIN ANALYZE of the same statement; the row it
 * locks is released at once), in short: time, pages read, the plan's nodes and the rows the index scan returned.
 */
async function explainClaim(db: Db, now: number): Promise<string> {
  const plan = (
    await rows<{ 'QUERY PLAN': string }>(
      db,
      `explain (analyze, buffers, costs off) select * from mining_orders
       where state = 'active' and due_at <= '${new Date(now).toISOString()}'
       order by due_at, id limit 1 for update skip locked`,
    )
  ).map((p) => p['QUERY PLAN'].trim());
  const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  const pages = plan.find((l) => l.startsWith('Buffers'))?.replace('Buffers: ', '') ?? '';
  const nodes = plan
    .filter((l) => /^(->\s+)?[A-Z][A-Za-z ]+(\(| using| on)/.test(l))
    .map((l) => l.replace(/^->\s+/, '').replace(/\s*\(actual.*?rows=(\d+).*$/, ' [$1 rows]'));
  return `${time}, ${pages}: ${nodes.join(' → ')}`;
}

async function checkDual(app: App, products: readonly DualProduct[], maturity: number): Promise<string[]> {
  const { db } = app.database;
  const { market } = app.use(marketModule);
  const problems: string[] = [];
  const [o] = await rows<{ open: number | string; settled: number | string }>(
    db,
    `select count(*) filter (where state <> 'settled') as open, count(*) filter (where state = 'settled') as settled
     from dual_orders`,
  );
  if (Number(o?.open) !== 0 || Number(o?.settled) !== DUAL) problems.push(`orders: ${JSON.stringify(o)}`);
  const [e] = await rows<{ n: number | string; d: number | string }>(
    db,
    `select count(*) as n, count(distinct ref_id) as d from ledger_entries where type = 'dual_settle'`,
  );
  if (Number(e?.n) !== DUAL || Number(e?.d) !== DUAL) problems.push(`dual_settle entries: ${JSON.stringify(e)}`);
  const [rc] = await rows<{ n: number | string; d: number | string; wrong: number | string }>(
    db,
    `select count(*) as n, count(distinct r.ref_id) as d,
            count(*) filter (where o.payout is null or (r.result->>'payout')::numeric <> o.payout) as wrong
     from receipts r left join dual_orders o on o.id::text = r.ref_id where r.kind = 'earn.dual.settle'`,
  );
  if (Number(rc?.n) !== DUAL || Number(rc?.d) !== DUAL || Number(rc?.wrong) !== 0) {
    problems.push(`earn.dual.settle receipts: ${JSON.stringify(rc)}`);
  }
  // Each product's price: the first trade recorded at or after its maturity.
  for (const [k, p] of products.entries()) {
    const at = maturity + 250 * k;
    const first = await market.firstTickFrom(`${p.coin}/${p.quote}`, at);
    const got = await rows<{ ts: number | string; price: string }>(
      db,
      `select distinct settle_ts as ts, settle_price::text as price from dual_orders where product_id = ${p.id}`,
    );
    if (
      !first ||
      got.length !== 1 ||
      Number(got[0]!.ts) !== first.ts ||
      Number(got[0]!.price) !== Number(first.price)
    ) {
      problems.push(`product ${p.id}: settled at ${JSON.stringify(got)}, first trade ${JSON.stringify(first)}`);
    }
  }
  const [left] = await rows<{ n: number | string }>(
    db,
    `select count(*) as n from ledger_accounts where (owner_type = 'user' and kind = 7 and available <> 0)
       or (system_kind = 'escrow_earn' and currency in ('BTC', 'ETH') and available <> 0)`,
  );
  if (Number(left?.n) > 0) problems.push(`${left?.n} deposit or BTC/ETH escrow accounts not empty`);
  problems.push(...(await verifySample(app, 'earn.dual.settle')));
  return problems;
}

async function checkMining(app: App, due: number): Promise<string[]> {
  const { db } = app.database;
  const problems: string[] = [];
  // Every order: one yield day earned, the engine's day yield, due again at the start of the next day.
  let bad = 0;
  let count = 0;
  let after = 0;
  for (;;) {
    const page = await rows<{
      id: number | string;
      state: string;
      earned_days: number;
      earned: string;
      amount: string;
      daily_rate: string;
      scale: number;
      due_ms: number | string;
      attempts: number;
      last_error: string | null;
    }>(
      db,
      `select id, state, earned_days, earned::text as earned, amount::text as amount, daily_rate::text as daily_rate,
              scale, (extract(epoch from due_at) * 1000)::bigint as due_ms, attempts, last_error
       from mining_orders where id > ${after} order by id limit 5000`,
    );
    if (page.length === 0) break;
    for (const o of page) {
      const ok =
        o.state === 'active' &&
        o.earned_days === 1 &&
        normalize(o.earned) === dailyYieldOf(o.amount, o.daily_rate, o.scale) &&
        Number(o.due_ms) === due + DAY_MS &&
        o.attempts === 0 &&
        o.last_error === null;
      if (!ok) bad += 1;
    }
    count += page.length;
    after = Number(page[page.length - 1]!.id);
  }
  if (bad > 0 || count !== MINING) problems.push(`${bad} of ${count} mining orders not accrued exactly once`);
  const [e] = await rows<{ n: number | string; d: number | string; orphans: number | string }>(
    db,
    `select count(*) as n, count(distinct ref_id) as d,
            count(*) filter (where idempotency_key <> 'mining_yield:' || ref_id || ':1') as orphans
     from ledger_entries where type = 'mining_yield'`,
  );
  if (Number(e?.n) !== MINING || Number(e?.d) !== MINING || Number(e?.orphans) !== 0) {
    problems.push(`mining_yield entries: ${JSON.stringify(e)}`);
  }
  const [rc] = await rows<{ n: number | string; d: number | string; wrong: number | string }>(
    db,
    `select count(*) as n, count(distinct r.ref_id) as d,
            count(*) filter (where o.id is null or (r.result->>'paid')::numeric <> o.earned) as wrong
     from receipts r left join mining_orders o on o.id::text || ':1' = r.ref_id where r.kind = 'earn.mining.yield'`,
  );
  if (Number(rc?.n) !== MINING || Number(rc?.d) !== MINING || Number(rc?.wrong) !== 0) {
    problems.push(`earn.mining.yield receipts: ${JSON.stringify(rc)}`);
  }
  // Each user's mining account holds their orders' principal and yield; the escrow their unearned reservations.
  const [held] = await rows<{ n: number | string }>(
    db,
    `select count(*) as n from (select user_id, sum(amount + earned) as s from mining_orders group by user_id) o
     left join ledger_accounts a on a.owner_type = 'user' and a.owner_id = o.user_id and a.kind = 6
       and a.currency = 'USDT'
     where a.available is distinct from o.s`,
  );
  if (Number(held?.n) > 0) problems.push(`${held?.n} mining accounts differ from their orders`);
  const [esc] = await rows<{ held: string; owed: string }>(
    db,
    `select (select available::text from ledger_accounts where system_kind = 'escrow_earn' and currency = 'USDT') as held,
            (select sum(reserved - earned)::text from mining_orders where state = 'active') as owed`,
  );
  if (Number(esc?.held) !== Number(esc?.owed)) problems.push(`escrow_earn USDT ${esc?.held}, owed ${esc?.owed}`);
  const failed = app.sweepers.stats().filter((s) => s.failed > 0);
  if (failed.length > 0) problems.push(`failed items: ${JSON.stringify(failed)}`);
  problems.push(...(await verifySample(app, 'earn.mining.yield')));
  return problems;
}

async function verifySample(app: App, kind: string): Promise<string[]> {
  const receipts = app.use(receiptsModule);
  const problems: string[] = [];
  const sample = await rows<{ uid: string }>(
    app.database.db,
    `select uid from receipts where kind = '${kind}' order by random() limit ${VERIFY_SAMPLE}`,
  );
  for (const { uid } of sample) {
    const v = await receipts.verify(uid);
    if (!v.match) problems.push(`receipt ${uid} does not verify: ${JSON.stringify(v.checks)}`);
  }
  return problems;
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
  const name = `bench_earn_${randomBytes(4).toString('hex')}`;
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

/** ms per item of the first, middle and last pass. */
function perItem(p: Phase): [number, number, number] {
  const at = (i: number) => {
    const x = p.passList[i]!;
    return x.ms / Math.max(1, x.items);
  };
  return [at(0), at(Math.floor(p.passList.length / 2)), at(p.passList.length - 1)];
}

/** At most `n` of `list`, evenly spread, the first and the last included. */
function sampled<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  return Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]!);
}

async function main(): Promise<void> {
  console.log(
    `earn: one day's accrual of ${MINING} mining subscriptions (${USERS} users) by the sweeper earn.mining and the ` +
      `maturity of ${DUAL} dual orders by earn.dual, against ${MINING + DUAL} bare ledger transfers on the same database`,
  );
  const out: Row[] = [];
  out.push(await bench('PGlite (memory)', { kind: 'pglite', dataDir: null }));
  if (await postgresAvailable()) {
    out.push(await withPostgres((database) => bench('PostgreSQL', database)));
  } else {
    console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
  }

  const f = (n: number, d = 0) => n.toFixed(d);
  const mem = (t: [number, number, number]) => t.map((x) => f(x)).join('/');
  console.log(
    '\ndatabase         sweep    items  wall s  busy s  items/s  busy/s  transfers/s  ÷ tr  busy ÷ tr  passes' +
      '  ms/item first/mid/last  heap MB start/peak/end  rss MB start/peak/end',
  );
  for (const r of out) {
    for (const [name, p] of [
      ['dual', r.dual],
      ['mining', r.mining],
    ] as const) {
      const rate = p.items / p.wallS;
      const busy = p.items / p.busyS;
      console.log(
        [
          r.target.padEnd(16),
          name.padEnd(6),
          String(p.items).padStart(7),
          f(p.wallS, 1).padStart(7),
          f(p.busyS, 1).padStart(7),
          f(rate).padStart(8),
          f(busy).padStart(7),
          f(r.transferRate).padStart(12),
          (rate / r.transferRate).toFixed(2).padStart(5),
          (busy / r.transferRate).toFixed(2).padStart(10),
          String(p.passes).padStart(7),
          perItem(p)
            .map((x) => f(x, 1))
            .join('/')
            .padStart(23),
          mem(p.mem.heap).padStart(24),
          mem(p.mem.rss).padStart(22),
        ].join(' '),
      );
    }
  }
  console.log('\ngoals (≥ 0.5 × transfers/s; memory flat), and details:');
  for (const r of out) {
    for (const [name, p] of [
      ['dual', r.dual],
      ['mining', r.mining],
    ] as const) {
      const ratio = p.items / p.wallS / r.transferRate;
      const busy = p.items / p.busyS / r.transferRate;
      const heapGrowth = p.mem.heap[2] - p.mem.heap[0];
      console.log(
        `  ${r.target} ${name}: ratio ${ratio.toFixed(2)} ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'} ` +
          `(busy only ${busy.toFixed(2)} ${busy >= GOAL_RATIO ? 'met' : 'NOT met'}); heap ${f(p.mem.heap[0])} → ` +
          `peak ${f(p.mem.heap[1])} → ${f(p.mem.heap[2])} MB (${heapGrowth >= 0 ? '+' : ''}${f(heapGrowth)}), ` +
          `rss ${f(p.mem.rss[0])} → ${f(p.mem.rss[2])} MB; all done ${f(p.fromDueS, 1)} s after ` +
          `${name === 'dual' ? 'the first maturity' : 'the start of the day'}; passes (items × ms/item): ` +
          sampled(p.passList, 12)
            .map((x) => `${x.items}×${f(x.ms / Math.max(1, x.items), 1)}`)
            .join(' '),
      );
    }
    console.log(`  ${r.target}: dual branches ${r.dualMix}; setup ${f(r.setupSeconds)} s`);
    console.log(`  ${r.target}: mining claim before the sweep: ${r.claim[0]}`);
    if (r.claim[1]) console.log(`  ${r.target}: mining claim at half: ${r.claim[1]}`);
  }
  console.log(
    '\nwall = from the start of the first pass that settled something to the end of the pass that settled the last ' +
      'item (the job waits its period between passes: earn.mining 5 s and 500 items a pass, earn.dual 1 s and 500); ' +
      'busy = the passes themselves. heap = heapUsed, rss = the process (PGlite keeps the database in it).',
  );
}

await main();
