/**
 * Anti-phishing code: the user sets it (4-20 letters, digits, `_` or `-`, with the pay password or the login
 * password), and from then on every email the platform sends them starts with it, whichever module sends it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { outbox } from '../notify/notify.tables';
import { call, lastCode, makeUser, securityCode, uniqueEmail } from './accounts.test-helpers';
import { users } from './users.tables';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, startJobs: false });
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const lastMail = async (to: string) => {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.channel, 'email')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row!;
};

describe('anti-phishing code', () => {
  it('is set with the login password, checked for format, and read back by its owner only', async () => {
    const u = await makeUser(t.app);
    const set = (body: object) => call(t.app, 'POST', '/api/safe/anti_phishing', { auth: u.auth, body });
    expect((await call(t.app, 'GET', '/api/safe/anti_phishing', { auth: u.auth })).message).toEqual({
      code: null,
      updated_at: null,
    });

    expect(await set({ code: 'Blue-Kite_7' })).toEqual({
      type: 'error',
      message: 'Enter your pay password or your login password',
    });
    const badFormat = { type: 'error', message: 'The anti-phishing code must be 4-20 letters, digits, _ or -' };
    for (const code of ['abc', 'a'.repeat(21), 'two words', '<b>hi</b>', 'semi;colon', '']) {
      expect(await set({ code, password: u.password })).toEqual(badFormat);
    }
    expect(await set({ code: 'Blue-Kite_7', password: 'Wrong-pass-1' })).toEqual({
      type: 'error',
      message: 'The current password is wrong',
    });
    expect(await set({ code: '  Blue-Kite_7 ', password: u.password })).toEqual({
      type: 'ok',
      message: 'Anti-phishing code saved',
    });
    // Letters of other scripts count as letters; 20 characters is the upper bound.
    expect((await set({ code: '蓝色风筝', password: u.password })).type).toBe('ok');
    expect((await set({ code: 'x'.repeat(20), password: u.password })).type).toBe('ok');
    expect(await set({ code: 'Blue-Kite_7', password: u.password })).toMatchObject({ type: 'ok' });

    const mine = await call(t.app, 'GET', '/api/safe/anti_phishing', { auth: u.auth });
    expect(mine.message).toEqual({ code: 'Blue-Kite_7', updated_at: expect.any(String) });
    const other = await makeUser(t.app);
    expect((await call(t.app, 'GET', '/api/safe/anti_phishing', { auth: other.auth })).message.code).toBeNull();
    expect((await call(t.app, 'GET', '/api/safe/anti_phishing')).type).toBe('999');
  });

  it('can be changed with the pay password instead (a wrong one is refused)', async () => {
    const u = await makeUser(t.app);
    const code = await securityCode(t.app, u.auth, u.email);
    const pay = await call(t.app, 'POST', '/api/safe/pay_password', {
      auth: u.auth,
      body: { password: '135790', re_password: '135790', code },
    });
    expect(pay.type).toBe('ok');
    const set = (body: object) => call(t.app, 'POST', '/api/safe/anti_phishing', { auth: u.auth, body });
    expect(await set({ code: 'Pay-Proof', pay_password: '000000' })).toEqual({
      type: 'error',
      message: 'Wrong pay password',
    });
    expect(await set({ code: 'Pay-Proof', pay_password: '135790' })).toMatchObject({ type: 'ok' });
    expect((await call(t.app, 'GET', '/api/safe/anti_phishing', { auth: u.auth })).message.code).toBe('Pay-Proof');
  });

  it('starts every email to the user: verification codes and new-login mails, in their language', async () => {
    const u = await makeUser(t.app);
    await call(t.app, 'POST', '/api/safe/anti_phishing', {
      auth: u.auth,
      body: { code: 'Orca-42', password: u.password },
    });

    // A security code sent by the accounts module's code service.
    const code = await securityCode(t.app, u.auth, u.email);
    const codeMail = await lastMail(u.email);
    expect(codeMail.body.split('\n')[0]).toBe('Your anti-phishing code: Orca-42');
    expect(codeMail.body).toContain(`verification code is ${code}`);

    // The new-login mail sent by the sweeper, in the user's language.
    await db().update(users).set({ lang: 'jp' }).where(eq(users.email, u.email));
    await call(t.app, 'POST', '/api/user/login', { body: { user_string: u.email, password: u.password } });
    await t.app.sweepers
      .list()
      .find((s) => s.name === 'accounts.login_mail')!
      .runOnce();
    const loginMail = await lastMail(u.email);
    expect(loginMail.subject).toBe('OpenX：アカウントへの新しいログイン');
    expect(loginMail.body.split('\n')[0]).toBe('フィッシング対策コード：Orca-42');

    // A user without a code gets the mail unchanged; a mail to an address nobody has is unchanged too.
    const plain = await makeUser(t.app);
    await securityCode(t.app, plain.auth, plain.email);
    expect((await lastMail(plain.email)).body).toMatch(/^Your OpenX verification code is \d{6}\./);
    const stranger = uniqueEmail();
    await call(t.app, 'POST', '/api/sms_mail', { body: { user_string: stranger }, ip: '10.200.0.1' });
    expect(await lastCode(t.app, stranger)).toMatch(/^\d{6}$/);
    expect((await lastMail(stranger)).body).not.toContain('anti-phishing');
  });
});
