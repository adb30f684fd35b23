/**
 * The crash suite's checks (checks.ts) can fail: a small state made through the routes passes them, and each kind
 * of damage the suite looks for — an acknowledged operation lost, a duplicate, an unbalanced ledger, a frozen
 * amount that open orders and withdrawals do not explain, a book that differs from the open orders — is made
 * inside a transaction that is then rolled back, and must be reported. Runs in the `server` project (PGlite, and
 * PostgreSQL with DATABASE_URL); the suite itself is the `crash` project.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../db';
import { withTransaction } from '../modules/ledger';
import { ledgerAccounts } from '../modules/ledger/ledger.tables';
import { spotOrders } from '../modules/spot/spot.tables';
import { internalTransfers, withdrawalRequests } from '../modules/wallet/wallet.tables';
import { makeTestApp, type TestApp } from '../test/make-app';
import { checkAfterCrashes, type Depth } from './checks';
import type { OpRecord, PairInfo } from './load';
import { type CrashUser, PAY_PASSWORD, seedUsers } from './seed';

let t: TestApp;
let users: CrashUser[];
let pairs: PairInfo[];
const records: OpRecord[] = [];

async function send(user: CrashUser, kind: OpRecord['kind'], method: 'POST' | 'PUT', path: string, body: object) {
  const key = kind === 'cancel' ? undefined : `k-${records.length}`;
  const res = await t.app.inject({
    method,
    url: path,
    headers: { authorization: `Bearer ${user.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
  const env = res.json() as { type: string; message: { id: string; status?: string } };
  expect(env.type, JSON.stringify(env)).toBe('ok');
  records.push({
    kind,
    userId: user.id,
    method,
    path,
    body: body as Record<string, unknown>,
    ...(key ? { key } : {}),
    outcome: 'ok',
    message: env.message,
    cut: 0,
  });
  return env.message;
}

const depth = async (symbol: string): Promise<Depth> =>
  (await t.app.inject({ url: `/api/coin/depth?symbol=${encodeURIComponent(symbol)}&limit=50` })).json().message;

const check = (db: Parameters<typeof checkAfterCrashes>[0]['db'] = t.app.database.db) =>
  checkAfterCrashes({ db, records, userIds: users.map((u) => u.id), pairs, depth });

class Rollback extends Error {
  constructor(readonly problems: string[]) {
    super('rollback');
  }
}

/** The problems the checks report after `damage`, which is then rolled back. */
async function problemsAfter(damage: (tx: Tx) => Promise<unknown>): Promise<string[]> {
  try {
    await withTransaction(t.app.database.db, async (tx) => {
      await damage(tx);
      throw new Rollback((await check(tx)).problems);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.problems;
    throw error;
  }
  throw new Error('not rolled back');
}

beforeAll(async () => {
  t = await makeTestApp();
  users = await seedUsers(t.app.database.db, 2);
  pairs = ((await t.app.inject({ url: '/api/coin/pairs' })).json().message as PairInfo[]).filter(
    (p) => p.symbol === 'ETH/USDT',
  );
  const [a, b] = users as [CrashUser, CrashUser];
  const eth = { currency_id: 2, legal_id: 3 };
  await send(a, 'place', 'POST', '/api/coin/trade', { ...eth, type: 2, target_price: '3000', amount: '0.5' });
  await send(a, 'place', 'POST', '/api/coin/trade', { ...eth, type: 2, target_price: '3010', amount: '0.2' });
  await send(b, 'place', 'POST', '/api/coin/trade', { ...eth, type: 1, target_price: '3000', amount: '0.2' });
  const bid = await send(b, 'place', 'POST', '/api/coin/trade', { ...eth, type: 1, target_price: '2990', amount: '1' });
  const bid2 = await send(b, 'place', 'POST', '/api/coin/trade', {
    ...eth,
    type: 1,
    target_price: '2980',
    amount: '1',
  });
  await send(b, 'cancel', 'PUT', '/api/coin/trade', { id: bid2.id });
  await send(a, 'transfer', 'POST', '/api/wallet/change', {
    currency_id: 3,
    number: '25',
    from_field: 'change',
    to_field: 'legal',
  });
  await send(b, 'withdraw', 'POST', '/api/wallet/out', {
    currency: 3,
    network: 'TRC20',
    number: '12',
    target_type: 'address',
    target_id: b.addressId,
    pay_password: PAY_PASSWORD,
  });
  expect(bid.status).toBe('open');
}, 60_000);
afterAll(async () => t?.close());

describe('crash suite checks', () => {
  it('pass on the state the routes made', async () => {
    const { problems, checks } = await check();
    expect(problems).toEqual([]);
    expect(checks).toBeGreaterThan(30);
  });

  it('report an acknowledged transfer that is gone', async () => {
    const problems = await problemsAfter((tx) => tx.delete(internalTransfers));
    expect(problems.join('\n')).toMatch(/acknowledged transfer lost/);
    expect(problems.join('\n')).toMatch(/0 transfer rows for 1 acknowledged/);
  });

  it('report an acknowledged cancel that did not hold', async () => {
    const cancelled = records.find((r) => r.kind === 'cancel')!.body.id as string;
    const problems = await problemsAfter((tx) =>
      tx.update(spotOrders).set({ status: 'open', reserved: '2980' }).where(eq(spotOrders.id, cancelled)),
    );
    expect(problems.join('\n')).toMatch(/acknowledged cancel not kept/);
  });

  it('report a duplicate row', async () => {
    const problems = await problemsAfter(async (tx) => {
      const [w] = await tx.select().from(withdrawalRequests);
      const { id: _id, ...copy } = w!;
      await tx.insert(withdrawalRequests).values(copy);
    });
    expect(problems.join('\n')).toMatch(/2 withdraw rows for 1 acknowledged/);
  });

  it('report an unbalanced ledger', async () => {
    const problems = await problemsAfter((tx) =>
      tx
        .update(ledgerAccounts)
        .set({ available: sql`${ledgerAccounts.available} + 1` })
        .where(and(eq(ledgerAccounts.ownerId, users[0]!.id), eq(ledgerAccounts.currency, 'USDT'))),
    );
    expect(problems.join('\n')).toMatch(/balances differ from postings/);
    expect(problems.join('\n')).toMatch(/currencies not summing to zero/);
  });

  it('report a frozen amount that open orders and withdrawals do not explain', async () => {
    const problems = await problemsAfter((tx) => tx.update(withdrawalRequests).set({ state: 'rejected' }));
    expect(problems.join('\n')).toMatch(/frozen .* open orders \+ pending withdrawals/);
  });

  it('report a book that differs from the open orders', async () => {
    const open = records.find((r) => r.kind === 'place' && r.message.price === '2990')!.message.id as string;
    const problems = await problemsAfter((tx) =>
      tx.update(spotOrders).set({ status: 'cancelled', reserved: '0' }).where(eq(spotOrders.id, open)),
    );
    expect(problems.join('\n')).toMatch(/ETH\/USDT bids: the engine's book/);
  });
});
