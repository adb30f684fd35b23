/**
 * Passkeys as a login second factor, with a software authenticator (P-256 key, "none" attestation, real
 * signatures checked by @simplewebauthn/server): register, list, log in with an assertion, refuse a forged one
 * and a replayed challenge, delete.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { type Auth, call, freshIp, makeUser } from '../accounts/accounts.test-helpers';
import { SoftAuthenticator } from './security.test-helpers';

let t: TestApp;
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const FAILED = 'The passkey could not be verified, please try again';

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

const loginOf = (email: string, password: string) =>
  call(t.app, 'POST', '/api/user/login', { body: { user_string: email, password }, ip: freshIp() });

async function withPasskey() {
  const u = await makeUser(t.app);
  const url = new URL(t.config.publicUrl);
  const device = new SoftAuthenticator(url.origin, url.hostname);
  const options = await call(t.app, 'POST', '/api/security/passkeys/register/options', { auth: u.auth });
  expect(options.type).toBe('ok');
  expect(options.message.rp.id).toBe(url.hostname);
  const saved = await call(t.app, 'POST', '/api/security/passkeys/register', {
    auth: u.auth,
    body: { response: device.register(options.message), name: 'Laptop' },
  });
  expect(saved.type).toBe('ok');
  return { ...u, device, options: options.message, passkeyId: saved.message.id as number };
}

async function passkeyLogin(u: { email: string; password: string }, device: SoftAuthenticator, forge = false) {
  const first = await loginOf(u.email, u.password);
  expect(first.message).toMatchObject({ two_factor: true, methods: ['passkey'] });
  const { ticket } = first.message;
  const options = await call(t.app, 'POST', '/api/security/login/passkey/options', { body: { ticket } });
  expect(options.message.allowCredentials.map((c: { id: string }) => c.id)).toEqual([b64(device.credentialId)]);
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const response = forge ? device.assert(options.message, other) : device.assert(options.message);
  return {
    ticket,
    response,
    answer: await call(t.app, 'POST', '/api/security/login/passkey', { body: { ticket, response }, ip: freshIp() }),
  };
}

const me = (auth: Auth) => call(t.app, 'GET', '/api/user/info', { auth });

describe('passkeys', () => {
  it('registers one (listed by name) and refuses to register the same answer twice', async () => {
    const u = await withPasskey();
    const list = await call(t.app, 'GET', '/api/security/passkeys', { auth: u.auth });
    expect(list.message).toEqual([
      { id: u.passkeyId, name: 'Laptop', created_at: expect.any(String), last_used_at: null },
    ]);
    // The registration challenge was spent.
    const again = await call(t.app, 'POST', '/api/security/passkeys/register', {
      auth: u.auth,
      body: { response: u.device.register(u.options) },
    });
    expect(again).toEqual({ type: 'error', message: FAILED });
  });

  it('is asked at login: an assertion of the registered key gives the token; the ticket works once', async () => {
    const u = await withPasskey();
    const { ticket, response, answer } = await passkeyLogin(u, u.device);
    expect(answer.type).toBe('ok');
    expect((await me({ authorization: answer.message })).message.email).toBe(u.email);
    expect(
      await call(t.app, 'POST', '/api/security/login/passkey', { body: { ticket, response }, ip: freshIp() }),
    ).toEqual({ type: 'error', message: 'This login has expired, please log in again' });
    const list = await call(t.app, 'GET', '/api/security/passkeys', { auth: u.auth });
    expect(list.message[0].last_used_at).not.toBeNull();
  });

  it('refuses an assertion signed by another key, and a challenge used twice', async () => {
    const u = await withPasskey();
    const forged = await passkeyLogin(u, u.device, true);
    expect(forged.answer).toEqual({ type: 'error', message: FAILED });
    // The login challenge of that ticket is spent: even a right signature needs new options.
    const replay = await call(t.app, 'POST', '/api/security/login/passkey', {
      body: { ticket: forged.ticket, response: u.device.assert({ challenge: 'AAAA' }) },
      ip: freshIp(),
    });
    expect(replay).toEqual({ type: 'error', message: FAILED });
  });

  it('deleting the only passkey gives the plain login back; another user cannot delete it', async () => {
    const u = await withPasskey();
    const other = await makeUser(t.app);
    expect(
      (await call(t.app, 'POST', '/api/security/passkeys/delete', { auth: other.auth, body: { id: u.passkeyId } }))
        .type,
    ).toBe('error');
    expect(
      (await call(t.app, 'POST', '/api/security/passkeys/delete', { auth: u.auth, body: { id: u.passkeyId } })).type,
    ).toBe('ok');
    expect(typeof (await loginOf(u.email, u.password)).message).toBe('string');
  });
});
