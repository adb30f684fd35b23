/**
 * The original product's compiled client against this server (docs/original-client.md): each changed call made as it
 * makes them (form-encoded bodies, numbers as strings, the raw token in Authorization) answers the original's field
 * names beside ours, and each of them equals the field of ours it mirrors.
 */
import { add, mul, sub } from '@app/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';
import { freshIp } from './accounts/accounts.test-helpers';
import { ACCOUNT_KIND } from './ledger';
import { fund, makeWalletUser, PAY, savedAddress, voucher } from './wallet/wallet.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: true });
}, 60_000);
afterAll(async () => t.close());

const db = () => t.app.database.db;

/** A user as the original client holds it: the raw token it got from `/user/login` (no "Bearer"). */
async function originalUser(level = 1) {
  const u = await makeWalletUser(t.app, level);
  return { id: u.id, token: u.headers.authorization.replace(/^Bearer /, '') };
}

/** A call the way the original client makes it: form-encoded body or query, numbers as strings, raw token. */
async function call(
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  fields: Record<string, string> = {},
) {
  const form = new URLSearchParams({ lang: 'en', timestamp: String(Date.now()), ...fields }).toString();
  const res = await t.app.inject({
    method,
    url: method === 'GET' ? `${url}?${form}` : url,
    remoteAddress: freshIp(),
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    ...(method === 'POST' ? { payload: form } : {}),
  });
  const body = res.json();
  expect(body.type, JSON.stringify(body)).toBe('ok');
  // biome-ignore lint/suspicious/noExplicitAny: the assertions below read the payload field by field
  return body.message as any;
}

const pages = (total: number, limit: number) => Math.ceil(total / limit);

describe('accounts', () => {
  it('GET /real/state: real_status, review_status, advanced_review_status, real_data beside ours', async () => {
    const u = await originalUser(0);
    const m = await call('GET', '/api/real/state', u.token);
    expect(m).toMatchObject({ level: 0, primary: { state: 'none' }, advanced: { state: 'none' } });
    expect(m).toMatchObject({ real_status: 0, review_status: 0, advanced_review_status: 0, real_data: null });
    // Every step of a review is checked in accounts/kyc.test.ts.
  });
});

describe('market', () => {
  it('GET /currency/quotation_new: each group also carries quotation[], the same quotes with the original fields', async () => {
    const groups = await call('GET', '/api/currency/quotation_new', undefined);
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(g.quotation).toEqual(g.quotes);
      for (const q of g.quotation) {
        for (const f of ['legal_name', 'currency_name', 'change', 'volume', 'now_price', 'logo']) {
          expect(typeof q[f], `${q.symbol}.${f}`).toBe('string');
        }
        expect(q.symbol).toBe(`${q.currency_name}/${q.legal_name}`);
      }
    }
    expect(groups[0].quotation.some((q: { symbol: string }) => q.symbol === 'BTC/USDT')).toBe(true);
  });
});

