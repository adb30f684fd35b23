/**
 * Factories for contracts tests: an app whose simulator runs no instrument (the tests record every price
 * themselves), users funded in their lever or stock account, recorded ticks, calls, balances and the books'
 * invariants (every coin sums to zero, no user bucket is negative, frozen equals what positions hold).
 */
import { add, eq as same, sum } from '@app/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import { makeTestApp } from '../../test/make-app';
import { creditFromSystem, getOrCreateAccount, sumByCurrency, withTransaction } from '../ledger';
import { ledgerAccounts } from '../ledger/ledger.tables';
import { marketModule } from '../market';
import { makeUser as makeMarketUser } from '../market/market.test-kit';
import { contractsModule } from './contracts.module';
import { contractPositions } from './contracts.tables';

export type Who = { id: number; headers: { authorization: string } };

export const BTC = { currency_id: 1, legal_id: 3 };
export const ETH = { currency_id: 2, legal_id: 3 };

export const makeContractsApp = (env: Record<string, string> = {}) =>
  makeTestApp({ env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0', ...env } });

/** A user with `usdt` in the lever account (kind 3) and, optionally, the stock account (kind 5). */
export async function makeTrader(app: App, usdt = '10000', stock = '0'): Promise<Who> {
  const u = await makeMarketUser(app);
  await withTransaction(app.database.db, async (tx) => {
    for (const [kind, amount] of [
      [3, usdt],
      [5, stock],
    ] as const) {
      if (amount === '0') continue;
      const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: u.id, currency: 'USDT', kind });
      await creditFromSystem(tx, { to, systemKind: 'external', amount, refType: 'test' });
    }
  });
  return u;
}

/** Each app's last recorded tick time: ticks of one app are strictly increasing on its market clock. */
const lastTs = new WeakMap<App, number>();
/** Records a price (as the feed would) and waits until every trigger it fired is settled. */
export async function tick(app: App, symbol: string, price: string): Promise<number> {
  const { market } = app.use(marketModule);
  // The market refuses a tick stamped at or before an instant it already answered (docs/decisions.md "Late ticks are
  // refused after an instant is answered"): the clock moves 1 ms on, past a request made in the same millisecond
  // (a production app's clock cannot be moved: there the tick waits for the real clock's next millisecond).
  if (app.clock.adjustable) app.clock.advance(1);
  else await new Promise((r) => setTimeout(r, 2));
  const ts = Math.max(market.now(), (lastTs.get(app) ?? 0) + 1);
  lastTs.set(app, ts);
  while (market.now() < ts) await new Promise((r) => setTimeout(r, 1));
  const refused = market.feedInfo().lateRefused;
  market.ingest([{ symbol, price, volume: '1', ts }]);
  if (market.feedInfo().lateRefused !== refused)
    throw new Error(`the tick ${symbol} ${price} @${ts} was refused as late`);
  await settle(app);
  return ts;
}

/** Waits for the contracts queue (fired triggers run in it). */
export async function settle(app: App) {
  const { contracts } = app.use(contractsModule);
  for (let i = 0; i < 3; i++) await contracts.drain();
}

export async function call(app: App, method: 'GET' | 'POST', url: string, user?: Who, body?: object) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(user?.headers ?? {}) },
    ...(body ? { payload: body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
  return res.json() as { type: string; message: any };
}

export async function lever(app: App, userId: number, kind: 3 | 5 = 3) {
  const a = await getOrCreateAccount(app.database.db, { ownerType: 'user', ownerId: userId, currency: 'USDT', kind });
  return { available: a.available, frozen: a.frozen };
}

export async function systemBalance(app: App, systemKind: string, currency = 'USDT') {
  const a = await getOrCreateAccount(app.database.db, {
    ownerType: 'system',
    currency,
    systemKind: systemKind as 'fees',
  });
  return add(a.available, a.frozen);
}

/** Every coin sums to zero; no user bucket is negative; each account's frozen equals its live positions' hold. */
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
  const live = await db
    .select()
    .from(contractPositions)
    .where(inArray(contractPositions.status, [0, 1]));
  const held = new Map<string, string[]>();
  for (const p of live) {
    const key = `${p.userId}:${p.accountKind}`;
    held.set(key, [...(held.get(key) ?? []), p.status === 0 ? p.reserved : p.margin]);
  }
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'user'), inArray(ledgerAccounts.kind, [3, 5])));
  for (const a of accounts) {
    const want = sum(held.get(`${a.ownerId}:${a.kind}`) ?? ['0']);
    expect(same(a.frozen, want), `frozen of ${a.ownerId}/${a.kind}: ${a.frozen} vs ${want}`).toBe(true);
  }
}

/** Opens a market position of one share for `u` (extra fields in `over`) and answers its id. */
export async function openPosition(app: App, u: Who, pair: object, over: object): Promise<number> {
  const r = await call(app, 'POST', '/api/lever/submit', u, { ...pair, share: 1, type: 1, status: 1, ...over });
  expect(r.type, JSON.stringify(r)).toBe('ok');
  return r.message.id as number;
}
