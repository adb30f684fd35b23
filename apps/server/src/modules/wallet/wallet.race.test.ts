/**
 * 100 concurrent withdrawals and 100 concurrent transfers from one account that covers only some of them:
 * exactly those succeed, nothing is overdrawn (PGlite queues on one connection; PostgreSQL runs a pool of 10).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAppError } from '../../errors';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { sumByCurrency } from '../ledger';
import { balanceOf, bareService, fund, makeWalletUser, savedAddress } from './wallet.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

async function settle<T>(jobs: Promise<T>[]) {
  const results = await Promise.allSettled(jobs);
  for (const r of results) if (r.status === 'rejected' && !isAppError(r.reason)) throw r.reason;
  return results.filter((r) => r.status === 'fulfilled').length;
}

it('100 concurrent withdrawals of 11 (fee 1 inside) from 1000 USDT: exactly 90 succeed', async () => {
  const { db } = t.app.database;
  const wallet = await bareService(db);
  const u = await makeWalletUser(t.app, 2);
  const addressId = await savedAddress(db, u.id);
  await fund(db, u.id, 'USDT', '1000');
  const ok = await settle(
    Array.from({ length: 100 }, () =>
      wallet.withdraw.request(u.id, {
        currency: 3,
        network: 'TRC20',
        number: '11',
        targetType: 'address',
        targetId: addressId,
        payPassword: 'x',
      }),
    ),
  );
  expect(ok).toBe(90);
  expect(await balanceOf(db, u.id, 'USDT')).toEqual({ available: '10', frozen: '990' });
  expect((await wallet.withdraw.list(u.id, { page: 1, limit: 100 })).total).toBe(90);
  expect(Object.values(await sumByCurrency(db)).every((v) => v === '0')).toBe(true);
}, 120_000);

it('100 concurrent transfers of 15 from 1000 USDT: exactly 66 succeed', async () => {
  const { db } = t.app.database;
  const wallet = await bareService(db);
  const u = await makeWalletUser(t.app, 2);
  await fund(db, u.id, 'USDT', '1000');
  const ok = await settle(
    Array.from({ length: 100 }, () => wallet.transfer.change(u.id, { currencyId: 3, number: '15', from: 2, to: 3 })),
  );
  expect(ok).toBe(66);
  expect(await balanceOf(db, u.id, 'USDT', 2)).toEqual({ available: '10', frozen: '0' });
  expect(await balanceOf(db, u.id, 'USDT', 3)).toEqual({ available: '990', frozen: '0' });
  expect((await wallet.transfer.history(u.id, { page: 1, limit: 10 })).total).toBe(66);
}, 120_000);
