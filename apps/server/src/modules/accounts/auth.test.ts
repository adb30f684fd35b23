import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { outbox } from '../notify/notify.tables';
import {
  call,
  freshIp,
  lastCode,
  login,
  makeUser,
  registerUser,
  securityCode,
  sendMailCode,
  uniqueEmail,
} from './accounts.test-helpers';
import { verificationCodes } from './codes.tables';
import { userSessions } from './sessions.tables';

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await makeTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void logs.push(l) } });
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const register = (body: object) => call(t.app, 'POST', '/api/user/register', { body, ip: freshIp() });
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date'] });

describe('codes', () => {
  it('are stored hashed, written to the outbox in the user language, never logged or answered', async () => {
    const email = uniqueEmail();
    const res = await call(t.app, 'POST', '/api/sms_mail?lang=zh', { body: { user_string: email }, ip: freshIp() });
    expect(res).toEqual({ type: 'ok', message: '验证码已发送' });
    const code = await lastCode(t.app, email);
    const [mail] = await t.app.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.subject).toBe('OpenX 验证码');
    expect(mail!.body).toContain(code);
    const [row] = await t.app.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, `email:${email}`));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(logs.join('\n')).not.toContain(code);
    expect(logs.join('\n')).toContain('dev outbox');
  });

  it('throttle sends: one per 60 s per address, 10 per hour per address, 30 per hour per IP', async () => {
    fakeClock();
    const email = uniqueEmail();
    const ip = freshIp();
    const send = (to = email, from = ip) =>
      call(t.app, 'POST', '/api/sms_mail', { body: { user_string: to }, ip: from });
    expect((await send()).type).toBe('ok');
    const again = await send();
    expect(again.type).toBe('error');
    expect(again.message).toMatch(/^Too many requests, try again in (60|59) s$/);
    for (let i = 0; i < 9; i++) {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await send(email, freshIp())).type).toBe('ok');
    }
    vi.setSystemTime(Date.now() + 61_000);
    expect((await send(email, freshIp())).message).toMatch(/^Too many requests, try again in \d+ s$/);
    // Per IP: 30 an hour, whatever the address.
    const busy = freshIp();
    for (let i = 0; i < 30; i++) expect((await send(uniqueEmail(), busy)).type).toBe('ok');
    expect((await send(uniqueEmail(), busy)).message).toMatch(/^Too many requests/);
  });

  it('refuse an already registered email for register; forget answers the same for unknown emails', async () => {
    const { email } = await registerUser(t.app);
    expect(await call(t.app, 'POST', '/api/sms_mail', { body: { user_string: email }, ip: freshIp() })).toEqual({
      type: 'error',
      message: 'This account already exists',
    });
    const unknown = uniqueEmail();
    const res = await call(t.app, 'POST', '/api/sms_mail', {
      body: { user_string: unknown, type: 'forget' },
      ip: freshIp(),
    });
    expect(res).toEqual({ type: 'ok', message: 'Code sent' });
    await expect(lastCode(t.app, unknown)).rejects.toThrow(); // nothing delivered
  });

  it('check_email validates without consuming, and counts wrong tries', async () => {
    const email = uniqueEmail();
    const code = await sendMailCode(t.app, email);
    const check = (c: string) =>
      call(t.app, 'POST', '/api/user/check_email', { body: { user_string: email, email_code: c }, ip: freshIp() });
    expect(await check(code)).toEqual({ type: 'ok', message: true });
    expect(await check(code)).toEqual({ type: 'ok', message: true });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await check(wrong)).message).toBe('The verification code is wrong or has expired');
  });
});

describe('register', () => {
  it('needs the right code, once', async () => {
    const email = uniqueEmail();
    const code = await sendMailCode(t.app, email);
    const body = { user_string: email, code, password: 'Secret-123', re_password: 'Secret-123' };
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await register({ ...body, code: wrong })).toEqual({
      type: 'error',
      message: 'The verification code is wrong or has expired',
    });
    expect(await register(body)).toEqual({ type: 'ok', message: 'Registration successful' });
    expect((await register(body)).message).toBe('This account already exists');
    // Replaying the code for another purpose fails too: it is used.
    await login(t.app, email, 'Secret-123');
  });

  it('refuses a code after 10 minutes', async () => {
    fakeClock();
    const email = uniqueEmail();
    const code = await sendMailCode(t.app, email);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const res = await register({ user_string: email, code, password: 'Secret-123', re_password: 'Secret-123' });
    expect(res.message).toBe('The verification code is wrong or has expired');
  });

  it('kills a code after 5 wrong tries, even for the right one afterwards', async () => {
    const email = uniqueEmail();
    const code = await sendMailCode(t.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { user_string: email, password: 'Secret-123', re_password: 'Secret-123' };
    for (let i = 0; i < 5; i++) expect((await register({ ...body, code: wrong })).type).toBe('error');
    expect(await register({ ...body, code })).toEqual({
      type: 'error',
      message: 'Too many wrong tries, please request a new code',
    });
  });

  it('checks the passwords and the invite code; a valid invite links the inviter', async () => {
    const email = uniqueEmail();
    const code = await sendMailCode(t.app, email);
    const body = { user_string: email, code, password: 'Secret-123', re_password: 'Secret-124' };
    expect((await register(body)).message).toBe('confirm password: The two passwords are inconsistent');
    expect((await register({ ...body, re_password: 'short', password: 'short' })).message).toBe(
      'password: too short (at least 7 characters)',
    );
    expect((await register({ ...body, re_password: 'Secret-123', extension_code: 'ZZZZZZZZ' })).message).toBe(
      'Unknown invitation code',
    );
  });

  it('registers by mobile with an SMS code', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const res = await call(t.app, 'POST', '/api/sms_send', { body: { mobile, area_code: '86' }, ip: freshIp() });
    expect(res.type).toBe('ok');
    const code = await lastCode(t.app, `+86${mobile}`);
    expect(
      await register({
        type: 'mobile',
        user_string: mobile,
        area_code: '86',
        code,
        password: 'Secret-123',
        re_password: 'Secret-123',
      }),
    ).toEqual({ type: 'ok', message: 'Registration successful' });
    const token = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: mobile, password: 'Secret-123' },
      ip: freshIp(),
    });
    expect(token.type).toBe('ok');
  });
});

