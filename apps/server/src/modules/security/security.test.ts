/**
 * The users' second factor: enrolment with recovery codes, the login step (ticket + code), recovery codes at
 * login, the throttle on codes (40 parallel tries: exactly 5 checked), disabling, the back office's reset, and
 * secrets sealed at rest.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { type Auth, call, freshIp, makeUser } from '../accounts/accounts.test-helpers';
import { adminAudit } from '../admin/admin.tables';
import { userRecoveryCodes, userTotp } from './security.tables';

let t: TestApp;
const STEP = 30_000;
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now(),
  });
const wrongOf = (secret: string) => (codeOf(secret) === '000000' ? '111111' : '000000');
/** The next 30 s step: a TOTP code works once, so each use in a test moves the clock on. */
const nextStep = () => vi.setSystemTime(Date.now() + STEP);

beforeAll(async () => {
  t = await makeTestApp({ seed: true });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A user with 2FA on: its secret and recovery codes. */
async function enrolled() {
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / STEP) * STEP + STEP + 1_000 });
  const u = await makeUser(t.app);
  const setup = await call(t.app, 'POST', '/api/security/2fa/setup', { auth: u.auth });
  expect(setup.type).toBe('ok');
  const secret: string = setup.message.secret;
  const enable = await call(t.app, 'POST', '/api/security/2fa/enable', {
    auth: u.auth,
    body: { code: codeOf(secret) },
  });
  expect(enable.type).toBe('ok');
  nextStep();
  return { ...u, secret, recovery: enable.message.recovery_codes as string[] };
}

const loginOf = (email: string, password: string, ip = freshIp()) =>
  call(t.app, 'POST', '/api/user/login', { body: { user_string: email, password }, ip });
const verify = (ticket: string, code: string, ip = freshIp()) =>
  call(t.app, 'POST', '/api/security/login/verify', { body: { ticket, code }, ip });
const info = (auth: Auth) => call(t.app, 'GET', '/api/user/info', { auth });

describe('enrolment', () => {
  it('sets up with an otpauth URI, refuses a wrong code and a recovery-style code, enables with 10 recovery codes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / STEP) * STEP + STEP + 1_000 });
    const u = await makeUser(t.app);
    expect((await call(t.app, 'GET', '/api/security/2fa', { auth: u.auth })).message).toEqual({
      enabled: false,
      pending: false,
      recovery_left: 0,
    });
    const setup = await call(t.app, 'POST', '/api/security/2fa/setup', { auth: u.auth });
    const { secret, otpauth_url } = setup.message;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauth_url)).toContain(u.email);
    expect((await call(t.app, 'GET', '/api/security/2fa', { auth: u.auth })).message.pending).toBe(true);

    expect(
      await call(t.app, 'POST', '/api/security/2fa/enable', { auth: u.auth, body: { code: wrongOf(secret) } }),
    ).toEqual({ type: 'error', message: 'The two-factor code is wrong or was already used' });
    expect(
      (await call(t.app, 'POST', '/api/security/2fa/enable', { auth: u.auth, body: { code: 'abcde-fghij' } })).type,
    ).toBe('error');
    const ok = await call(t.app, 'POST', '/api/security/2fa/enable', { auth: u.auth, body: { code: codeOf(secret) } });
    expect(ok.type).toBe('ok');
    const codes: string[] = ok.message.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await call(t.app, 'GET', '/api/security/2fa', { auth: u.auth })).message).toEqual({
      enabled: true,
      pending: false,
      recovery_left: 10,
    });
    // A second setup is refused while on.
    expect(await call(t.app, 'POST', '/api/security/2fa/setup', { auth: u.auth })).toEqual({
      type: 'error',
      message: 'Two-factor authentication is already on',
    });
  });

  it('stores the secret sealed (AES-GCM) and the recovery codes only as hashes', async () => {
    const u = await enrolled();
    const id = (await info(u.auth)).message.id as number;
    const [row] = await t.app.database.db.select().from(userTotp).where(eq(userTotp.userId, id));
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(u.secret);
    const stored = await t.app.database.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    const plain = new Set(u.recovery.flatMap((c) => [c, c.replace('-', '')]));
    for (const s of stored) {
      expect(s.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(plain.has(s.codeHash)).toBe(false);
    }
  });
});

