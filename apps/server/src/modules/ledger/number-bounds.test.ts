/**
 * Issue 10: numbers bounded by their columns (numeric(36,18): 18 digits before the point). A balance pushed past it
 * by the ledger, and a decimal setting beyond it in the market maker or a spot pair, were 500s with the SQL in the
 * log (SQLSTATE 22003); they are now AMOUNT_TOO_LARGE (translated) and field errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/auth-kit';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeUser } from '../accounts/accounts.test-helpers';

let t: TestApp;
let admin: { authorization: string };
let userId: number;
const lines: string[] = [];

const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { type: string; message: unknown } };
};

beforeAll(async () => {
  t = await makeTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) } });
  admin = await makeAdmin(t.app);
  const { auth } = await makeUser(t.app);
  const info = await t.app.inject({
    method: 'GET',
    url: '/api/user/info',
    headers: auth,
  });
  userId = info.json().message.id;
});
afterAll(async () => t.close());

describe('the ledger refuses balances beyond the column', () => {
  it('a second adjustment of 999999999999999999 USDT is AMOUNT_TOO_LARGE, translated; the balance is unchanged', async () => {
    const coins = await inject('GET', '/api/admin/wallet/coins');
    const usdt = (coins.body.message as { currency_id: number; currency: string }[]).find((c) => c.currency === 'USDT');
    expect(usdt).toBeDefined();
    const adjust = { currency: usdt!.currency_id, kind: 'change', amount: '999999999999999999', reason: 'bounds' };
    const first = await inject('POST', `/api/admin/users/${userId}/adjust`, adjust);
    expect(first.body.type).toBe('ok');
    const second = await inject('POST', `/api/admin/users/${userId}/adjust`, adjust);
    expect(second).toEqual({ status: 200, body: { type: 'error', message: 'The amount is too large' } });
    const zh = await inject('POST', `/api/admin/users/${userId}/adjust?lang=zh`, adjust);
    expect(zh.body).toEqual({ type: 'error', message: '金额过大' });
    const balances = await inject('GET', `/api/admin/users/${userId}/balances`);
    expect(JSON.stringify(balances.body.message)).toContain('999999999999999999');
    expect(JSON.stringify(balances.body.message)).not.toContain('1999999999999999998');
  });
});

describe('market maker and spot pair settings', () => {
  it('a 40-digit level amount is a field error, not a 500', async () => {
    const res = await inject('PUT', '/api/admin/spot/maker', { level_amount_usdt: '9'.repeat(40) });
    expect(res).toEqual({
      status: 200,
      body: {
        type: 'error',
        message: expect.stringMatching(/too large \(at most 18 digits before the decimal point\)/),
      },
    });
  });

  it('out-of-range integers are field errors', async () => {
    for (const body of [{ levels: 1e300 }, { spread_bps: -1 }, { step_bps: 2 ** 53 }, { requote_bps: 'NaN' }]) {
      const res = await inject('PUT', '/api/admin/spot/maker', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.type, JSON.stringify(body)).toBe('error');
    }
  });

  it('a 19-digit tick size on a spot pair is a field error', async () => {
    const pairs = await inject('GET', '/api/admin/spot/pairs');
    const id = (pairs.body.message as { id: number }[])[0]?.id ?? 1;
    const res = await inject('PUT', `/api/admin/spot/pairs/${id}`, { tick_size: '1234567890123456789' });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('error');
    expect(res.body.message).toMatch(/too large/);
  });

  it('no database error was logged', () => {
    expect(lines.filter((l) => /"level":50/.test(l))).toEqual([]);
  });
});
