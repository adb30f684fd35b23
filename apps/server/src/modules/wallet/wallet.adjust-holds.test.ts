/**
 * A back-office debit is held back like a withdrawal (issue 29): while a position or a pending entry is open, a
 * negative adjustment of the lever, micro, stock (or any) account is refused, in the admin's language, and moves
 * nothing; a credit is always possible; once everything is closed, the debit goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/auth-kit';
import type { TestApp } from '../../test/make-app';
import { call, checkInvariants, ETH, lever, makeContractsApp, makeTrader, tick } from '../contracts/contracts.test-kit';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await makeContractsApp();
  admin = { authorization: (await makeAdmin(t.app, 'finance')).authorization };
}, 60_000);
afterAll(async () => t.close());

const adjust = async (userId: number, kind: string, amount: string, lang = 'en') =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/adjust?lang=${lang}`,
      headers: admin,
      payload: { currency: 3, kind, amount, reason: 'correction' },
    })
  ).json() as { type: string; message: string | { balance_after: string } };

describe('back-office adjustments and open positions', () => {
  it('refuse a debit while a position is open, like a withdrawal, and allow it once closed', async () => {
    const u = await makeTrader(t.app, '1000', '500');
    await tick(t.app, 'ETH/USDT', '3000');
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, {
      ...ETH,
      share: 1,
      multiple: 10,
      type: 1,
      status: 1,
    });
    expect(opened.type).toBe('ok');
    const before = await lever(t.app, u.id);

    for (const kind of ['lever', 'micro', 'stock', 'change']) {
      expect(await adjust(u.id, kind, '-1')).toEqual({
        type: 'error',
        message: 'Close your positions and cancel your pending entries in this account before moving funds out of it',
      });
    }
    expect((await adjust(u.id, 'lever', '-1', 'zh')).type).toBe('error');
    expect(await lever(t.app, u.id)).toEqual(before);
    expect(await lever(t.app, u.id, 5)).toEqual({ available: '500', frozen: '0' });

    // A credit never weakens a position.
    expect(await adjust(u.id, 'lever', '2')).toMatchObject({ type: 'ok' });

    expect((await call(t.app, 'POST', '/api/lever/batch_close', u, { type: 0 })).message.closed).toBe(1);
    const debit = await adjust(u.id, 'lever', '-1');
    expect(debit).toMatchObject({ type: 'ok' });
    await checkInvariants(t.app);
  });
});
