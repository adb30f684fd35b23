import { AdminFeed, AdminInstrument } from '@app/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';

let t: TestApp;
let superAuth: { authorization: string };
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
  (
    await t.app.inject({ method, url: `/api${url}`, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) })
  ).json();

async function makeAdmin(role: string) {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await call('POST', '/admin/admins', superAuth, { email, name: role, role, password: 'Role-Pass-123' });
  expect(res.type).toBe('ok');
  return adminAuth(t.app, email, 'Role-Pass-123');
}
const lastAudit = async () => (await call('GET', '/admin/audit?limit=1', superAuth)).message.list[0];

beforeAll(async () => {
  t = await makeTestApp({ seed: true });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
});
afterAll(async () => t.close());

describe('admin instruments', () => {
  it('super and content read; support may not; no token is 999', async () => {
    const content = await makeAdmin('content');
    const support = await makeAdmin('support');
    const list = (await call('GET', '/admin/market/instruments?kind=stock', content)).message as AdminInstrument[];
    expect(list).toHaveLength(14);
    expect(AdminInstrument.strict().parse(list[0]).kind).toBe('stock');
    expect((await call('GET', '/admin/market/instruments', superAuth)).message).toHaveLength(27);
    expect((await call('GET', '/admin/market/instruments', support)).type).toBe('error');
    expect((await call('GET', '/admin/market/instruments')).type).toBe('999');
    expect((await call('PUT', '/admin/market/instruments/1', content, { hot: false })).type).toBe('error');
  });

  it('super edits an instrument: audited, and public lists follow (disabled leaves quotes and search)', async () => {
    const res = await call('PUT', '/admin/market/instruments/4', superAuth, {
      enabled: false,
      name: 'Binance Coin',
      sort: 99,
    });
    expect(res.type).toBe('ok');
    expect(res.message).toMatchObject({ id: 4, symbol: 'BNB/USDT', enabled: false, name: 'Binance Coin', sort: 99 });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'market.instrument.update', target: 'instrument:4' });
    expect(audit.before.enabled).toBe(true);
    const usdt = (await call('GET', '/currency/quotation_new')).message[0].quotes;
    expect(usdt.some((q: { id: number }) => q.id === 4)).toBe(false);
    expect((await call('GET', '/market/search?keyword=bnb')).message).toEqual([]);
    expect((await call('GET', '/market/detail?id=4')).type).toBe('error');
    expect((await call('PUT', '/admin/market/instruments/9999', superAuth, { hot: true })).message).toBe('Not found');
    expect((await call('PUT', '/admin/market/instruments/1', superAuth, { precision: 99 })).type).toBe('error');
    await call('PUT', '/admin/market/instruments/4', superAuth, { enabled: true });
  });
});

describe('admin feed', () => {
  it('super only; shows the deployment sources per instrument read-only; there is no way to write one', async () => {
    const finance = await makeAdmin('finance');
    expect((await call('GET', '/admin/market/feed', finance)).type).toBe('error');
    const read = async () => AdminFeed.strict().parse((await call('GET', '/admin/market/feed', superAuth)).message);
    // the simulator's first tick comes on the feed's first 1 s step after start: on a fast start, none yet
    await vi.waitFor(async () => expect((await read()).last_tick_at).toBeGreaterThan(0), { timeout: 10_000 });
    const feed = await read();
    expect(feed.method).toEqual({ max_age_ms: 10_000, band_percent: '3' });
    const btc = feed.instruments.find((i) => i.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({
      simulated: true,
      sources: [{ name: 'sim', kind: 'sim', host: null, connected: true }],
    });
    expect(btc?.effective_at).toBeGreaterThan(0);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/market/feed',
      headers: superAuth,
      payload: { source: 'exchange', seed: 7, exchange_url: 'wss://example.com/stream' },
    });
    expect(put.statusCode).toBe(404);
    expect(AdminFeed.parse((await call('GET', '/admin/market/feed', superAuth)).message).instruments).toHaveLength(
      feed.instruments.length,
    );
  });
});

describe('admin fiats', () => {
  it('super and finance change a display rate; audited; public list follows', async () => {
    const finance = await makeAdmin('finance');
    const content = await makeAdmin('content');
    expect((await call('GET', '/admin/market/fiats', content)).type).toBe('error');
    expect((await call('GET', '/admin/market/fiats', finance)).message).toHaveLength(8);
    const res = await call('PUT', '/admin/market/fiats/cny', finance, { rate: '7.2500' });
    expect(res.message).toEqual({
      currency_code: 'CNY',
      symbol: '¥',
      name: 'Chinese Yuan',
      rate: '7.25',
      enabled: true,
    });
    expect((await lastAudit()).action).toBe('market.fiat.update');
    const pub = (await call('GET', '/market/fiats')).message;
    expect(pub.find((f: { currency_code: string }) => f.currency_code === 'CNY').rate).toBe('7.25');
    await call('PUT', '/admin/market/fiats/JPY', finance, { enabled: false });
    expect(
      (await call('GET', '/market/fiats')).message.some((f: { currency_code: string }) => f.currency_code === 'JPY'),
    ).toBe(false);
    expect((await call('PUT', '/admin/market/fiats/CNY', finance, { rate: '0' })).type).toBe('error');
    expect((await call('PUT', '/admin/market/fiats/XXX', finance, { rate: '1' })).message).toBe('Not found');
  });
});