describe('login and sessions', () => {
  it('answers the same error for an unknown account and a wrong password', async () => {
    const { email } = await registerUser(t.app);
    const unknown = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: uniqueEmail(), password: 'x' },
      ip: freshIp(),
    });
    const wrong = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: email, password: 'nope' },
      ip: freshIp(),
    });
    expect(unknown).toEqual({ type: 'error', message: 'Wrong account or password' });
    expect(wrong).toEqual(unknown);
  });

  it('locks an account for 15 min after 5 failures, even with the right password, then lets it in', async () => {
    fakeClock();
    const { email, password } = await registerUser(t.app);
    const attempt = (p: string) =>
      call(t.app, 'POST', '/api/user/login', { body: { user_string: email, password: p }, ip: freshIp() });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-pass')).message).toBe('Wrong account or password');
    expect(await attempt(password)).toEqual({
      type: 'error',
      message: 'Too many failed attempts, try again in 15 min',
    });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await attempt(password)).type).toBe('ok');
  });

  it('locks an address after 50 failures in 15 min across accounts', async () => {
    fakeClock();
    const ip = freshIp();
    const fail = () =>
      call(t.app, 'POST', '/api/user/login', { body: { user_string: uniqueEmail(), password: 'x' }, ip });
    // Two minutes of 25 tries each: under the route's own 30 a minute, over the address's 50 per 15 min.
    for (let i = 0; i < 25; i++) expect((await fail()).message).toBe('Wrong account or password');
    vi.setSystemTime(Date.now() + 61_000);
    for (let i = 0; i < 25; i++) expect((await fail()).message).toBe('Wrong account or password');
    expect((await fail()).message).toMatch(/^Too many failed attempts/);
  });

  it('gives a new 32-byte token at every login, stored only as sha256', async () => {
    const { email, password } = await registerUser(t.app);
    const a = await login(t.app, email, password);
    const b = await login(t.app, email, password);
    expect(a.authorization).not.toBe(b.authorization);
    expect(Buffer.from(a.authorization, 'base64url')).toHaveLength(32);
    const rows = await t.app.database.db.select().from(userSessions);
    expect(JSON.stringify(rows)).not.toContain(a.authorization);
    expect(
      (await call(t.app, 'GET', '/api/user/info', { auth: { authorization: `Bearer ${a.authorization}` } })).type,
    ).toBe('ok');
  });

  it('answers 999 without a token, with a bad one, after logout and after expiry; expiry slides with use', async () => {
    expect(await call(t.app, 'GET', '/api/user/info')).toEqual({ type: '999', message: 'Please log in first' });
    expect((await call(t.app, 'GET', '/api/user/info', { auth: { authorization: 'nope' } })).type).toBe('999');
    // Strangers learn nothing about the body schema.
    expect((await call(t.app, 'POST', '/api/user/editNickname', { body: { bogus: 1 } })).type).toBe('999');

    const u = await makeUser(t.app);
    expect((await call(t.app, 'GET', '/api/user/logout', { auth: u.auth })).message).toBe('Logged out');
    expect((await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).type).toBe('999');

    fakeClock();
    const v = await makeUser(t.app);
    vi.setSystemTime(Date.now() + 6 * 24 * 3600_000); // day 6: used, so it slides to day 13
    expect((await call(t.app, 'GET', '/api/user/info', { auth: v.auth })).type).toBe('ok');
    vi.setSystemTime(Date.now() + 6 * 24 * 3600_000); // day 12
    expect((await call(t.app, 'GET', '/api/user/info', { auth: v.auth })).type).toBe('ok');
    vi.setSystemTime(Date.now() + 8 * 24 * 3600_000); // idle for 8 days
    expect((await call(t.app, 'GET', '/api/user/info', { auth: v.auth })).type).toBe('999');
  });

  it('lists own sessions (current flagged) and revokes the others', async () => {
    const u = await makeUser(t.app);
    const other = await login(t.app, u.email, u.password);
    const list = await call(t.app, 'GET', '/api/safe/sessions', { auth: u.auth });
    expect(list.message).toHaveLength(2);
    expect(list.message.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(await call(t.app, 'POST', '/api/safe/sessions/revoke_others', { auth: u.auth })).toEqual({
      type: 'ok',
      message: { revoked: 1 },
    });
    expect((await call(t.app, 'GET', '/api/user/info', { auth: other })).type).toBe('999');
    expect((await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).type).toBe('ok');
  });
});

