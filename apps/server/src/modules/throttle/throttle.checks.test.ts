/**
 * Every secret check of the platform under 40 parallel tries: exactly the limit is compared, the rest are refused
 * before any comparison, and the right secret sent afterwards is refused too (the lock holds). Covers user login,
 * back-office login per account and per address, the pay password and verification codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { call, freshIp, registerUser, sendMailCode, uniqueEmail } from '../accounts/accounts.test-helpers';
import { createCodeService } from '../accounts/codes.service';
import { throttleModule } from './throttle.module';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
}, 60_000);
afterAll(async () => t.close());

const PARALLEL = 40;
const count = (answers: { message: unknown }[], match: (m: string) => boolean) =>
  answers.filter((a) => typeof a.message === 'string' && match(a.message)).length;

describe('40 parallel tries: exactly the limit is checked', () => {
  it('user login: 5 of 40 wrong passwords compared, then the right one is refused', async () => {
    const { email, password } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(t.app, 'POST', '/api/user/login', { body: { user_string: email, password: 'wrong-pass' }, ip: freshIp() }),
      ),
    );
    expect(count(answers, (m) => m === 'Wrong account or password')).toBe(5);
    expect(count(answers, (m) => m.startsWith('Too many failed attempts'))).toBe(PARALLEL - 5);
    const right = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: email, password },
      ip: freshIp(),
    });
    expect(right.type).toBe('error');
  });

  it('admin login per account: 5 of 40 compared (each from its own address), then the right one is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: freshIp(),
          payload: { email: 'admin@example.com', password: 'not-it' },
        }),
      ),
    ).then((rs) => rs.map((r) => r.json() as { message: unknown }));
    expect(count(answers, (m) => m === 'Invalid email or password')).toBe(5);
    expect(count(answers, (m) => m.startsWith('Too many attempts'))).toBe(PARALLEL - 5);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: freshIp(),
      payload: { email: 'admin@example.com', password: 'Admin12345' },
    });
    expect(right.json().type).toBe('error');
  });

  it('admin login per address: 40 accounts tried from one address, 20 compared', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: ip,
          payload: { email: `nobody-${i}@example.com`, password: 'not-it' },
        }),
      ),
    ).then((rs) => rs.map((r) => r.json() as { message: unknown }));
    expect(count(answers, (m) => m === 'Invalid email or password')).toBe(20);
    expect(count(answers, (m) => m.startsWith('Too many attempts'))).toBe(PARALLEL - 20);
  });

  it('pay password: 5 of 40 compared', async () => {
    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: 'demo@example.com', password: 'Demo12345' },
      ip: freshIp(),
    });
    const auth = { authorization: login.message as string };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(t.app, 'POST', '/api/user/cash_save', {
          auth,
          ip: freshIp(),
          body: {
            real_name: 'Demo User',
            bank_name: 'Bank',
            bank_account: '6222020000000000',
            bank_dizhi: 'City',
            bank_network: 'Branch',
            pay_password: '999999',
          },
        }),
      ),
    );
    expect(count(answers, (m) => m === 'Wrong pay password')).toBe(5);
    // Refused unchecked: busy while the five are still being checked, locked once they failed.
    const refused = (m: string) => m.startsWith('Another pay password check') || m.startsWith('Too many wrong pay');
    expect(count(answers, refused)).toBe(PARALLEL - 5);
  });

  it('verification code: 5 of 40 wrong codes compared, then the right code is refused', async () => {
    const email = uniqueEmail('code');
    const code = await sendMailCode(t.app, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const register = (c: string) =>
      call(t.app, 'POST', '/api/user/register', {
        body: { user_string: email, code: c, password: 'Secret-123', re_password: 'Secret-123' },
        ip: freshIp(),
      });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => register(wrong)));
    expect(count(answers, (m) => m === 'The verification code is wrong or has expired')).toBe(5);
    expect(count(answers, (m) => m === 'Too many wrong tries, please request a new code')).toBe(PARALLEL - 5);
    const right = await register(code);
    expect(right).toEqual({ type: 'error', message: 'Too many wrong tries, please request a new code' });
  });

  it('verification code, at the service: 40 parallel wrong codes reach the comparison 5 times', async () => {
    // Direct calls interleave on every database (each reads the code first), unlike HTTP requests on PGlite.
    let sent = '';
    const codes = createCodeService(t.app.database.db, {
      notify: {
        send: async (m: { body: string }) => {
          sent = /\b(\d{6})\b/.exec(m.body)?.[1] ?? '';
        },
      } as never,
      siteName: async () => 'Test',
      throttle: t.app.use(throttleModule).throttle,
    });
    const target = `email:${uniqueEmail('svc')}`;
    await codes.send({ scene: 'register', target, channel: 'email', to: 'x@example.com', ip: freshIp(), lang: 'en' });
    expect(sent).toMatch(/^\d{6}$/);
    const wrong = sent === '000000' ? '000001' : '000000';
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () => codes.verify({ scene: 'register', target, code: wrong, consume: true })),
    );
    const keys = results.map((r) =>
      r.status === 'rejected' ? (r.reason as { say?: { key: string } }).say?.key : 'ok',
    );
    expect(keys.filter((k) => k === 'account.code_invalid')).toHaveLength(5);
    expect(keys.filter((k) => k === 'account.code_exhausted')).toHaveLength(PARALLEL - 5);
    await expect(codes.verify({ scene: 'register', target, code: sent, consume: true })).rejects.toThrow();
  });

  it('a right code after a few wrong ones still works (the throttle does not refuse good codes early)', async () => {
    const email = uniqueEmail('code-ok');
    const code = await sendMailCode(t.app, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const body = (c: string) => ({ user_string: email, code: c, password: 'Secret-123', re_password: 'Secret-123' });
    for (let i = 0; i < 4; i++) await call(t.app, 'POST', '/api/user/register', { body: body(wrong), ip: freshIp() });
    const ok = await call(t.app, 'POST', '/api/user/register', { body: body(code), ip: freshIp() });
    expect(ok).toEqual({ type: 'ok', message: 'Registration successful' });
  });
});
