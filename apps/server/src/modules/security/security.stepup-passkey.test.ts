/**
 * Passkeys as the step-up of sensitive calls: a user whose only second factor is a passkey signs a step-up
 * challenge (software authenticator, real signatures) and gets a one-use proof that a withdrawal, an address or
 * a bank card carries in `two_factor_code`. Without it, or with a spent, foreign, expired or forged
 * one, nothing moves.
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { walletAddresses } from '../wallet/wallet.book.tables';
import {
  balanceOf,
  call,
  fund,
  makeWalletUser,
  PAY,
  savedAddress,
  type TestUser,
  voucher,
} from '../wallet/wallet.test-kit';
import { SoftAuthenticator } from './security.test-helpers';

let t: TestApp;
const db = () => t.app.database.db;
const NEEDED = 'Confirm with your passkey first';
const FAILED = 'The passkey could not be verified, please try again';

beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type PasskeyUser = TestUser & { device: SoftAuthenticator };

async function withPasskey(): Promise<PasskeyUser> {
  const u = await makeWalletUser(t.app, 1);
  const url = new URL(t.config.publicUrl);
  const device = new SoftAuthenticator(url.origin, url.hostname);
  const options = await call(t.app, 'POST', '/api/security/passkeys/register/options', { headers: u.headers });
  const saved = await call(t.app, 'POST', '/api/security/passkeys/register', {
    headers: u.headers,
    body: { response: device.register(options.message) },
  });
  expect(saved.type).toBe('ok');
  return { ...u, device };
}

/** Options, the device's assertion, and the server's answer (a proof, or the refusal). */
async function stepUp(u: PasskeyUser, opts: { forge?: boolean } = {}) {
  const options = await call(t.app, 'POST', '/api/security/stepup/passkey/options', { headers: u.headers });
  expect(options.type).toBe('ok');
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const response = opts.forge ? u.device.assert(options.message, other) : u.device.assert(options.message);
  return call(t.app, 'POST', '/api/security/stepup/passkey', { headers: u.headers, body: { response } });
}

async function proofOf(u: PasskeyUser): Promise<string> {
  const answer = await stepUp(u);
  expect(answer.type).toBe('ok');
  expect(answer.message.expires_in).toBe(300);
  expect(answer.message.proof).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
  return answer.message.proof;
}