describe('wallet totals', () => {
  it('POST /wallet/list: {legal,change,micro,lever}_wallet {balance rows, usdt_totle}, ExRate, from our overview', async () => {
    const u = await originalUser();
    await fund(db(), u.id, 'USDT', '100');
    await fund(db(), u.id, 'BTC', '0.5');
    await fund(db(), u.id, 'ETH', '2', ACCOUNT_KIND.legal);
    await fund(db(), u.id, 'USDT', '7.5', ACCOUNT_KIND.micro);
    const m = await call('POST', '/api/wallet/list', u.token);

    expect(m.ExRate).toBe(m.rate);
    expect(m.is_open_CTbi).toBe('1');
    expect(m.moni_wallet).toEqual({ balance: [], usdt_totle: '0' });
    for (const field of ['legal', 'change', 'micro', 'lever']) {
      const ours = m.accounts.find((a: { field: string }) => a.field === field);
      const theirs = m[`${field}_wallet`];
      expect(theirs.usdt_totle).toBe(ours.total_usdt);
      expect(theirs.usdt_totle).toBe(
        ours.coins.reduce((s: string, c: { usdt_value: string }) => add(s, c.usdt_value), '0'),
      );
      expect(theirs.balance).toHaveLength(ours.coins.length);
      let approx = '0';
      ours.coins.forEach((c: Record<string, string | number>, k: number) => {
        const row = theirs.balance[k];
        expect(row.currency).toBe(c.currency_id);
        expect(row.currency_name).toBe(c.currency);
        expect(row[`${field}_balance`]).toBe(c.available);
        expect(row[`lock_${field}_balance`]).toBe(c.frozen);
        expect(row.is_charge).toBe(field === 'change' && ['BTC', 'ETH', 'USDT'].includes(c.currency as string));
        approx = add(approx, mul(add(row[`${field}_balance`], row[`lock_${field}_balance`]), row.usdt_price));
      });
      // usdt_totle sums the rows' (balance + lock) × usdt_price (each row rounded to USDT's display places).
      expect(Math.abs(Number(sub(approx, theirs.usdt_totle)))).toBeLessThan(0.0001 * theirs.balance.length);
    }
    const btc = m.change_wallet.balance.find((r: { currency_name: string }) => r.currency_name === 'BTC');
    expect(btc).toMatchObject({ currency: 1, change_balance: '0.5', lock_change_balance: '0', is_charge: true });
    expect(m.legal_wallet.balance.find((r: { currency: number }) => r.currency === 2).legal_balance).toBe('2');
    expect(m.micro_wallet.usdt_totle).toBe('7.5');
    expect(Number(m.change_wallet.usdt_totle)).toBeGreaterThan(100);
  });

  it('POST /wallet/detail {currency, type}: the pair of the asked account, currency_name, ExRate, is_charge', async () => {
    const u = await originalUser();
    await fund(db(), u.id, 'BTC', '0.25');
    const m = await call('POST', '/api/wallet/detail', u.token, { currency: '1', type: 'change' });
    expect(m).toMatchObject({ currency_id: 1, currency: 'BTC', field: 'change', available: '0.25', frozen: '0' });
    expect(m.change_balance).toBe(m.available);
    expect(m.lock_change_balance).toBe(m.frozen);
    expect(m.currency_name).toBe(m.currency);
    expect(m.ExRate).toBe('1');
    expect(m.is_charge).toBe(true);
    expect(m).not.toHaveProperty('legal_balance');
    expect(Number(m.usdt_price)).toBeGreaterThan(0);

    const legal = await call('POST', '/api/wallet/detail', u.token, { currency: '1', type: 'legal' });
    expect(legal).toMatchObject({ legal_balance: '0', lock_legal_balance: '0', is_charge: false });
    expect(legal).not.toHaveProperty('change_balance');
  });

  it('POST /wallet/get_info {currency}: rate, min_number, name, legal_balance, change_balance', async () => {
    const u = await originalUser();
    await fund(db(), u.id, 'USDT', '40');
    await fund(db(), u.id, 'USDT', '3', ACCOUNT_KIND.legal);
    const m = await call('POST', '/api/wallet/get_info', u.token, { currency: '3' });
    expect(m.rate).toBe(m.fee);
    expect(m.min_number).toBe(m.min);
    expect(m.name).toBe(m.currency);
    expect(m.name).toBe('USDT');
    expect(m.change_balance).toBe(m.available);
    expect(m.change_balance).toBe('40');
    expect(m.legal_balance).toBe('3');
  });

  it('POST /user/getTransferFee: form_price, to_price, fee beside our quote', async () => {
    const u = await originalUser();
    const m = await call('POST', '/api/user/getTransferFee', u.token, { from_currency_id: '1', to_currency_id: '3' });
    expect(m.to_price).toBe('1');
    expect(Number(m.form_price)).toBeGreaterThan(0);
    // The original client computes the rate as form_price / to_price: ours, cut at 12 places.
    expect(Math.abs(Number(m.form_price) / Number(m.to_price) - Number(m.rate))).toBeLessThan(1e-9);
    expect(m.fee).toBe(m.fee_rate);
  });
});

