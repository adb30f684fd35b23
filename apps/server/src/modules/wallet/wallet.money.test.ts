/**
 * Overview, transfers, exchange, bills, statements, idempotency, a second user who can touch nothing of the first,
 * back-office balances/journal/adjustments, and the demo funding — through HTTP.
 */
import { ACCOUNT_KIND_FIELDS } from '@app/api';
import { t as text } from '@app/i18n/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { login } from '../accounts/accounts.test-helpers';
import { DEMO_USER } from '../accounts/demo-user';
import { fundDemoUser } from './wallet.demo';
import { KIND_NAMES } from './wallet.kind-names';
import { balanceOf, call, fund, makeWalletUser, type TestUser, voucher } from './wallet.test-kit';

let t: TestApp;
let admin: { authorization: string };
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
  admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
  a = await makeWalletUser(t.app, 1);
  b = await makeWalletUser(t.app, 1);
  await fund(t.app.database.db, a.id, 'USDT', '1000');
});
afterAll(async () => t.close());
const db = () => t.app.database.db;

describe('overview', () => {
  it('needs a token (999)', async () => {
    expect((await call(t.app, 'POST', '/api/wallet/list')).type).toBe('999');
  });

  it('lists every coin in every kind with translated names and values', async () => {
    const res = await call(t.app, 'POST', '/api/wallet/list?lang=zh', { headers: a.headers, body: { fiat: 'USD' } });
    expect(res.type).toBe('ok');
    expect(res.message.accounts.map((x: { field: string }) => x.field)).toEqual([
      'legal',
      'change',
      'lever',
      'micro',
      'stock',
      'mining',
      'deposit',
    ]);
    const change = res.message.accounts[1];
    expect(change.name).toBe('币币账户');
    // Every kind by its own name: mining and deposit were once named as spot (issue 29).
    expect(res.message.accounts.map((x: { name: string }) => x.name)).toEqual(
      ACCOUNT_KIND_FIELDS.map((f) => text('zh', KIND_NAMES[f])),
    );
    expect(new Set(res.message.accounts.map((x: { name: string }) => x.name)).size).toBe(ACCOUNT_KIND_FIELDS.length);
    expect(change.coins.find((c: { currency: string }) => c.currency === 'USDT')).toMatchObject({
      available: '1000',
      usdt_value: '1000',
    });
    expect(res.message.total_usdt).toBe('1000');
    const bad = await call(t.app, 'POST', '/api/wallet/list', { headers: a.headers, body: { fiat: 'XXX' } });
    expect(bad).toEqual({ type: 'error', message: 'fiat currency: invalid value' });
  });

  it('answers one balance, per-coin totals and fiat rates', async () => {
    const d = await call(t.app, 'POST', '/api/wallet/detail', {
      headers: a.headers,
      body: { currency: 3, type: 'change' },
    });
    expect(d.message).toMatchObject({ currency: 'USDT', kind: 2, available: '1000', total: '1000' });
    const bad = await call(t.app, 'POST', '/api/wallet/detail', {
      headers: a.headers,
      body: { currency: 3, type: 'vault' },
    });
    expect(bad).toEqual({ type: 'error', message: 'type: invalid value' });
    const per = await call(t.app, 'GET', '/api/currency/user_currency_list', { headers: a.headers });
    expect(per.message.find((c: { name: string }) => c.name === 'USDT').total).toBe('1000');
    const rates = await call(t.app, 'GET', '/api/wallet/getRateCurrency', { headers: a.headers });
    expect(rates.message.some((f: { currency_code: string }) => f.currency_code === 'USD')).toBe(true);
    const one = await call(t.app, 'GET', '/api/wallet/getRateCurrency?id=USD', { headers: a.headers });
    expect(one.message).toMatchObject({ currency_code: 'USD', rate: '1' });
  });
});