describe('login with a second factor', () => {
  it('answers a ticket, not a token; the ticket and a code give the token; neither works twice', async () => {
    const u = await enrolled();
    const first = await loginOf(u.email, u.password);
    expect(first.type).toBe('ok');
    expect(first.message).toEqual({
      two_factor: true,
      ticket: expect.any(String),
      methods: ['totp', 'recovery'],
      expires_in: 300,
    });
    const { ticket } = first.message;
    // The ticket is not a session token.
    expect((await info({ authorization: ticket })).type).toBe('999');
    expect(await verify(ticket, wrongOf(u.secret))).toEqual({
      type: 'error',
      message: 'The two-factor code is wrong or was already used',
    });
    const code = codeOf(u.secret);
    const done = await verify(ticket, code);
    expect(done.type).toBe('ok');
    expect((await info({ authorization: done.message })).message.email).toBe(u.email);
    // The ticket is spent; a new login cannot reuse the same code (same 30 s step).
    expect(await verify(ticket, code)).toEqual({
      type: 'error',
      message: 'This login has expired, please log in again',
    });
    const again = await loginOf(u.email, u.password);
    expect((await verify(again.message.ticket, code)).type).toBe('error');
    nextStep();
    expect((await verify(again.message.ticket, codeOf(u.secret))).type).toBe('ok');
  });

  it('accepts each recovery code once (any case, with or without the dash)', async () => {
    const u = await enrolled();
    const rc = u.recovery[0]!;
    const a = await loginOf(u.email, u.password);
    expect((await verify(a.message.ticket, rc.replace('-', '').toUpperCase())).type).toBe('ok');
    const b = await loginOf(u.email, u.password);
    expect(await verify(b.message.ticket, rc)).toEqual({
      type: 'error',
      message: 'The two-factor code is wrong or was already used',
    });
    expect((await verify(b.message.ticket, u.recovery[1]!)).type).toBe('ok');
    const auth = {
      authorization: (await verify((await loginOf(u.email, u.password)).message.ticket, u.recovery[2]!)).message,
    };
    expect((await call(t.app, 'GET', '/api/security/2fa', { auth })).message.recovery_left).toBe(7);
  });

  it('a ticket expires after 5 minutes', async () => {
    const u = await enrolled();
    const a = await loginOf(u.email, u.password);
    vi.setSystemTime(Date.now() + 301_000);
    expect(await verify(a.message.ticket, codeOf(u.secret))).toEqual({
      type: 'error',
      message: 'This login has expired, please log in again',
    });
  });

  it('40 parallel wrong codes: exactly 5 are checked, the rest and then the right code are refused as locked', async () => {
    const u = await enrolled();
    const { ticket } = (await loginOf(u.email, u.password)).message;
    const wrong = wrongOf(u.secret);
    const answers = await Promise.all(Array.from({ length: 40 }, () => verify(ticket, wrong)));
    const checked = answers.filter((a) => a.message === 'The two-factor code is wrong or was already used');
    const locked = answers.filter((a) => /^Too many wrong codes, try again in \d+ min$/.test(a.message));
    expect(checked).toHaveLength(5);
    expect(locked).toHaveLength(35);
    expect((await verify(ticket, codeOf(u.secret))).message).toMatch(/^Too many wrong codes/);
  });

  it('a user without a second factor still gets the token directly', async () => {
    const u = await makeUser(t.app);
    const res = await loginOf(u.email, u.password);
    expect(typeof res.message).toBe('string');
  });

  it('translates the refusals', async () => {
    const u = await enrolled();
    const a = await loginOf(u.email, u.password);
    const res = await call(t.app, 'POST', '/api/security/login/verify?lang=zh', {
      body: { ticket: a.message.ticket, code: wrongOf(u.secret) },
      ip: freshIp(),
    });
    expect(res).toEqual({ type: 'error', message: '两步验证码错误或已被使用' });
  });
});