describe('passkey step-up: withdrawals', () => {
  const out = async (u: PasskeyUser, extra: object = {}, lang = 'en') => {
    const addressId = await savedAddress(db(), u.id);
    return call(t.app, 'POST', `/api/wallet/out?lang=${lang}`, {
      headers: u.headers,
      body: {
        currency: 3,
        network: 'TRC20',
        number: '100',
        target_type: 'address',
        target_id: addressId,
        pay_password: PAY,
        ...extra,
      },
    });
  };

  it('a passkey-only user is asked for the passkey; its proof withdraws once', async () => {
    const u = await withPasskey();
    await fund(db(), u.id, 'USDT', '1000');
    expect(await out(u)).toEqual({ type: 'error', message: NEEDED });
    expect(await out(u, {}, 'jp')).toEqual({ type: 'error', message: '先にパスキーで確認してください' });
    // A TOTP-shaped code is no answer for a user without an authenticator app.
    expect(await out(u, { two_factor_code: '123456' })).toEqual({ type: 'error', message: NEEDED });
    expect(await balanceOf(db(), u.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });

    const proof = await proofOf(u);
    const ok = await out(u, { two_factor_code: proof });
    expect(ok.type).toBe('ok');
    expect((await balanceOf(db(), u.id, 'USDT')).available).toBe('900');
    expect(await out(u, { two_factor_code: proof })).toEqual({ type: 'error', message: FAILED });
    expect((await balanceOf(db(), u.id, 'USDT')).available).toBe('900');
  });

  it('40 parallel withdrawals with one proof: exactly one goes through', async () => {
    const u = await withPasskey();
    await fund(db(), u.id, 'USDT', '1000');
    const addressId = await savedAddress(db(), u.id);
    const proof = await proofOf(u);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(t.app, 'POST', '/api/wallet/out', {
          headers: u.headers,
          body: {
            currency: 3,
            network: 'TRC20',
            number: '100',
            target_type: 'address',
            target_id: addressId,
            pay_password: PAY,
            two_factor_code: proof,
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(1);
    expect((await balanceOf(db(), u.id, 'USDT')).available).toBe('900');
  });

  it("another user's proof, a forged assertion and an expired proof are refused", async () => {
    const u = await withPasskey();
    const other = await withPasskey();
    await fund(db(), u.id, 'USDT', '1000');
    expect(await out(u, { two_factor_code: await proofOf(other) })).toEqual({ type: 'error', message: FAILED });
    expect(await stepUp(u, { forge: true })).toEqual({ type: 'error', message: FAILED });

    const proof = await proofOf(u);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    expect(await out(u, { two_factor_code: proof })).toEqual({ type: 'error', message: FAILED });
    vi.useRealTimers();
    expect(await balanceOf(db(), u.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });
  });

  it("a step-up challenge is the user's own: another user's assertion of it fails", async () => {
    const u = await withPasskey();
    const other = await withPasskey();
    const options = await call(t.app, 'POST', '/api/security/stepup/passkey/options', { headers: u.headers });
    // `other` signs u's challenge with its own key: its own challenge slot is empty, and the key is not u's.
    const asOther = await call(t.app, 'POST', '/api/security/stepup/passkey', {
      headers: other.headers,
      body: { response: other.device.assert(options.message) },
    });
    expect(asOther).toEqual({ type: 'error', message: FAILED });
    const asU = await call(t.app, 'POST', '/api/security/stepup/passkey', {
      headers: u.headers,
      body: { response: other.device.assert(options.message) },
    });
    expect(asU).toEqual({ type: 'error', message: FAILED });
  });

  it('a user without passkeys gets no step-up options; a visitor is refused', async () => {
    const u = await makeWalletUser(t.app, 1);
    expect(await call(t.app, 'POST', '/api/security/stepup/passkey/options', { headers: u.headers })).toEqual({
      type: 'error',
      message: FAILED,
    });
    // The spec's "log in first" answer.
    expect((await call(t.app, 'POST', '/api/security/stepup/passkey/options')).type).toBe('999');
  });
});

describe('passkey step-up: addresses and bank cards', () => {
  it('saving an address takes the proof', async () => {
    const u = await withPasskey();
    const qrcode = await voucher(db(), u.id);
    const save = (extra: object) =>
      call(t.app, 'POST', '/api/user/wallet/save', {
        headers: u.headers,
        body: {
          currency: 'USDT',
          network: 'TRC20',
          name: 'Main',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          qrcode,
          pay_password: PAY,
          ...extra,
        },
      });
    expect(await save({})).toEqual({ type: 'error', message: NEEDED });
    expect(await db().select().from(walletAddresses).where(eq(walletAddresses.userId, u.id))).toHaveLength(0);
    expect((await save({ two_factor_code: await proofOf(u) })).type).toBe('ok');
    expect(await db().select().from(walletAddresses).where(eq(walletAddresses.userId, u.id))).toHaveLength(1);
  });

  it('a user with both factors may use either', async () => {
    const u = await withPasskey();
    const setup = await call(t.app, 'POST', '/api/security/2fa/setup', { headers: u.headers });
    const secret: string = setup.message.secret;
    const code = () =>
      new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    expect(
      (await call(t.app, 'POST', '/api/security/2fa/enable', { headers: u.headers, body: { code: code() } })).type,
    ).toBe('ok');
    const card = (extra: object) =>
      call(t.app, 'POST', '/api/user/cash_save', {
        headers: u.headers,
        body: {
          real_name: 'Alice',
          bank_name: 'ICBC',
          bank_account: '6222020000000000',
          bank_dizhi: 'Beijing',
          bank_network: 'Haidian',
          pay_password: PAY,
          ...extra,
        },
      });
    expect(await card({})).toEqual({ type: 'error', message: 'Enter your two-factor code' });
    expect((await card({ two_factor_code: await proofOf(u) })).type).toBe('ok');
  });
});