describe('transfer, exchange and bills', () => {
  it('moves between kinds, lists history, refuses bad input', async () => {
    const body = { currency_id: 3, number: '100', from_field: 'change', to_field: 'lever' };
    const res = await call(t.app, 'POST', '/api/wallet/change', { headers: a.headers, body });
    expect(res.message).toMatchObject({
      number: '100',
      from_field: 'change',
      to_field: 'lever',
      to_name: 'Contract account',
    });
    expect(await balanceOf(db(), a.id, 'USDT', 3)).toEqual({ available: '100', frozen: '0' });
    const same = await call(t.app, 'POST', '/api/wallet/change', {
      headers: a.headers,
      body: { ...body, to_field: 2 },
    });
    expect(same).toEqual({ type: 'error', message: 'Choose two different accounts' });
    const much = await call(t.app, 'POST', '/api/wallet/change', {
      headers: a.headers,
      body: { ...body, number: '99999' },
    });
    expect(much).toEqual({ type: 'error', message: 'Insufficient balance' });
    const neg = await call(t.app, 'POST', '/api/wallet/change', {
      headers: a.headers,
      body: { ...body, number: '-5' },
    });
    expect(neg).toEqual({ type: 'error', message: 'amount: invalid value' });
    const hist = await call(t.app, 'GET', '/api/wallet/hzhistory', { headers: a.headers });
    expect(hist.message.total).toBe(1);
  });

  it('quotes for 15 s and executes the quoted rate once; an expired quote moves nothing', async () => {
    const q = await call(t.app, 'POST', '/api/user/getTransferFee', {
      headers: a.headers,
      body: { from_currency_id: 3, to_currency_id: 1 },
    });
    expect(q.message).toMatchObject({ fee_rate: '0.001', expires_in: 15 });
    const body = { number: '100', from_currency_id: 3, to_currency_id: 1, quote_id: q.message.quote_id };
    const res = await call(t.app, 'POST', '/api/user/Transfer', { headers: a.headers, body });
    expect(res.message).toMatchObject({ from_amount: '100', rate: q.message.rate });
    const btc = await balanceOf(db(), a.id, 'BTC');
    expect(btc.available).toBe(res.message.to_amount);
    const reuse = await call(t.app, 'POST', '/api/user/Transfer', { headers: a.headers, body });
    expect(reuse).toEqual({ type: 'error', message: 'The price has changed, please confirm the new quote' });

    const q2 = await call(t.app, 'POST', '/api/user/getTransferFee', {
      headers: a.headers,
      body: { from_currency_id: 3, to_currency_id: 2 },
    });
    await db().execute(
      sql`update exchange_quotes set expires_at = now() - interval '1 second' where id = ${q2.message.quote_id}`,
    );
    const expired = await call(t.app, 'POST', '/api/user/Transfer', {
      headers: a.headers,
      body: { number: '50', from_currency_id: 3, to_currency_id: 2, quote_id: q2.message.quote_id },
    });
    expect(expired).toEqual({ type: 'error', message: 'The price has changed, please confirm the new quote' });
    expect(await balanceOf(db(), a.id, 'ETH')).toEqual({ available: '0', frozen: '0' });
    const same = await call(t.app, 'POST', '/api/user/getTransferFee', {
      headers: a.headers,
      body: { from_currency_id: 3, to_currency_id: 3 },
    });
    expect(same).toEqual({ type: 'error', message: 'Choose two different currencies' });
    const list = await call(t.app, 'POST', '/api/user/getTransferList', { headers: a.headers });
    expect(list.message.find((c: { name: string }) => c.name === 'USDT').available).toBe('800');
  });

  it('bills are read from the postings; the statement reconciles and exports as CSV', async () => {
    const bills = await call(t.app, 'POST', '/api/wallet/legal_log', {
      headers: a.headers,
      body: { currency: 'USDT', type: 'change' },
    });
    expect(bills.message.list.map((x: { entry_type: string; amount: string }) => [x.entry_type, x.amount])).toEqual([
      ['exchange', '-100'],
      ['transfer', '-100'],
      ['deposit', '1000'],
    ]);
    const filtered = await call(t.app, 'POST', '/api/wallet/legal_log', {
      headers: a.headers,
      body: { entry_type: 'transfer' },
    });
    expect(filtered.message.total).toBe(2);
    const bad = await call(t.app, 'POST', '/api/wallet/legal_log', { headers: a.headers, body: { from: 'yesterday' } });
    expect(bad).toEqual({ type: 'error', message: 'start time: must be a date and time' });
    // A year the database cannot store (JS dates go to 275760) is the same field error, not a 500.
    for (const from of ['12345', '+275760-01-01', '1969-12-31 23:59']) {
      const far = await call(t.app, 'POST', '/api/wallet/legal_log', { headers: a.headers, body: { from } });
      expect(far, from).toEqual({ type: 'error', message: 'start time: must be a date and time' });
    }

    const s = await call(t.app, 'GET', '/api/wallet/statement?currency=3&type=change', { headers: a.headers });
    expect(s.message).toMatchObject({ opening: '0', closing: '800', reconciles: true });
    expect(s.message.entries).toHaveLength(3);
    const later = await call(t.app, 'GET', `/api/wallet/statement?currency=3&type=change&from=${Date.now() + 60_000}`, {
      headers: a.headers,
    });
    expect(later.message).toMatchObject({ opening: '800', closing: '800', entries: [], reconciles: true });

    const link = await call(t.app, 'POST', '/api/wallet/statement/link', {
      headers: a.headers,
      body: { currency: 3, type: 'change' },
    });
    const csv = await t.app.inject({ method: 'GET', url: link.message.url });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time,Type code,Type,Currency,Amount,Balance after,Frozen change,Frozen after,Memo');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toContain('closing');
    const anon = await t.app.inject({ method: 'GET', url: '/api/wallet/statement.csv?currency=3&type=change' });
    expect(anon.json()).toEqual({ type: 'error', message: 'This link is invalid or has expired, please try again' });
  });
});

