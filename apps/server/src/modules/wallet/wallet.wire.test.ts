/**
 * The spec client's payloads, as spec §7 documents them, form-encoded with numbers as strings (the original client
 * posts forms): every call answers as it would to our own client.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { call as accountsCall, freshIp, registerUser } from '../accounts/accounts.test-helpers';
import { users } from '../accounts/users.tables';
import { outbox } from '../notify/notify.tables';
import { makeUser as makeSpotUser } from '../spot/spot.test-kit';
import { makeWalletUser, voucher } from './wallet.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
}, 60_000);
afterAll(async () => t.close());

/** A form-encoded call (`a=1&b=x`), the way the spec's client sends bodies. */
async function form(method: 'GET' | 'POST', url: string, body: Record<string, string>, auth?: string) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(auth ? { authorization: auth } : {}),
    },
    payload: new URLSearchParams(body).toString(),
  });
  // biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
  return res.json() as { type: string; message: any };
}

async function loginToken(email: string, password: string): Promise<string> {
  const res = await form('POST', '/api/user/login', { user_string: email, password });
  expect(res.type).toBe('ok');
  return res.message as string;
}

describe('spec §7 payloads', () => {
  it('POST /user/real with real_type as a string', async () => {
    const { email, password } = await registerUser(t.app);
    // Identity verification needs a bound phone too (spec §5); binding it is another test's journey.
    await t.app.database.db.update(users).set({ mobile: '13700001111', areaCode: '86' }).where(eq(users.email, email));
    const token = await loginToken(email, password);
    const res = await form(
      'POST',
      '/api/user/real',
      { real_type: '1', id_type: '2', name: 'Test Person', card_id: 'E12345678' },
      token,
    );
    expect(res.type).toBe('ok');
    const state = await accountsCall(t.app, 'GET', '/api/real/state', { auth: { authorization: token } });
    expect(state.message.primary).toMatchObject({ state: 'review' });
  });

  it('GET /coin/list with status all lists open and finished orders together', async () => {
    const u = await makeSpotUser(t.app, { USDT: '1000' });
    const place = (price: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/coin/trade',
        headers: { ...u.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `currency_id=2&legal_id=3&type=1&amount=0.1&target_price=${price}`,
      });
    const kept = (await place('100')).json().message.id as string;
    const cancelled = (await place('101')).json().message.id as string;
    await t.app.inject({ method: 'PUT', url: '/api/coin/trade', headers: u.headers, payload: { id: cancelled } });
    const all = (await t.app.inject({ url: '/api/coin/list?status=all&page=1&limit=10', headers: u.headers })).json();
    expect(all.type).toBe('ok');
    expect(all.message.list.map((o: { id: string }) => o.id).sort()).toEqual([kept, cancelled].sort());
  });

  it('GET /wallet/getRateCurrency answers a visitor', async () => {
    const res = (await t.app.inject({ url: '/api/wallet/getRateCurrency' })).json();
    expect(res.type).toBe('ok');
    expect(JSON.stringify(res.message)).toContain('USD');
  });

  it('POST /sms_mail for a phone account sends the code by SMS to that number', async () => {
    const res = await form('POST', '/api/sms_mail', {
      user_string: '13912345678',
      area_code_id: '1',
      area_code: '86',
      scene: 'register',
      lang: 'en',
      email_code: '',
    });
    expect(res).toEqual({ type: 'ok', message: 'Code sent' });
    const [sms] = await t.app.database.db.select().from(outbox).where(eq(outbox.to, '+8613912345678'));
    expect(sms?.channel).toBe('sms');
  });

  it('POST /sms_mail2 as the spec client sends it: the code goes to the account’s own bound email', async () => {
    const { email, password } = await registerUser(t.app);
    const token = await loginToken(email, password);
    // Codes only: the new-login mail of the login above may be written at any moment by its sweeper.
    const codeMails = async () =>
      (await t.app.database.db.select().from(outbox).where(eq(outbox.to, email))).filter(
        (m) => !m.subject.includes('new sign-in'),
      ).length;
    const before = await codeMails();
    const res = await form(
      'POST',
      '/api/sms_mail2',
      {
        user_string: 'someone-else@example.com',
        scene: 'change_pay_password',
        area_code_id: '',
        area_code: '',
        lang: 'en',
      },
      token,
    );
    expect(res).toEqual({ type: 'ok', message: 'Code sent' });
    expect(await codeMails()).toBe(before + 1);
    expect(await t.app.database.db.select().from(outbox).where(eq(outbox.to, 'someone-else@example.com'))).toEqual([]);
  });

  it('POST /wallet/charge_req as documented: {account (the voucher), amount, currency, type 0}', async () => {
    const u = await makeWalletUser(t.app, 1);
    const v = await voucher(t.app.database.db, u.id);
    const res = await form(
      'POST',
      '/api/wallet/charge_req',
      { account: v, amount: '120', currency: '2', type: '0' },
      u.headers.authorization,
    );
    expect(res).toMatchObject({ type: 'ok', message: { currency: 'ETH', amount: '120' } });
    const log = await t.app.inject({ url: '/api/recharge/log', headers: u.headers });
    expect(log.json().message.list?.[0] ?? log.json().message.data?.[0]).toMatchObject({ amount: '120' });
  });
});