describe('passwords', () => {
  it('forget checks the code, resets the password and revokes every token', async () => {
    fakeClock();
    const u = await makeUser(t.app);
    vi.setSystemTime(Date.now() + 61_000);
    const code = await sendMailCode(t.app, u.email, 'forget');
    const body = { account: u.email, code, password: 'New-Secret-1', repassword: 'New-Secret-1' };
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await call(t.app, 'POST', '/api/user/forget', { body: { ...body, code: wrong }, ip: freshIp() })).type,
    ).toBe('error');
    expect(await call(t.app, 'POST', '/api/user/forget', { body, ip: freshIp() })).toEqual({
      type: 'ok',
      message: 'Password reset, please log in',
    });
    expect((await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).type).toBe('999');
    await login(t.app, u.email, 'New-Secret-1');
    expect((await call(t.app, 'POST', '/api/user/forget', { body, ip: freshIp() })).type).toBe('error'); // replay
  });

  it('update_password needs the old password and a security code, and revokes all tokens', async () => {
    const u = await makeUser(t.app);
    const second = await login(t.app, u.email, u.password);
    const code = await securityCode(t.app, u.auth, u.email);
    const body = { old_password: 'wrong-one', password: 'Changed-123', re_password: 'Changed-123', code };
    expect((await call(t.app, 'POST', '/api/safe/update_password', { auth: u.auth, body })).message).toBe(
      'The current password is wrong',
    );
    const res = await call(t.app, 'POST', '/api/safe/update_password', {
      auth: u.auth,
      body: { ...body, old_password: u.password },
    });
    expect(res).toEqual({ type: 'ok', message: 'Password changed, please log in again' });
    expect((await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).type).toBe('999');
    expect((await call(t.app, 'GET', '/api/user/info', { auth: second })).type).toBe('999');
    await login(t.app, u.email, 'Changed-123');
  });

  it('pay password needs a security code; nothing secret comes back in /user/info', async () => {
    const u = await makeUser(t.app);
    const code = await securityCode(t.app, u.auth, u.email);
    const res = await call(t.app, 'POST', '/api/safe/pay_password', {
      auth: u.auth,
      body: { password: '654321', re_password: '654321', code },
    });
    expect(res).toEqual({ type: 'ok', message: 'Pay password saved' });
    const info = await call(t.app, 'GET', '/api/user/info', { auth: u.auth });
    expect(info.message.has_pay_password).toBe(true);
    expect(JSON.stringify(info)).not.toMatch(/hash|argon|654321/);
  });
});

describe('binding email and phone', () => {
  it('binds a first phone with its code; changing it needs the pay password or a security code', async () => {
    const u = await makeUser(t.app);
    const bind = async (mobile: string, extra: object = {}) => {
      await call(t.app, 'POST', '/api/sms_send', { body: { mobile, scene: 'bind' }, ip: freshIp() });
      const code = await lastCode(t.app, `+86${mobile}`);
      return call(t.app, 'POST', '/api/safe/mobile', {
        auth: u.auth,
        body: { mobile, area_code: '86', code, ...extra },
      });
    };
    expect(await bind('13700000001')).toEqual({ type: 'ok', message: 'Phone number bound' });
    expect((await bind('13700000002')).message).toBe('Enter your pay password or a security code');
    expect((await bind('13700000003', { pay_password: '999999' })).message).toBe('Wrong pay password');
    const security = await securityCode(t.app, u.auth, u.email);
    expect(await bind('13700000004', { security_code: security })).toEqual({
      type: 'ok',
      message: 'Phone number bound',
    });
    expect((await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).message.mobile).toBe('13700000004');
  });

  it('refuses an email that belongs to someone else', async () => {
    const u = await makeUser(t.app);
    const other = await registerUser(t.app);
    const res = await call(t.app, 'POST', '/api/sms_mail', {
      body: { user_string: other.email, scene: 'bind' },
      ip: freshIp(),
    });
    expect(res.message).toBe('This account already exists');
    const code = await securityCode(t.app, u.auth, u.email);
    const change = await call(t.app, 'POST', '/api/safe/email', {
      auth: u.auth,
      body: { email: other.email, code: '123456', security_code: code },
    });
    expect(change.message).toBe('This account already exists');
  });
});