describe('disabling and renewing', () => {
  it('needs a code to disable; afterwards the login answers a token', async () => {
    const u = await enrolled();
    const auth = {
      authorization: (await verify((await loginOf(u.email, u.password)).message.ticket, u.recovery[0]!)).message,
    };
    expect(
      (await call(t.app, 'POST', '/api/security/2fa/disable', { auth, body: { code: wrongOf(u.secret) } })).type,
    ).toBe('error');
    expect((await call(t.app, 'POST', '/api/security/2fa/disable', { auth, body: {} })).type).toBe('error');
    expect(await call(t.app, 'POST', '/api/security/2fa/disable', { auth, body: { code: codeOf(u.secret) } })).toEqual({
      type: 'ok',
      message: 'Two-factor authentication is off',
    });
    expect((await call(t.app, 'GET', '/api/security/2fa', { auth })).message).toEqual({
      enabled: false,
      pending: false,
      recovery_left: 0,
    });
    expect(typeof (await loginOf(u.email, u.password)).message).toBe('string');
  });

  it('renews the recovery codes (the old ones stop working)', async () => {
    const u = await enrolled();
    const auth = {
      authorization: (await verify((await loginOf(u.email, u.password)).message.ticket, u.recovery[0]!)).message,
    };
    const renewed = await call(t.app, 'POST', '/api/security/2fa/recovery_codes', {
      auth,
      body: { code: codeOf(u.secret) },
    });
    expect(renewed.message.recovery_codes).toHaveLength(10);
    const a = await loginOf(u.email, u.password);
    expect((await verify(a.message.ticket, u.recovery[1]!)).type).toBe('error');
    expect((await verify(a.message.ticket, renewed.message.recovery_codes[0])).type).toBe('ok');
  });
});

describe('back office reset', () => {
  it('an operator with users:write resets a user 2FA (audited, shown on the detail); others are refused', async () => {
    const u = await enrolled();
    const id = (await info((await makeUser(t.app)).auth)).message.id as number; // a user without 2FA
    const superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    const { ticket } = (await loginOf(u.email, u.password)).message;
    const userId = (await info({ authorization: (await verify(ticket, u.recovery[0]!)).message })).message.id as number;

    expect((await call(t.app, 'GET', `/api/admin/users/${userId}`, { auth: superAuth })).message.two_factor).toBe(true);
    const content = await call(t.app, 'POST', '/api/admin/admins', {
      auth: superAuth,
      body: { email: `c-${userId}@example.com`, name: 'c', role: 'content', password: 'Role-Pass-123' },
    });
    expect(content.type).toBe('ok');
    const contentAuth = await adminAuth(t.app, `c-${userId}@example.com`, 'Role-Pass-123');
    expect((await call(t.app, 'POST', `/api/admin/users/${userId}/2fa/reset`, { auth: contentAuth })).type).toBe(
      'error',
    );
    expect(
      (
        await call(t.app, 'GET', '/api/security/2fa', {
          auth: {
            authorization: (await verify((await loginOf(u.email, u.password)).message.ticket, u.recovery[1]!)).message,
          },
        })
      ).message.enabled,
    ).toBe(true);

    expect(await call(t.app, 'POST', `/api/admin/users/${userId}/2fa/reset`, { auth: superAuth })).toEqual({
      type: 'ok',
      message: "The user's two-factor authentication was reset",
    });
    expect((await call(t.app, 'POST', `/api/admin/users/${id}/2fa/reset`, { auth: superAuth })).type).toBe('error');
    expect((await call(t.app, 'GET', `/api/admin/users/${userId}`, { auth: superAuth })).message.two_factor).toBe(
      false,
    );
    expect(typeof (await loginOf(u.email, u.password)).message).toBe('string');
    const audit = await t.app.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.target, `user:${userId}`));
    expect(audit.map((a) => a.action)).toContain('user.2fa_reset');
  });
});
