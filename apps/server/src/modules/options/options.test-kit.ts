/**
 * Factories for options tests: an app whose simulator runs no instrument and whose jobs do not run (tests record
 * every price themselves, with explicit times, and drive the expiry sweeper by hand), users funded in their micro
 * account, calls, balances and the books' invariants.
 */
import { add } from '@app/money';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import { makeTestApp } from '../../test/make-app';
import { creditFromSystem, getOrCreateAccount, sumByCurrency, withTransaction } from '../ledger';
import { ledgerAccounts } from '../ledger/ledger.tables';
import { marketModule } from '../market';
import { makeUser } from '../market/market.test-kit';
import { optionOrders } from './options.tables';

export type Who = { id: number; headers: { authorization: string } };

export const makeOptionsApp = (env: Record<string, string> = {}) =>
  makeTestApp({ env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0', ...env }, startJobs: false });

/** A user with `usdt` in the micro account (kind 4). */
export async function makeBettor(app: App, usdt = '1000'): Promise<Who> {
  const u = await makeUser(app);
  if (usdt !== '0') {
    await withTransaction(app.database.db, async (tx) => {
      const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: u.id, currency: 'USDT', kind: 4 });
      await creditFromSystem(tx, { to, systemKind: 'external', amount: usdt, refType: 'test' });
    });
  }
  return u;
}

export const matchId = (app: App, symbol: string): number => {
  const inst = app.use(marketModule).market.instrument(symbol);
  if (!inst) throw new Error(`no instrument ${symbol}`);
  return inst.id;
};

/** Records a price as the feed would, at `ts` (default: the market clock now). */
export function tickAt(app: App, symbol: string, price: string, ts?: number): number {
  const { market } = app.use(marketModule);
  const at = ts ?? market.now();
  market.ingest([{ symbol, price, volume: '1', ts: at }]);
  return at;
}

export async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  user?: Who,
  body?: object,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(user?.headers ?? {}), ...headers },
    ...(body ? { payload: body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
  return res.json() as { type: string; message: any };
}

export async function micro(app: App, userId: number) {
  const a = await getOrCreateAccount(app.database.db, {
    ownerType: 'user',
    ownerId: userId,
    currency: 'USDT',
    kind: 4,
  });
  return a.available;
}

export async function systemBalance(app: App, systemKind: string, currency = 'USDT') {
  const a = await getOrCreateAccount(app.database.db, {
    ownerType: 'system',
    currency,
    systemKind: systemKind as 'fees',
  });
  return add(a.available, a.frozen);
}

/** Makes every open order due now (the sweeper's wall clock) and runs the expiry sweeper once. */
export async function sweep(app: App, opts: { due?: boolean } = {}): Promise<number> {
  if (opts.due !== false) {
    await app.database.db
      .update(optionOrders)
      .set({ dueAt: sql`now() - interval '1 millisecond'` })
      .where(eq(optionOrders.state, 'open'));
  }
  const sweeper = app.sweepers.list().find((s) => s.name === 'options.expiry');
  if (!sweeper) throw new Error('no options sweeper');
  return sweeper.runOnce();
}

export async function orderRow(app: App, id: number) {
  const [row] = await app.database.db.select().from(optionOrders).where(eq(optionOrders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** Every coin sums to zero; no user bucket is negative; the options escrow holds exactly the open stakes. */
export async function checkInvariants(app: App) {
  const db = app.database.db;
  for (const [currency, total] of Object.entries(await sumByCurrency(db)))
    expect(total, `sum of ${currency}`).toBe('0');
  const neg = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.ownerType, 'user'), sql`(${ledgerAccounts.available} < 0 or ${ledgerAccounts.frozen} < 0)`),
    );
  expect(neg).toEqual([]);
  const [open] = await db
    .select({ s: sql<string>`coalesce(sum(${optionOrders.stake}), 0)::text` })
    .from(optionOrders)
    .where(eq(optionOrders.state, 'open'));
  const escrow = await systemBalance(app, 'escrow_options');
  expect(Number(escrow)).toBeCloseTo(Number(open?.s ?? '0'), 12);
}
