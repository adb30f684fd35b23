/**
 * Step-up: with a second factor on, withdrawals, saving or deleting a withdrawal address, saving a bank card and
 * changing the pay password need its code (translated refusal when missing or wrong, nothing changed); without
 * one, nothing more is asked.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { lastCode } from '../accounts/accounts.test-helpers';
import { users } from '../accounts/users.tables';
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

let t: TestApp;
const STEP = 30_000;
const db = () => t.app.database.db;
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now(),
  });
const wrongOf = (secret: string) => (codeOf(secret) === '000000' ? '111111' : '000000');
const nextStep = () => vi.setSystemTime(Date.now() + STEP);
const MISSING = 'Enter your two-factor code';
const WRONG = 'The two-factor code is wrong or was already used';

beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A verified user with pay password PAY and 2FA on (its secret and recovery codes). */
async function withTwoFactor(): Promise<TestUser & { secret: string; recovery: string[] }> {
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / STEP) * STEP + STEP + 1_000 });
  const u = await makeWalletUser(t.app, 1);
  const setup = await call(t.app, 'POST', '/api/security/2fa/setup', { headers: u.headers });
  const secret: string = setup.message.secret;
  const on = await call(t.app, 'POST', '/api/security/2fa/enable', {
    headers: u.headers,
    body: { code: codeOf(secret) },
  });
  expect(on.type).toBe('ok');
  nextStep();
  return { ...u, secret, recovery: on.message.recovery_codes };
}

