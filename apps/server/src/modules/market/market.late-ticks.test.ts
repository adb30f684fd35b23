/**
 * Late ticks are refused after an instant is answered (docs/decisions.md): a receipt cites "the last leaf at or
 * before accepted_at"; a tick stamped in (newest leaf, accepted_at] that reaches the market after the order was
 * accepted would be a leaf the order never saw, and the receipt's rule false for anyone re-checking it. The market
 * refuses it and counts it (`late_ticks_refused` in the back office's feed view); later ticks are recorded as usual.
 */
import { AdminFeed } from '@app/api';
import { checkBundle, type ReceiptBundle } from '@app/pricelog/bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedFormula } from '../../cli/published-formulas';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { ETH, makeTrader } from '../contracts/contracts.test-kit';
import { OPTION_VOID_AFTER_MS } from '../options/options.receipts';
import { call, makeBettor, matchId, orderRow, sweep, tickAt } from '../options/options.test-kit';
import { marketModule } from '.';

const S = 'BTC/USDT';
let t: TestApp;
let superAuth: { authorization: string };

beforeAll(async () => {
  t = await makeTestApp({
    seed: true,
    env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' },
    startJobs: false,
  });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
}, 60_000);
afterAll(async () => t?.close());

const market = () => t.app.use(marketModule).market;
const refusedCount = async (): Promise<number> =>
  AdminFeed.strict().parse(
    (await call(t.app, 'GET', '/api/admin/market/feed', undefined, undefined, superAuth)).message,
  ).late_ticks_refused;

async function bundleChecks(receiptId: string) {
  await market().flush();
  await market().signHeads();
  const bundle = (await call(t.app, 'GET', `/api/receipt/bundle?id=${receiptId}`)).message as ReceiptBundle;
  const served = (await call(t.app, 'POST', '/api/receipt/check', undefined, bundle)).message;
  const offline = checkBundle(bundle, { formulas: publishedFormula, publicKey: market().log.publicKey().public_key });
  return { served, offline };
}

/** Moves the platform clock to `ts` if it is not there yet. */
function clockTo(ts: number) {
  const now = t.app.clock.now();
  if (ts > now) t.app.clock.advance(ts - now);
}

