/**
 * Options receipts that prove their rule from the public price log, and the void on outage: an option whose expiry
 * has no recorded tick within OPTION_VOID_AFTER_MS is void (stake and fee back, a receipt citing the gap's two
 * leaves), decided only once the gap is certain; a catch-up after downtime never settles on the first price after it.
 */
import { normalize } from '@app/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { restartableDatabase } from '../../test/restartable-db';
import { marketModule } from '../market';
import { OPTION_VOID_AFTER_MS } from './options.receipts';
import {
  call,
  checkInvariants,
  makeBettor,
  makeOptionsApp,
  matchId,
  micro,
  orderRow,
  sweep,
  tickAt,
} from './options.test-kit';

const S = 'BTC/USDT';
let t: TestApp;
beforeAll(async () => {
  t = await makeOptionsApp();
}, 60_000);
afterAll(async () => t.close());

/**
 * Moves the platform clock forward to `ts` (if it is not there yet) and records a price at `ts`, as the feed does: a
 * tick is never recorded behind an instant the market already answered (docs/decisions.md "Late ticks are refused
 * after an instant is answered"), so the tests move the clock rather than back-date ticks.
 */
function tickThen(app: App, price: string, ts: number) {
  const now = app.clock.now();
  if (ts > now) app.clock.advance(ts - now);
  expect(tickAt(app, S, price, ts)).toBe(ts);
}

/**
 * An order on a 30 s expiry accepted 500 ms after a tick at `price` (the open price): the accepted and expiry times
 * are the order's own.
 */
async function place(app: App, price = '60000') {
  const u = await makeBettor(app, '1000');
  const tickTs = tickAt(app, S, price);
  app.clock.advance(500);
  const body = { match_id: matchId(app, S), currency_id: 3, type: 1, seconds: 30, number: '100' };
  const placed = await call(app, 'POST', '/api/microtrade/submit', u, body);
  expect(placed.type).toBe('ok');
  const id = placed.message.id as number;
  const row = await orderRow(app, id);
  expect(row.openTs).toBeGreaterThanOrEqual(tickTs + 500);
  expect(row.expiresAt).toBe(row.openTs + 30_000);
  expect(normalize(row.openPrice)).toBe(price);
  return { u, id, tickTs, openTs: row.openTs, expiresAt: row.expiresAt };
}

const receiptOf = async (app: App, u: { id: number; headers: { authorization: string } }, id: number) =>
  (await call(app, 'GET', `/api/receipt/list?ref_type=option_order&ref_id=${id}`, u)).message[0];

async function prove(app: App) {
  const { market } = app.use(marketModule);
  await market.flush();
  await market.signHeads();
}

