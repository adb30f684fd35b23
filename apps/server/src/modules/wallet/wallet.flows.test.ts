/** Deposit and withdrawal journeys through HTTP, with the back office deciding, and their bad inputs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { sumByCurrency } from '../ledger';
import { balanceOf, call, fund, makeWalletUser, PAY, savedAddress, type TestUser, voucher } from './wallet.test-kit';

let t: TestApp;
let admin: { authorization: string };
let a: TestUser;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
  admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
  a = await makeWalletUser(t.app, 1);
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const books = async () => Object.values(await sumByCurrency(db())).every((v) => v === '0');

describe('deposit', () => {
  it('lists the deposit coins of spec §3 (USDT twice)', async () => {
    const res = await call(t.app, 'GET', '/api/wallet/coins', { headers: a.headers });
    expect(res.type).toBe('ok');
    expect(res.message.map((c: { name: string; subName: string }) => `${c.name}/${c.subName}`)).toEqual([
      'BTC/BTC',
      'ETH/ERC20',
      'USDT/ERC20',
      'USDT/TRC20',
    ]);
  });

  it('answers the platform address (demo) and refuses a closed coin', async () => {
    const res = await call(t.app, 'POST', '/api/wallet/get_in_address', {
      headers: a.headers,
      body: { currency: 3, network: 'TRC20' },
    });
    expect(res).toMatchObject({ type: 'ok', message: { network: 'TRC20', address: expect.stringMatching(/^T/) } });
    const coins = (await call(t.app, 'GET', '/api/admin/wallet/coins', { headers: admin })).message;
    const btc = coins.find((c: { network: string }) => c.network === 'BTC');
    await call(t.app, 'PUT', `/api/admin/wallet/coins/${btc.id}`, { headers: admin, body: { deposit_enabled: false } });
    const closed = await call(t.app, 'POST', '/api/wallet/get_in_address', {
      headers: a.headers,
      body: { currency: 1 },
    });
    expect(closed).toEqual({ type: 'error', message: 'Deposits of this coin are closed' });
    await call(t.app, 'PUT', `/api/admin/wallet/coins/${btc.id}`, {
      headers: admin,
      body: { deposit_enabled: 'true' },
    });
  });

  it('files a request, the back office approves it and the change account is credited from external', async () => {
    const v = await voucher(db(), a.id);
    const body = {
      currency: 3,
      amount: '250.5',
      account: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      type: 'TRC20',
      voucher: v,
    };
    const req = await call(t.app, 'POST', '/api/wallet/charge_req', { headers: a.headers, body });
    expect(req).toMatchObject({ type: 'ok', message: { state: 'review', amount: '250.5', currency: 'USDT' } });
    expect(await balanceOf(db(), a.id, 'USDT')).toEqual({ available: '0', frozen: '0' });

    const queue = await call(t.app, 'GET', '/api/admin/deposits?state=review', { headers: admin });
    expect(queue.message.list.some((d: { id: number }) => d.id === req.message.id)).toBe(true);
    const ok = await call(t.app, 'POST', `/api/admin/deposits/${req.message.id}/approve`, { headers: admin });
    expect(ok.message.state).toBe('passed');
    expect(await balanceOf(db(), a.id, 'USDT')).toEqual({ available: '250.5', frozen: '0' });
    const again = await call(t.app, 'POST', `/api/admin/deposits/${req.message.id}/approve`, { headers: admin });
    expect(again).toEqual({ type: 'error', message: 'This request has already been reviewed' });
    expect(await balanceOf(db(), a.id, 'USDT')).toEqual({ available: '250.5', frozen: '0' });

    const log = await call(t.app, 'GET', '/api/recharge/log', { headers: a.headers });
    expect(log.message.list[0]).toMatchObject({ id: req.message.id, state: 'passed' });
    expect(await books()).toBe(true);
  });

  it('rejects with a reason and moves no money', async () => {
    const v = await voucher(db(), a.id);
    const body = { currency: 1, amount: '0.01', account: 'x', type: 'BTC', voucher: v };
    const req = await call(t.app, 'POST', '/api/wallet/charge_req', { headers: a.headers, body });
    const noReason = await call(t.app, 'POST', `/api/admin/deposits/${req.message.id}/reject`, {
      headers: admin,
      body: {},
    });
    expect(noReason).toEqual({ type: 'error', message: 'reason: required' });
    const res = await call(t.app, 'POST', `/api/admin/deposits/${req.message.id}/reject`, {
      headers: admin,
      body: { reason: 'no payment arrived' },
    });
    expect(res.message).toMatchObject({ state: 'rejected', reason: 'no payment arrived' });
    expect(await balanceOf(db(), a.id, 'BTC')).toEqual({ available: '0', frozen: '0' });
  });

  it('refuses bad input with translated messages naming the field', async () => {
    const v = await voucher(db(), a.id);
    const base = { currency: 3, amount: '10', account: 'x', type: 'TRC20', voucher: v };
    const post = (body: object, lang = 'en') =>
      call(t.app, 'POST', `/api/wallet/charge_req?lang=${lang}`, { headers: a.headers, body });
    expect(await post({ ...base, amount: 'abc' })).toEqual({ type: 'error', message: 'amount: invalid value' });
    expect(await post({ ...base, amount: undefined })).toEqual({ type: 'error', message: 'amount: required' });
    expect(await post({ ...base, voucher: '/uploads/nope.png' })).toEqual({
      type: 'error',
      message: 'payment voucher: must be an uploaded image',
    });
    expect(await post({ ...base, amount: '0.5' })).toEqual({ type: 'error', message: 'The minimum amount is 1 USDT' });
    expect(await post({ ...base, amount: '1.0000001' })).toEqual({
      type: 'error',
      message: 'amount: has too many decimal places',
    });
    expect(await post({ ...base, type: 'BTC' })).toEqual({
      type: 'error',
      message: 'network: is not available for this currency',
    });
    expect((await post({ ...base, amount: '0.5' }, 'zh')).message).toBe('最小数量为 1 USDT');
  });

  it('derives a distinct address per user from DEPOSIT_XPUB_<NETWORK>', async () => {
    const { HDKey } = await import('@scure/bip32');
    const xpub = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).publicExtendedKey;
    const x = await makeTestApp({
      env: { DEPOSIT_XPUB_TRC20: xpub, DEPOSIT_XPUB_BTC: xpub, DEPOSIT_XPUB_ERC20: xpub },
    });
    try {
      const u1 = await makeWalletUser(x.app);
      const u2 = await makeWalletUser(x.app);
      const addr = async (u: TestUser, currency: number, network: string) =>
        (await call(x.app, 'POST', '/api/wallet/get_in_address', { headers: u.headers, body: { currency, network } }))
          .message.address as string;
      const [t1, t2] = [await addr(u1, 3, 'TRC20'), await addr(u2, 3, 'TRC20')];
      expect(t1).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(t1).not.toBe(t2);
      expect(await addr(u1, 3, 'TRC20')).toBe(t1);
      expect(await addr(u1, 1, 'BTC')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
      expect(await addr(u1, 2, 'ERC20')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    } finally {
      await x.close();
    }
  });
});

describe('withdrawal', () => {
  let w: TestUser;
  let addressId: number;
  beforeAll(async () => {
    w = await makeWalletUser(t.app, 1);
    addressId = await savedAddress(db(), w.id);
    await fund(db(), w.id, 'USDT', '1000');
  });
  const out = (body: object, u: TestUser = w, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', '/api/wallet/out', { headers: { ...u.headers, ...headers }, body });
  const base = () => ({
    currency: 3,
    network: 'TRC20',
    number: '100',
    target_type: 'address',
    target_id: addressId,
    pay_password: PAY,
  });

  it('shows min, fee, limit and use', async () => {
    const res = await call(t.app, 'POST', '/api/wallet/get_info', {
      headers: w.headers,
      body: { currency: 3, network: 'TRC20' },
    });
    expect(res.message).toMatchObject({
      min: '10',
      fee: '1',
      fee_type: 'fixed',
      available: '1000',
      limit_24h: '200',
      used_24h: '0',
      level: 1,
      required_level: 1,
    });
  });

  it('tells an unverified user the level a withdrawal needs before any pay password is asked', async () => {
    const l0 = await makeWalletUser(t.app, 0);
    const res = await call(t.app, 'POST', '/api/wallet/get_info', {
      headers: l0.headers,
      body: { currency: 3, network: 'TRC20' },
    });
    expect(res.message).toMatchObject({ level: 0, required_level: 1, limit_24h: '0' });
  });

  it('needs level 1 (998), the pay password, the minimum and a balance', async () => {
    const l0 = await makeWalletUser(t.app, 0);
    expect((await out(base(), l0)).type).toBe('998');
    expect(await out({ ...base(), pay_password: '000000' })).toEqual({ type: 'error', message: 'Wrong pay password' });
    expect(await out({ ...base(), number: '5' })).toEqual({ type: 'error', message: 'The minimum amount is 10 USDT' });
    expect(await out({ ...base(), number: '5000' })).toEqual({ type: 'error', message: 'Insufficient balance' });
    expect(await out({ ...base(), target_type: 'wire' })).toEqual({
      type: 'error',
      message: 'withdrawal method: invalid value',
    });
    expect(await out({ ...base(), target_type: 'bank' })).toEqual({
      type: 'error',
      message: 'Please add a bank card first',
    });
    expect(await out({ ...base(), pay_password: undefined })).toEqual({
      type: 'error',
      message: 'pay password: required',
    });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });
  });

  it('freezes number (the fee is inside), approval settles to external and fees, bills show it', async () => {
    const res = await out(base());
    expect(res.message).toMatchObject({ state: 'review', number: '100', fee: '1', receive: '99' });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '900', frozen: '100' });
    const ok = await call(t.app, 'POST', `/api/admin/withdrawals/${res.message.id}/approve`, {
      headers: admin,
      body: { txid: '0xabc' },
    });
    expect(ok.message).toMatchObject({ state: 'passed', txid: '0xabc' });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '900', frozen: '0' });
    const bills = await call(t.app, 'POST', '/api/wallet/legal_log', { headers: w.headers, body: { currency: 3 } });
    expect(
      bills.message.list
        .slice(0, 1)
        .map((b: { entry_type: string; amount: string; name: string }) => [b.entry_type, b.amount, b.name]),
    ).toEqual([['withdraw', '-100', 'Withdrawal']]);
    const summary = await call(t.app, 'GET', '/api/admin/ledger/summary', { headers: admin });
    expect(summary.message.balanced).toBe(true);
  });

  it('rejection unfreezes everything and records the reason', async () => {
    const res = await out({ ...base(), number: '50' });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '850', frozen: '50' });
    const no = await call(t.app, 'POST', `/api/admin/withdrawals/${res.message.id}/reject`, {
      headers: admin,
      body: { reason: 'address on a sanctions list' },
    });
    expect(no.message).toMatchObject({ state: 'rejected', reason: 'address on a sanctions list' });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '900', frozen: '0' });
    const list = await call(t.app, 'GET', '/api/user/withdraw/list', { headers: w.headers });
    expect(list.message.list[0]).toMatchObject({ id: res.message.id, state: 'rejected' });
  });

  it('counts the 24 h limit in BTC at market prices', async () => {
    const rich = await makeWalletUser(t.app, 1);
    await fund(db(), rich.id, 'BTC', '300');
    const btcAddress = await savedAddress(db(), rich.id, 'BTC', 'BTC');
    const body = {
      currency: 1,
      network: 'BTC',
      number: '150',
      target_type: 'address',
      target_id: btcAddress,
      pay_password: PAY,
    };
    expect((await out(body, rich)).type).toBe('ok');
    const second = await out({ ...body, number: '60' }, rich);
    expect(second).toEqual({
      type: 'error',
      message: 'This exceeds your 24-hour withdrawal limit of 200 BTC (50 BTC left)',
    });
    expect((await out({ ...body, number: '50' }, rich)).type).toBe('ok');
  });

  it("refuses another user's saved address as not found", async () => {
    const other = await makeWalletUser(t.app, 1);
    await fund(db(), other.id, 'USDT', '100');
    expect(await out({ ...base(), number: '20' }, other)).toEqual({ type: 'error', message: 'Not found' });
  });
});