describe('paginators', () => {
  it('GET /recharge/log: shape (b) {data, page, pages, total} beside ours', async () => {
    const u = await originalUser();
    for (const amount of ['10', '11', '12']) {
      const v = await voucher(db(), u.id);
      await call('POST', '/api/wallet/charge_req', u.token, { account: v, amount, currency: '3', type: '0' });
    }
    const m = await call('GET', '/api/recharge/log', u.token, { page: '1', limit: '2' });
    expect(m).toMatchObject({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(m.list).toHaveLength(2);
    expect(m.data).toEqual(m.list);
    const last = await call('GET', '/api/recharge/log', u.token, { page: '2', limit: '2' });
    expect(last).toMatchObject({ page: 2, pages: pages(3, 2), total: 3 });
    expect(last.data).toEqual(last.list);
  });

  it('GET /user/withdraw/list: shape (b)', async () => {
    const u = await originalUser();
    await fund(db(), u.id, 'USDT', '500');
    const target = await savedAddress(db(), u.id);
    const body = { currency: '3', network: 'TRC20', number: '100', target_type: 'address', pay_password: PAY };
    await call('POST', '/api/wallet/out', u.token, { ...body, target_id: String(target) });
    const m = await call('GET', '/api/user/withdraw/list', u.token, { page: '1', limit: '10' });
    expect(m).toMatchObject({ page: 1, limit: 10, total: 1, pages: 1 });
    expect(m.data).toEqual(m.list);
    expect(m.data[0]).toMatchObject({ currency: 'USDT', number: '100' });
  });

  it('GET /user/wallet/list: shape (b); an empty list has 1 page, as the original counts', async () => {
    const u = await originalUser();
    const empty = await call('GET', '/api/user/wallet/list', u.token);
    expect(empty).toMatchObject({ list: [], data: [], total: 0, pages: 1 });
    for (let i = 0; i < 3; i++) await savedAddress(db(), u.id);
    const m = await call('GET', '/api/user/wallet/list', u.token, { page: '1', limit: '2' });
    expect(m).toMatchObject({ page: 1, limit: 2, total: 3, pages: pages(3, 2) });
    expect(m.data).toEqual(m.list);
  });

  it('GET /wallet/hzhistory: shape (a), Laravel {current_page, data, last_page, per_page, total}', async () => {
    const u = await originalUser();
    const none = await call('GET', '/api/wallet/hzhistory', u.token);
    expect(none).toMatchObject({ current_page: 1, last_page: 1, total: 0, data: [] });
    await fund(db(), u.id, 'USDT', '10');
    for (let i = 0; i < 3; i++) {
      await call('POST', '/api/wallet/change', u.token, {
        currency_id: '3',
        number: '1',
        from_field: 'change',
        to_field: 'legal',
      });
    }
    const m = await call('GET', '/api/wallet/hzhistory', u.token, { page: '2', limit: '2' });
    expect(m).toMatchObject({ page: 2, current_page: 2, limit: 2, per_page: 2, total: 3, last_page: pages(3, 2) });
    expect(m.data).toEqual(m.list);
    expect(m.data).toHaveLength(1);
  });

  it('POST /wallet/legal_log: shape (c) {list, count, limit}', async () => {
    const u = await originalUser();
    await fund(db(), u.id, 'USDT', '10');
    await fund(db(), u.id, 'BTC', '1');
    await fund(db(), u.id, 'ETH', '1');
    const m = await call('POST', '/api/wallet/legal_log', u.token, { page: '1', limit: '2' });
    expect(m.count).toBe(m.total);
    expect(m.count).toBe(3);
    expect(m.limit).toBe(2);
    expect(m.list).toHaveLength(2);
  });
});