describe('options receipts cite price-log leaves', () => {
  it('settle with the open leaf, the end leaf and the neighbours that prove the rule; bundle and check agree', async () => {
    const { u, id, openTs, expiresAt } = await place(t.app);
    tickThen(t.app, '60010', openTs + 500); // after acceptance: proves the open leaf was the last before it
    tickThen(t.app, '60020', expiresAt - 1000); // the leaf before expiry
    tickThen(t.app, '60100', expiresAt + 300); // the end leaf
    tickThen(t.app, '59000', expiresAt + 900); // later: not the rule's choice
    expect(await sweep(t.app)).toBe(1);
    const row = await orderRow(t.app, id);
    expect(row).toMatchObject({ state: 'settled', result: 1, endTs: expiresAt + 300 });
    const r = await receiptOf(t.app, u, id);
    expect(r).toMatchObject({ kind: 'options.settle', formula_version: 2, price_source: 'price_log' });
    expect(r.inputs).toMatchObject({
      symbol: S,
      accepted_at: String(openTs),
      expires_at: String(expiresAt),
      seconds: '30',
    });
    const seqs = r.ticks.map((x: { id: string }) => Number(x.id.split('#')[1]));
    expect(seqs[1]).toBe(seqs[3] + 1);
    expect(seqs[2]).toBe(seqs[0] + 1);
    expect(r.ticks.map((x: { price: string }) => x.price)).toEqual(['60000', '60100', '60010', '60020']);

    // No signed head covers the leaves yet: a translated "retry in a few seconds".
    const early = await call(t.app, 'GET', `/api/receipt/bundle?id=${r.id}`);
    expect(early).toEqual({ type: 'error', message: expect.stringMatching(/few seconds/) });
    expect((await call(t.app, 'GET', `/api/receipt/verify?id=${r.id}`)).message.checks.proofs).toBe('pending');

    await prove(t.app);
    const bundle = await call(t.app, 'GET', `/api/receipt/bundle?id=${r.id}`);
    expect(bundle.type).toBe('ok');
    expect(bundle.message.logs[0].leaves.map((l: { seq: number }) => l.seq)).toEqual([...seqs].sort((a, b) => a - b));
    const checked = await call(t.app, 'POST', '/api/receipt/check', undefined, bundle.message);
    expect(checked.message.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(checked.message.ok).toBe(true);
    const verified = (await call(t.app, 'GET', `/api/receipt/verify?id=${r.id}`)).message;
    expect(verified).toMatchObject({ match: true, checks: { ticks: 'ok', proofs: 'ok' } });
    expect(verified.proofs.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([`rule last_at_or_before ${S}#${seqs[0]}`, `rule first_at_or_after ${S}#${seqs[1]}`]),
    );
    await checkInvariants(t.app);
  });

  it('voids an option whose first tick after expiry came after the tolerance: stake and fee back, the gap cited', async () => {
    const { u, id, expiresAt } = await place(t.app);
    expect(await micro(t.app, u.id)).toBe('899.9');
    tickThen(t.app, '60010', expiresAt - 2000);
    tickThen(t.app, '99000', expiresAt + OPTION_VOID_AFTER_MS + 1); // the feed is back: a jump nobody lived
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, id)).toMatchObject({ state: 'void', endPrice: null });
    expect(await micro(t.app, u.id)).toBe('1000');
    const r = await receiptOf(t.app, u, id);
    expect(r).toMatchObject({
      kind: 'options.void',
      formula: 'options.void',
      result: { refund: '100.1' },
      inputs: { reason: 'options.void_outage', void_after_ms: String(OPTION_VOID_AFTER_MS) },
    });
    expect(r.ticks.map((x: { ts: number }) => x.ts)).toEqual([expiresAt - 2000, expiresAt + OPTION_VOID_AFTER_MS + 1]);
    await prove(t.app);
    const bundle = (await call(t.app, 'GET', `/api/receipt/bundle?id=${r.id}`)).message;
    const checked = (await call(t.app, 'POST', '/api/receipt/check', undefined, bundle)).message;
    expect(checked.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(checked.checks.map((c: { name: string }) => c.name)).toContain(
      `rule no_leaf_within ${S}#${r.ticks[0].id.split('#')[1]}`,
    );
    // the open list shows it no more, the history does
    const history = await call(t.app, 'GET', '/api/microtrade/lists?status=3', u);
    expect(JSON.stringify(history.message)).toContain(`"id":${id}`);
    expect(JSON.stringify(history.message)).toContain(`"receipt_uid":"${r.id}"`);
    await checkInvariants(t.app);
  });

  it('settles a tick just inside the tolerance, and waits while the gap is not yet certain', async () => {
    const inside = await place(t.app);
    tickThen(t.app, '59000', inside.expiresAt + OPTION_VOID_AFTER_MS);
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, inside.id)).toMatchObject({ state: 'settled', result: -1 });

    // Expiry 1 s ago, no tick since: the feed may still deliver one inside the tolerance, so nothing is decided.
    const waiting = await place(t.app);
    t.app.clock.advance(waiting.expiresAt + 1000 - t.app.clock.now());
    await sweep(t.app);
    expect(await orderRow(t.app, waiting.id)).toMatchObject({ state: 'open' });
    // the tick comes inside the tolerance: settled on it (and no order is left for the next test)
    tickThen(t.app, '60500', waiting.expiresAt + 2000);
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, waiting.id)).toMatchObject({
      state: 'settled',
      result: 1,
      endTs: waiting.expiresAt + 2000,
    });
  });

  it('voids once the tolerance has passed with no tick at all, proving the gap with the signed head', async () => {
    const { u, id, expiresAt } = await place(t.app);
    t.app.clock.advance(expiresAt + OPTION_VOID_AFTER_MS + 1 - t.app.clock.now());
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, id)).toMatchObject({ state: 'void' });
    const r = await receiptOf(t.app, u, id);
    expect(r.ticks).toHaveLength(1);
    await prove(t.app);
    const bundle = (await call(t.app, 'GET', `/api/receipt/bundle?id=${r.id}`)).message;
    const checked = (await call(t.app, 'POST', '/api/receipt/check', undefined, bundle)).message;
    expect(checked.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    await checkInvariants(t.app);
  });
});

describe('options across a restart with no tick in the tolerance', () => {
  it('voids instead of settling on the first price after the downtime', async () => {
    const { database, drop } = await restartableDatabase();
    const env = { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' };
    try {
      // the first run's clock starts 10 minutes ago; the second runs on the real clock (downtime 10 minutes)
      const start = new Date(Date.now() - 10 * 60_000).toISOString();
      const first = await makeTestApp({ database, env: { ...env, MARKET_CLOCK_START: start }, startJobs: false });
      let placed: Awaited<ReturnType<typeof place>>;
      try {
        placed = await place(first.app);
        tickThen(first.app, '60005', placed.openTs + 500);
      } finally {
        await first.close();
      }
      const second = await makeTestApp({ database, env, startJobs: false });
      try {
        tickAt(second.app, S, '75000', second.app.use(marketModule).market.now());
        expect(await sweep(second.app)).toBe(1);
        expect(await orderRow(second.app, placed.id)).toMatchObject({ state: 'void' });
        expect(await micro(second.app, placed.u.id)).toBe('1000');
        const r = await receiptOf(second.app, placed.u, placed.id);
        expect(r.kind).toBe('options.void');
        // the gap's two leaves: the last before expiry (first run) and the first after the downtime (its next seq)
        expect(r.ticks.map((x: { id: string }) => x.id)).toEqual([`${S}#1`, `${S}#2`]);
        await prove(second.app);
        const bundle = (await call(second.app, 'GET', `/api/receipt/bundle?id=${r.id}`)).message;
        const checked = (await call(second.app, 'POST', '/api/receipt/check', undefined, bundle)).message;
        expect(checked.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
        expect(checked.ok).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  }, 60_000);
});
