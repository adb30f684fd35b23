/** Factories for spot tests: funded users, calls, balances, ledger invariants. */
import { add, div, mul, eq as same, sum } from '@app/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import { creditFromSystem, getOrCreateAccount, sumByCurrency, withTransaction } from '../ledger';
import { ledgerAccounts } from '../ledger/ledger.tables';
import { marketModule } from '../market';
import { makeUser as makeMarketUser } from '../market/market.test-kit';
import { spotModule } from './spot.module';
import { spotOrders } from './spot.tables';

export type SpotUser = { id: number; headers: { authorization: string } };

export async function makeUser(app: App, funds: Record<string, string> = {}): Promise<SpotUser> {
  const u = await makeMarketUser(app);
  await fund(app, u.id, funds);
  return u;
}

export async function fund(app: App, ownerId: number, funds: Record<string, string>) {
  await withTransaction(app.database.db, async (tx) => {
    for (const [currency, amount] of Object.entries(funds)) {
      const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId, currency, kind: 2 });
      await creditFromSystem(tx, { to, systemKind: 'external', amount, refType: 'test' });
    }
  });
}

export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user?: SpotUser,
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

export async function bal(app: App, ownerId: number, currency: string) {
  const a = await getOrCreateAccount(app.database.db, { ownerType: 'user', ownerId, currency, kind: 2 });
  return { available: a.available, frozen: a.frozen };
}

/** The pair's reference price rounded to its tick (the market feed's last price). */
export function refPrice(app: App, symbol: string): string {
  const pair = app.use(spotModule).spot.findPair({ symbol });
  const last = app.use(marketModule).market.lastPrice(symbol);
  if (!pair || !last) throw new Error(`no reference for ${symbol}`);
  return mul(div(last, pair.tickSize, 0, 'floor'), pair.tickSize);
}

/** Every currency sums to zero, no user bucket is negative, each user's frozen equals its open orders' reserve. */
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
  const open = await db
    .select()
    .from(spotOrders)
    .where(inArray(spotOrders.status, ['open', 'partial']));
  const reserved = new Map<string, string[]>();
  for (const o of open) {
    const pair = app.use(spotModule).spot.pair(o.pairId)!;
    const key = `${o.ownerId}:${o.side === 'buy' ? pair.quote : pair.base}`;
    reserved.set(key, [...(reserved.get(key) ?? []), o.reserved]);
    // The reserve is exactly price × remaining (buy) or the remaining amount (sell).
    const remaining = add(o.amount, `-${o.filled}`);
    expect(same(o.reserved, o.side === 'buy' ? mul(o.price ?? '0', remaining) : remaining)).toBe(true);
  }
  const frozen = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.kind, 2)));
  for (const a of frozen) {
    const want = sum(reserved.get(`${a.ownerId}:${a.currency}`) ?? ['0']);
    expect(same(a.frozen, want), `frozen of ${a.ownerId} ${a.currency}: ${a.frozen} vs ${want}`).toBe(true);
  }
}