describe('a tick stamped at or before an instant already answered', () => {
  it('is refused after an option was accepted past the newest tick; the receipt still proves its rule', async () => {
    const u = await makeBettor(t.app, '1000');
    const newest = tickAt(t.app, S, '60000');
    t.app.clock.advance(500);
    const body = { match_id: matchId(t.app, S), currency_id: 3, type: 1, seconds: 30, number: '100' };
    const placed = await call(t.app, 'POST', '/api/microtrade/submit', u, body);
    expect(placed.type).toBe('ok');
    const order = await orderRow(t.app, placed.message.id);
    const T = order.openTs;
    expect(T).toBeGreaterThan(newest);
    const before = await refusedCount();
    expect(before).toBe(market().feedInfo().lateRefused);

    // Stamped after the newest leaf (the log alone would take them) but at or before the acceptance: refused.
    tickAt(t.app, S, '61000', newest + 1);
    tickAt(t.app, S, '61000', T);
    expect(market().lastPrice(S)).toBe('60000');
    expect(await refusedCount()).toBe(before + 2);
    expect(await market().priceAt(S, T)).toMatchObject({ price: '60000', ts: newest });
    // A tick after the acceptance is recorded as usual (and refused nothing more).
    tickAt(t.app, S, '60010', T + 1);
    expect(market().lastPrice(S)).toBe('60010');
    expect(await refusedCount()).toBe(before + 2);

    clockTo(order.expiresAt - 1000);
    tickAt(t.app, S, '60020', order.expiresAt - 1000);
    clockTo(order.expiresAt + 100);
    tickAt(t.app, S, '60100', order.expiresAt + 100);
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, order.id)).toMatchObject({ state: 'settled', result: 1 });
    const [r] = (await call(t.app, 'GET', `/api/receipt/list?ref_type=option_order&ref_id=${order.id}`, u)).message;
    expect(r).toMatchObject({ kind: 'options.settle', price_source: 'price_log', inputs: { accepted_at: String(T) } });
    // open leaf (60000 at `newest`), end leaf, the leaf right after the open (T + 1), the leaf before the end
    expect(r.ticks.map((x: { price: string; ts: number }) => [x.price, x.ts])).toEqual([
      ['60000', newest],
      ['60100', order.expiresAt + 100],
      ['60010', T + 1],
      ['60020', order.expiresAt - 1000],
    ]);
    const { served, offline } = await bundleChecks(r.id);
    expect(served.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(served.ok).toBe(true);
    expect(offline.checks.filter((c) => !c.ok)).toEqual([]);
    expect(offline.checks.map((c) => c.name)).toContain(`rule last_at_or_before ${S}#${r.ticks[0].id.split('#')[1]}`);
  });

  it("is refused after a contract entry took the last tick at or before its acceptance; the entry's receipt checks", async () => {
    const u = await makeTrader(t.app, '1000');
    const newest = tickAt(t.app, 'ETH/USDT', '3000');
    t.app.clock.advance(300);
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, {
      ...ETH,
      share: 1,
      type: 1,
      status: 1,
      multiple: 10,
    });
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    const rs = (await call(t.app, 'GET', `/api/receipt/list?ref_type=contract_position&ref_id=${opened.message.id}`, u))
      .message as { id: string; kind: string; inputs: Record<string, string> }[];
    const entry = rs.find((r) => r.kind === 'contracts.open');
    expect(entry).toBeDefined();
    const T = Number(entry!.inputs.accepted_at);
    expect(T).toBeGreaterThan(newest);
    const before = await refusedCount();

    tickAt(t.app, 'ETH/USDT', '2000', T);
    expect(market().lastPrice('ETH/USDT')).toBe('3000');
    expect(await refusedCount()).toBe(before + 1);
    clockTo(T + 200);
    tickAt(t.app, 'ETH/USDT', '3001', T + 200);
    expect(market().lastPrice('ETH/USDT')).toBe('3001');

    const { served, offline } = await bundleChecks(entry!.id);
    expect(served.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(offline.checks.filter((c) => !c.ok)).toEqual([]);
    expect(offline.checks.map((c) => c.name)).toContainEqual(
      expect.stringMatching(/^rule last_at_or_before ETH\/USDT#/),
    );
  });

  it('is refused inside an outage an option was voided for; the void receipt still proves no leaf within it', async () => {
    const u = await makeBettor(t.app, '1000');
    tickAt(t.app, S, '60400');
    t.app.clock.advance(200);
    const body = { match_id: matchId(t.app, S), currency_id: 3, type: 1, seconds: 30, number: '100' };
    const placed = await call(t.app, 'POST', '/api/microtrade/submit', u, body);
    expect(placed.type).toBe('ok');
    const order = await orderRow(t.app, placed.message.id);
    clockTo(order.expiresAt + OPTION_VOID_AFTER_MS + 1);
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, order.id)).toMatchObject({ state: 'void' });
    const before = await refusedCount();

    // The feed comes back with a tick stamped inside the tolerance: it would be the leaf the void said was missing.
    tickAt(t.app, S, '99000', order.expiresAt + 10);
    expect(await refusedCount()).toBe(before + 1);
    expect(market().lastPrice(S)).toBe('60400');

    const [r] = (await call(t.app, 'GET', `/api/receipt/list?ref_type=option_order&ref_id=${order.id}`, u)).message;
    expect(r.kind).toBe('options.void');
    const { served, offline } = await bundleChecks(r.id);
    expect(served.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(offline.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('is not refused when no instant at or after it was answered (a question about the past seals nothing)', async () => {
    const newest = tickAt(t.app, S, '60200');
    t.app.clock.advance(1000);
    // an instant before the newest tick is answered from the log, whatever comes later
    expect(await market().priceAt(S, newest - 1)).toMatchObject({ ts: expect.any(Number) });
    const before = await refusedCount();
    tickAt(t.app, S, '60300', newest + 500);
    expect(market().lastPrice(S)).toBe('60300');
    expect(await refusedCount()).toBe(before);
  });
});
