/** Factories for the accounts integration tests: read codes from the dev outbox, make users, sign in. */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import { outbox } from '../notify/notify.tables';

export type Auth = { authorization: string };
let ipCounter = 1;
/** A fresh client address per call, so per-IP throttles of one test do not leak into another. */
export const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  opts: { auth?: Auth | undefined; body?: object; ip?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    ...(opts.auth ? { headers: opts.auth } : {}),
    ...(opts.body ? { payload: opts.body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test payloads are checked by the assertions that read them
  return res.json() as { type: string; message: any };
}

/**
 * The code in the newest outbox message to `to` that carries one (new-login mails, sent by a sweeper at any
 * moment, carry none and are passed over).
 */
export async function lastCode(app: App, to: string): Promise<string> {
  const rows = await app.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(10);
  const code = rows.map((row) => row.body.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export const uniqueEmail = (prefix = 'u') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export async function sendMailCode(app: App, email: string, scene = 'register') {
  const res = await call(app, 'POST', '/api/sms_mail', { body: { user_string: email, scene }, ip: freshIp() });
  expect(res).toEqual({ type: 'ok', message: 'Code sent' });
  return lastCode(app, email);
}

export async function registerUser(
  app: App,
  email = uniqueEmail(),
  password = 'Secret-123',
  extra: Record<string, string> = {},
) {
  const code = await sendMailCode(app, email);
  const res = await call(app, 'POST', '/api/user/register', {
    body: { user_string: email, code, password, re_password: password, ...extra },
    ip: freshIp(),
  });
  expect(res).toEqual({ type: 'ok', message: 'Registration successful' });
  return { email, password };
}

export async function login(app: App, email: string, password: string): Promise<Auth> {
  const res = await call(app, 'POST', '/api/user/login', { body: { user_string: email, password }, ip: freshIp() });
  expect(res.type).toBe('ok');
  return { authorization: res.message };
}

/** A registered, signed-in user. */
export async function makeUser(app: App, email = uniqueEmail()) {
  const { password } = await registerUser(app, email);
  return { email, password, auth: await login(app, email, password) };
}

/** A code of scene security, sent to the user's own email by /sms_mail2. */
export async function securityCode(app: App, auth: Auth, email: string): Promise<string> {
  const res = await call(app, 'POST', '/api/sms_mail2', { auth, body: {}, ip: freshIp() });
  expect(res.type).toBe('ok');
  return lastCode(app, email);
}

let mobileCounter = 0;
/** Binds a fresh mainland phone number to the user (first bind: only the new number's code). */
export async function bindPhone(app: App, auth: Auth): Promise<string> {
  const mobile = `136${String(Date.now() % 1e5).padStart(5, '0')}${String(mobileCounter++ % 1000).padStart(3, '0')}`;
  await call(app, 'POST', '/api/sms_send', { body: { mobile, scene: 'bind' }, ip: freshIp() });
  const code = await lastCode(app, `+86${mobile}`);
  const res = await call(app, 'POST', '/api/safe/mobile', { auth, body: { mobile, code } });
  expect(res.type).toBe('ok');
  return mobile;
}
