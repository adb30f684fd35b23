import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { type Auth, call, makeUser, securityCode } from '../accounts/accounts.test-helpers';

let t: TestApp;
let dataDir: string;
let qr: string;
let alice: { email: string; auth: Auth };
let bob: { email: string; auth: Auth };

/** Codes to one address are 1 per 60 s: move the (Date-only) clock past that before asking again. */
async function freshSecurityCode(u: { email: string; auth: Auth }) {
  vi.setSystemTime(Date.now() + 61_000);
  return securityCode(t.app, u.auth, u.email);
}

async function setPay(u: { email: string; auth: Auth }, pay: string) {
  const code = await freshSecurityCode(u);
  const res = await call(t.app, 'POST', '/api/safe/pay_password', {
    auth: u.auth,
    body: { password: pay, re_password: pay, code },
  });
  expect(res.type).toBe('ok');
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  dataDir = mkdtempSync(join(tmpdir(), 'wallet-'));
  t = await makeTestApp({ dataDir });
  alice = await makeUser(t.app);
  bob = await makeUser(t.app);
  await setPay(alice, '111111');
  await setPay(bob, '222222');
  qr = await uploadQr(alice.auth);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ADDR = { currency: 'USDT', network: 'TRC20', name: 'Main', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
/** The QR image as uploaded by `auth` (an upload can only be attached by its uploader; same bytes, same address). */
async function uploadQr(auth: Auth): Promise<string> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const boundary = 'qrboundary';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="qr.png"\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json().message;
}
const uploadedBy = new Set<string>();
const save = async (auth: Auth, body: object) => {
  if (!uploadedBy.has(auth.authorization)) {
    expect(await uploadQr(auth)).toBe(qr);
    uploadedBy.add(auth.authorization);
  }
  return call(t.app, 'POST', '/api/user/wallet/save', { auth, body: { ...ADDR, qrcode: qr, ...body } });
};
const CARD = {
  real_name: 'Alice',
  bank_name: 'ICBC',
  bank_account: '6222020000000000',
  bank_dizhi: 'Beijing',
  bank_network: 'Haidian',
};

describe('withdrawal addresses', () => {
  it('lists the coins and networks', async () => {
    expect((await call(t.app, 'GET', '/api/currency/list')).message).toEqual([
      { id: 1, name: 'BTC', networks: ['BTC'] },
      { id: 2, name: 'ETH', networks: ['ERC20'] },
      { id: 3, name: 'USDT', networks: ['ERC20', 'TRC20'] },
    ]);
  });

  it('need the pay password or a security code, and a valid address for the network', async () => {
    expect((await save(alice.auth, {})).message).toBe('Enter your pay password or a security code');
    expect((await save(alice.auth, { pay_password: '000000' })).message).toBe('Wrong pay password');
    expect((await save(alice.auth, { pay_password: '111111', network: 'BTC' })).message).toBe(
      'network: is not available for this currency',
    );
    expect(
      (await save(alice.auth, { pay_password: '111111', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' })).message,
    ).toBe('address: is not a valid address for this network');
    expect((await save(alice.auth, { pay_password: '111111', qrcode: 'https://x/qr.png' })).message).toBe(
      'QR code: must be an uploaded image',
    );
    const saved = await save(alice.auth, { pay_password: '111111' });
    expect(saved.message).toMatchObject({ ...ADDR, qrcode: qr, id: expect.any(Number) });
    const code = await freshSecurityCode(alice);
    const eth = await save(alice.auth, {
      code,
      currency: 'ETH',
      network: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(eth.type).toBe('ok');
    const list = await call(t.app, 'GET', '/api/user/wallet/list', { auth: alice.auth });
    expect(list.message.total).toBe(2);
  });

  it("a second user can neither read nor delete the first one's addresses", async () => {
    const mine = (await call(t.app, 'GET', '/api/user/wallet/list', { auth: alice.auth })).message.list;
    expect((await call(t.app, 'GET', '/api/user/wallet/list', { auth: bob.auth })).message).toEqual({
      list: [],
      total: 0,
      page: 1,
      limit: 10,
      data: [],
      pages: 1,
    });
    const steal = await call(t.app, 'POST', '/api/user/wallet/delete', {
      auth: bob.auth,
      body: { id: mine[0].id, pay_password: '222222' },
    });
    expect(steal).toEqual({ type: 'error', message: 'Not found' });
    expect(
      (await call(t.app, 'POST', '/api/user/wallet/delete', { auth: alice.auth, body: { id: mine[0].id } })).message,
    ).toBe('Enter your pay password or a security code');
    const del = await call(t.app, 'POST', '/api/user/wallet/delete', {
      auth: alice.auth,
      body: { id: mine[0].id, pay_password: '111111' },
    });
    expect(del).toEqual({ type: 'ok', message: 'Deleted' });
  });

  it('locks the pay password after 5 wrong tries', async () => {
    const u = await makeUser(t.app);
    await setPay(u, '333333');
    for (let i = 0; i < 5; i++)
      expect((await save(u.auth, { pay_password: '000000' })).message).toBe('Wrong pay password');
    expect((await save(u.auth, { pay_password: '333333' })).message).toBe(
      'Too many wrong pay passwords, try again in 15 min',
    );
  });
});

describe('bank cards', () => {
  it('domestic: saves with proof, replaces, and is private to its owner', async () => {
    expect((await call(t.app, 'POST', '/api/user/cash_save', { auth: alice.auth, body: CARD })).message).toBe(
      'Enter your pay password or a security code',
    );
    expect(
      (await call(t.app, 'POST', '/api/user/cash_save', { auth: alice.auth, body: { ...CARD, bank_network: '' } }))
        .type,
    ).toBe('error');
    const saved = await call(t.app, 'POST', '/api/user/cash_save', {
      auth: alice.auth,
      body: { ...CARD, pay_password: '111111' },
    });
    expect(saved.message).toMatchObject({ ...CARD, kind: 'domestic' });
    const replaced = await call(t.app, 'POST', '/api/user/cash_save', {
      auth: alice.auth,
      body: { ...CARD, bank_account: '6222029999999999', pay_password: '111111' },
    });
    expect(replaced.message.id).toBe(saved.message.id);
    expect((await call(t.app, 'POST', '/api/user/cash_info', { auth: alice.auth })).message.bank_account).toBe(
      '6222029999999999',
    );
    expect(await call(t.app, 'POST', '/api/user/cash_info', { auth: bob.auth })).toEqual({ type: 'ok', message: null });
  });

  it('international: the legacy field names round-trip', async () => {
    const body = {
      real_name: 'Alice Smith',
      bank_name: 'Chase',
      bank_account: '000123456789',
      alipay_account: '021000021',
      wechat_nickname: 'CHASUS33',
      phone: '+1 212 555 0100',
      wechat_account: '1 Main St, New York',
      bank_dizhi: 'New York, NY',
    };
    const code = await freshSecurityCode(alice);
    const saved = await call(t.app, 'POST', '/api/user/cash_save_international', {
      auth: alice.auth,
      body: { ...body, code },
    });
    expect(saved.message).toMatchObject({ ...body, kind: 'international' });
    expect(
      (await call(t.app, 'POST', '/api/user/cash_info_international', { auth: alice.auth })).message,
    ).toMatchObject(body);
    expect((await call(t.app, 'POST', '/api/user/cash_info_international', { auth: bob.auth })).message).toBeNull();
  });
});