describe('idempotency', () => {
  it('same key + same body answers the first result and moves money once; another body is refused', async () => {
    const headers = { ...a.headers, 'idempotency-key': 'k-transfer-1' };
    const body = { currency_id: 3, number: '7', from_field: 'change', to_field: 'micro' };
    const first = await call(t.app, 'POST', '/api/wallet/change', { headers, body });
    const again = await call(t.app, 'POST', '/api/wallet/change', { headers, body });
    expect(again).toEqual(first);
    expect(await balanceOf(db(), a.id, 'USDT', 4)).toEqual({ available: '7', frozen: '0' });
    const other = await call(t.app, 'POST', '/api/wallet/change', { headers, body: { ...body, number: '8' } });
    expect(other).toEqual({ type: 'error', message: 'This request key was already used with a different request' });
    // the same key belongs to each user separately
    await fund(db(), b.id, 'USDT', '10');
    const theirs = await call(t.app, 'POST', '/api/wallet/change', {
      headers: { ...b.headers, 'idempotency-key': 'k-transfer-1' },
      body,
    });
    expect(theirs.type).toBe('ok');
    expect(theirs.message.id).not.toBe(first.message.id);
  });
});

describe('a second user', () => {
  it("sees and touches none of the first user's records", async () => {
    const v = await voucher(db(), a.id);
    await call(t.app, 'POST', '/api/wallet/charge_req', {
      headers: a.headers,
      body: { currency: 3, amount: '5', account: 'x', type: 'TRC20', voucher: v },
    });
    const c = await makeWalletUser(t.app, 1);
    for (const url of ['/api/recharge/log', '/api/user/withdraw/list', '/api/wallet/hzhistory']) {
      expect((await call(t.app, 'GET', url, { headers: c.headers })).message).toMatchObject({ list: [], total: 0 });
    }
    expect((await call(t.app, 'POST', '/api/wallet/legal_log', { headers: c.headers })).message.total).toBe(0);
    const s = await call(t.app, 'GET', '/api/wallet/statement?currency=3&type=change', { headers: c.headers });
    expect(s.message).toMatchObject({ opening: '0', closing: '0', entries: [] });
    const q = await call(t.app, 'POST', '/api/user/getTransferFee', {
      headers: a.headers,
      body: { from_currency_id: 3, to_currency_id: 2 },
    });
    await fund(db(), c.id, 'USDT', '100');
    const stolen = await call(t.app, 'POST', '/api/user/Transfer', {
      headers: c.headers,
      body: { number: '50', from_currency_id: 3, to_currency_id: 2, quote_id: q.message.quote_id },
    });
    expect(stolen).toEqual({ type: 'error', message: 'Not found' });
  });
});