describe('withdrawals', () => {
  const body = (addressId: number, extra: object = {}) => ({
    currency: 3,
    network: 'TRC20',
    number: '100',
    target_type: 'address',
    target_id: addressId,
    pay_password: PAY,
    ...extra,
  });

  it('need the code: missing or wrong moves nothing; the right one withdraws', async () => {
    const u = await withTwoFactor();
    const addressId = await savedAddress(db(), u.id);
    await fund(db(), u.id, 'USDT', '1000');
    const out = (extra: object = {}, lang = 'en') =>
      call(t.app, 'POST', `/api/wallet/out?lang=${lang}`, { headers: u.headers, body: body(addressId, extra) });

    expect(await out()).toEqual({ type: 'error', message: MISSING });
    expect(await out({}, 'zh')).toEqual({ type: 'error', message: '请输入两步验证码' });
    expect(await out({ two_factor_code: wrongOf(u.secret) })).toEqual({ type: 'error', message: WRONG });
    expect(await balanceOf(db(), u.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });

    const ok = await out({ two_factor_code: codeOf(u.secret) });
    expect(ok.type).toBe('ok');
    expect(ok.message.number).toBe('100');
    // The fee is inside the amount: 100 leaves the account (docs/decisions.md "Withdrawal fees and bill texts").
    expect((await balanceOf(db(), u.id, 'USDT')).available).toBe('900');
    // The same code again (same step) is refused; a recovery code works.
    expect(await out({ two_factor_code: codeOf(u.secret) })).toEqual({ type: 'error', message: WRONG });
    expect((await out({ two_factor_code: u.recovery[0] })).type).toBe('ok');
  });

  it('a wrong pay password is refused before the code is looked at (the code is not spent)', async () => {
    const u = await withTwoFactor();
    const addressId = await savedAddress(db(), u.id);
    await fund(db(), u.id, 'USDT', '1000');
    const code = codeOf(u.secret);
    const wrongPay = await call(t.app, 'POST', '/api/wallet/out', {
      headers: u.headers,
      body: body(addressId, { pay_password: '999999', two_factor_code: code }),
    });
    expect(wrongPay).toEqual({ type: 'error', message: 'Wrong pay password' });
    const ok = await call(t.app, 'POST', '/api/wallet/out', {
      headers: u.headers,
      body: body(addressId, { two_factor_code: code }),
    });
    expect(ok.type).toBe('ok');
  });

  it('a user without a second factor is not asked for one', async () => {
    const u = await makeWalletUser(t.app, 1);
    const addressId = await savedAddress(db(), u.id);
    await fund(db(), u.id, 'USDT', '1000');
    expect((await call(t.app, 'POST', '/api/wallet/out', { headers: u.headers, body: body(addressId) })).type).toBe(
      'ok',
    );
  });

  it('wrong codes are throttled: after 5, even the right code is refused', async () => {
    const u = await withTwoFactor();
    const addressId = await savedAddress(db(), u.id);
    await fund(db(), u.id, 'USDT', '1000');
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/wallet/out', {
        headers: u.headers,
        body: body(addressId, { two_factor_code: wrongOf(u.secret) }),
      });
      expect(res).toEqual({ type: 'error', message: WRONG });
    }
    const locked = await call(t.app, 'POST', '/api/wallet/out', {
      headers: u.headers,
      body: body(addressId, { two_factor_code: codeOf(u.secret) }),
    });
    expect(locked.message).toMatch(/^Too many wrong codes, try again in \d+ min$/);
    expect(await balanceOf(db(), u.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('addresses and bank cards', () => {
  const ADDR = { currency: 'USDT', network: 'TRC20', name: 'Main', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
  const CARD = {
    real_name: 'Alice',
    bank_name: 'ICBC',
    bank_account: '6222020000000000',
    bank_dizhi: 'Beijing',
    bank_network: 'Haidian',
  };

  it('saving and deleting an address need the code', async () => {
    const u = await withTwoFactor();
    const qrcode = await voucher(db(), u.id);
    const save = (extra: object) =>
      call(t.app, 'POST', '/api/user/wallet/save', {
        headers: u.headers,
        body: { ...ADDR, qrcode, pay_password: PAY, ...extra },
      });
    expect(await save({})).toEqual({ type: 'error', message: MISSING });
    expect(await save({ two_factor_code: wrongOf(u.secret) })).toEqual({ type: 'error', message: WRONG });
    expect(await db().select().from(walletAddresses).where(eq(walletAddresses.userId, u.id))).toHaveLength(0);
    const saved = await save({ two_factor_code: codeOf(u.secret) });
    expect(saved.type).toBe('ok');
    nextStep();

    const del = (extra: object) =>
      call(t.app, 'POST', '/api/user/wallet/delete', {
        headers: u.headers,
        body: { id: saved.message.id, pay_password: PAY, ...extra },
      });
    expect(await del({})).toEqual({ type: 'error', message: MISSING });
    expect((await del({ two_factor_code: codeOf(u.secret) })).type).toBe('ok');
    expect(await db().select().from(walletAddresses).where(eq(walletAddresses.userId, u.id))).toHaveLength(0);
  });

  it('saving a bank card needs the code', async () => {
    const u = await withTwoFactor();
    const save = (extra: object) =>
      call(t.app, 'POST', '/api/user/cash_save', {
        headers: u.headers,
        body: { ...CARD, pay_password: PAY, ...extra },
      });
    expect(await save({})).toEqual({ type: 'error', message: MISSING });
    expect((await save({ two_factor_code: codeOf(u.secret) })).type).toBe('ok');
  });
});

describe('pay password', () => {
  it('changing it needs the code besides the security code', async () => {
    const u = await withTwoFactor();
    const [row] = await db().select().from(users).where(eq(users.id, u.id));
    const email = row!.email!;
    const securityCode = async () => {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await call(t.app, 'POST', '/api/sms_mail2', { headers: u.headers, body: {} })).type).toBe('ok');
      return lastCode(t.app, email);
    };
    const change = (extra: object) =>
      call(t.app, 'POST', '/api/safe/pay_password', {
        headers: u.headers,
        body: { password: '135790', re_password: '135790', ...extra },
      });
    expect(await change({ code: await securityCode() })).toEqual({ type: 'error', message: MISSING });
    const before = (await db().select().from(users).where(eq(users.id, u.id)))[0]!.payPasswordHash;
    expect(await change({ code: await securityCode(), two_factor_code: wrongOf(u.secret) })).toEqual({
      type: 'error',
      message: WRONG,
    });
    expect((await db().select().from(users).where(eq(users.id, u.id)))[0]!.payPasswordHash).toBe(before);
    expect((await change({ code: await securityCode(), two_factor_code: codeOf(u.secret) })).type).toBe('ok');
    expect((await db().select().from(users).where(eq(users.id, u.id)))[0]!.payPasswordHash).not.toBe(before);
  });
});
