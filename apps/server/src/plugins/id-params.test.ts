/**
 * Issue 10 item 8: integer path ids only. `Number('0x10')` is 16, so `/admin/users/0x10` used to open user 16; the
 * shared Id schema takes plain decimal digits (or a JSON whole number) and nothing else, in admin and user routes.
 */
import { Id } from '@app/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../modules/accounts/accounts.test-helpers';
import { makeAdmin } from '../test/auth-kit';
import { makeTestApp, type TestApp } from '../test/make-app';

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let userId: number;

const BAD = ['0x10', '1e3', '%2016', '16.0', '+16', '-1', '0', '1_0', '16%20', '0b10', 'Infinity', '99999999999999'];

beforeAll(async () => {
  t = await makeTestApp();
  admin = await makeAdmin(t.app);
  user = (await makeUser(t.app)).auth;
  const me = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: user });
  userId = me.json().message.id;
});
afterAll(async () => t.close());

describe('the shared Id schema', () => {
  it('accepts whole numbers and their plain digits', () => {
    expect(Id.parse(16)).toBe(16);
    expect(Id.parse('16')).toBe(16);
    expect(Id.parse('016')).toBe(16);
    expect(Id.parse('2147483647')).toBe(2147483647);
  });
  it('refuses hex, exponents, spaces, fractions, signs, zero and ids beyond int4', () => {
    for (const v of [
      '0x10',
      '1e3',
      ' 16',
      '16 ',
      '16.0',
      '+16',
      '-1',
      '0',
      '',
      'abc',
      '2147483648',
      16.5,
      -3,
      0,
      NaN,
    ]) {
      expect(Id.safeParse(v).success, String(v)).toBe(false);
    }
    for (const v of [Infinity, 1e3 + 0.5, null, [], {}, true]) expect(Id.safeParse(v).success).toBe(false);
  });
});

describe('path ids in admin routes', () => {
  it(`/admin/users/:id opens the user by its decimal id only`, async () => {
    const good = await t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}`, headers: admin });
    expect(good.json().type).toBe('ok');
    const hex = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/0x${userId.toString(16)}`,
      headers: admin,
    });
    expect(hex.statusCode).toBe(200);
    expect(hex.json()).toEqual({ type: 'error', message: expect.stringMatching(/^id: /) });
  });

  it.each(BAD)('refuses %s in every admin :id route, as a field error in the envelope', async (bad) => {
    const urls = [
      ['GET', `/api/admin/users/${bad}`],
      ['POST', `/api/admin/users/${bad}/lock`],
      ['GET', `/api/admin/users/${bad}/balances`],
      ['PUT', `/api/admin/news/${bad}`],
      ['POST', `/api/admin/kyc/${bad}/approve`],
      ['PUT', `/api/admin/spot/pairs/${bad}`],
      ['PUT', `/api/admin/wallet/coins/${bad}`],
      ['POST', `/api/admin/withdrawals/${bad}/approve`],
    ] as const;
    for (const [method, url] of urls) {
      const res = await t.app.inject({ method, url, headers: admin, payload: {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ type: 'error', message: expect.stringMatching(/^id: /) });
    }
  });
});

describe('ids in user routes', () => {
  it('a hex or exponent id in a user body is refused (spot cancel by pair, withdrawal address delete)', async () => {
    for (const bad of ['0x1', '1e0', ' 1', '1.0']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/wallet/delete',
        headers: user,
        payload: { id: bad, pay_password: 'x' },
      });
      expect(res.json().type, bad).toBe('error');
      expect(res.json().message, bad).toMatch(/^id: /);
    }
  });
});
