/**
 * Races. On PostgreSQL (DATABASE_URL) the pool has 10 connections, so these transactions really overlap; on
 * PGlite they queue on its single connection and the same assertions must hold.
 */
import { normalize } from '@app/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../errors';
import { makeTestDb, type TestDb } from '../../test/make-db';
import { auditJournal, createLedgerService } from './index';
import { ledgerAccounts } from './ledger.tables';
import { fundedAccount, makeUserId } from './ledger.test-kit';

let t: TestDb;
let ledger: ReturnType<typeof createLedgerService>;
beforeAll(async () => {
  t = await makeTestDb();
  ledger = createLedgerService({ db: t.db });
});
afterAll(async () => {
  expect(await auditJournal(t.db)).toEqual({ unbalancedEntries: [], driftedAccounts: [], unbalancedCurrencies: [] });
  await t.close();
});

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'ok' : isAppError(r.reason) ? r.reason.code : String(r.reason);
const availableOf = async (id: number) => {
  const [r] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return { available: normalize(r!.available), frozen: normalize(r!.frozen) };
};

describe(`races on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('100 concurrent withdrawals of 1 from 37: exactly 37 succeed, nothing is overdrawn', async () => {
    const acc = await fundedAccount(t.db, '37');
    let inFlight = 0;
    let maxInFlight = 0;
    const results = await settle(
      Array.from({ length: 100 }, (_, i) =>
        ledger.transaction(async (tx) => {
          maxInFlight = Math.max(maxInFlight, ++inFlight);
          try {
            return await ledger.debitToSystem(tx, { from: acc, systemKind: 'external', amount: '1', refId: i });
          } finally {
            inFlight--;
          }
        }),
      ),
    );
    const codes = results.map(codeOf);
    console.info(
      `withdrawal race on ${t.driver}: ${codes.filter((c) => c === 'ok').length} ok, up to ${maxInFlight} open transactions at once`,
    );
    // On PostgreSQL the pool's connections really overlap; PGlite queues transactions on its one connection.
    if (t.driver === 'postgres') expect(maxInFlight).toBeGreaterThan(1);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(37);
    expect(codes.filter((c) => c === 'INSUFFICIENT_BALANCE')).toHaveLength(63);
    expect(await availableOf(acc.id)).toEqual({ available: '0', frozen: '0' });
    expect((await ledger.sumByCurrency(t.db)).USDT).toBe('0');
  });

  it('100 concurrent freezes of 0.3 from 10: exactly 33 succeed', async () => {
    const acc = await fundedAccount(t.db, '10');
    const results = await settle(
      Array.from({ length: 100 }, () => ledger.transaction((tx) => ledger.freeze(tx, { account: acc, amount: '0.3' }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(33);
    expect(await availableOf(acc.id)).toEqual({ available: '0.1', frozen: '9.9' });
  });

  it('transfers both ways between two accounts never deadlock (locks taken in id order)', async () => {
    const a = await fundedAccount(t.db, '50');
    const b = await fundedAccount(t.db, '50');
    const results = await settle(
      Array.from({ length: 100 }, (_, i) =>
        ledger.transaction((tx) =>
          i % 2 === 0
            ? ledger.transfer(tx, { from: a, to: b, amount: '3' })
            : ledger.transfer(tx, { from: b, to: a, amount: '2' }),
        ),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.every((c) => c === 'ok' || c === 'INSUFFICIENT_BALANCE')).toBe(true);
    const ok = results.map((r, i) => (r.status === 'fulfilled' ? i : -1)).filter((i) => i >= 0);
    const aToB = ok.filter((i) => i % 2 === 0).length;
    const bToA = ok.length - aToB;
    const [sa, sb] = [await availableOf(a.id), await availableOf(b.id)];
    expect(sa.available).toBe(String(50 - 3 * aToB + 2 * bToA));
    expect(sb.available).toBe(String(50 + 3 * aToB - 2 * bToA));
  });

  it('the first use of an account from many transactions at once creates it once', async () => {
    const owner = makeUserId();
    const accounts = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.transaction((tx) =>
          ledger.getOrCreateAccount(tx, { ownerType: 'user', ownerId: owner, currency: 'ETH', kind: 2 }),
        ),
      ),
    );
    expect(new Set(accounts.map((a) => a.id)).size).toBe(1);
  });

  it('20 concurrent retries of one idempotency key move the money once', async () => {
    const from = await fundedAccount(t.db, '100');
    const to = await fundedAccount(t.db, '0');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.withIdempotency({ scope: `user:${from.ownerId}`, key: 'same', requestHash: 'h' }, async (tx) => {
          const r = await ledger.transfer(tx, { from, to, amount: '7' });
          return { entryId: r.entryId };
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.response.entryId)).size).toBe(1);
    expect(await availableOf(from.id)).toEqual({ available: '93', frozen: '0' });
  });
});