describe('back office', () => {
  it('adjusts with a mandatory reason against the adjustments account, audited; balances and journal', async () => {
    const url = `/api/admin/users/${a.id}/adjust`;
    const noReason = await call(t.app, 'POST', url, {
      headers: admin,
      body: { currency: 3, kind: 'change', amount: '5' },
    });
    expect(noReason).toEqual({ type: 'error', message: 'reason: required' });
    const res = await call(t.app, 'POST', url, {
      headers: admin,
      body: { currency: 3, kind: 'change', amount: '-3.5', reason: 'goodwill reversal' },
    });
    expect(res.message).toMatchObject({ amount: '-3.5', reason: 'goodwill reversal', kind: 'change' });
    const over = await call(t.app, 'POST', url, {
      headers: admin,
      body: { currency: 3, kind: 'legal', amount: '-1', reason: 'x' },
    });
    expect(over).toEqual({ type: 'error', message: 'Insufficient balance' });
    const balances = await call(t.app, 'GET', `/api/admin/users/${a.id}/balances`, { headers: admin });
    expect(
      balances.message.find((x: { currency: string; kind: number }) => x.currency === 'USDT' && x.kind === 2).available,
    ).toBe((await balanceOf(db(), a.id, 'USDT')).available);
    const journal = await call(t.app, 'GET', `/api/admin/users/${a.id}/journal`, { headers: admin });
    expect(journal.message.list[0]).toMatchObject({
      entry_type: 'adjust',
      amount: '-3.5',
      memo: 'Adjustment: goodwill reversal',
    });
    const audit = await call(t.app, 'GET', '/api/admin/audit?action=wallet.adjust.debit', { headers: admin });
    expect(audit.message.list.length).toBeGreaterThan(0);
    const summary = await call(t.app, 'GET', '/api/admin/ledger/summary', { headers: admin });
    expect(summary.message.balanced).toBe(true);
    expect(summary.message.system.some((s: { system_kind: string }) => s.system_kind === 'adjustments')).toBe(true);
    expect(await call(t.app, 'GET', `/api/admin/users/999999/balances`, { headers: admin })).toEqual({
      type: 'error',
      message: 'Not found',
    });
    expect((await call(t.app, 'GET', '/api/admin/deposits', { headers: a.headers })).type).toBe('999');
  });

  it('validates coin settings', async () => {
    const coins = (await call(t.app, 'GET', '/api/admin/wallet/coins', { headers: admin })).message;
    const bad = await call(t.app, 'PUT', `/api/admin/wallet/coins/${coins[0].id}`, {
      headers: admin,
      body: { exchange_fee_rate: '2' },
    });
    expect(bad).toEqual({ type: 'error', message: 'exchange fee rate: invalid value' });
    const ok = await call(t.app, 'PUT', `/api/admin/wallet/coins/${coins[0].id}`, {
      headers: admin,
      body: { withdraw_fee: '0.0004' },
    });
    expect(ok.message.withdraw_fee).toBe('0.0004');
  });
});

describe('demo funding', () => {
  it('funds the demo user once: 10,000 USDT, 0.5 BTC, 5 ETH in change', async () => {
    const auth = await login(t.app, DEMO_USER.email, DEMO_USER.password);
    const res = await call(t.app, 'POST', '/api/wallet/detail', { headers: auth, body: { currency: 3, type: 2 } });
    expect(res.message.available).toBe('10000');
    const id = (await call(t.app, 'GET', '/api/user/info', { headers: auth })).message.id as number;
    expect(await fundDemoUser(db(), id)).toBe(0);
    expect(await balanceOf(db(), id, 'USDT')).toEqual({ available: '10000', frozen: '0' });
    expect(await balanceOf(db(), id, 'BTC')).toEqual({ available: '0.5', frozen: '0' });
    expect(await balanceOf(db(), id, 'ETH')).toEqual({ available: '5', frozen: '0' });
  });
});
