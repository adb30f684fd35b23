/**
 * Options receipts that prove their rule from the public price log, and the void on outage: an option whose expiry
 * has no recorded tick within OPTION_VOID_AFTER_MS is void (stake and fee back, a receipt citing the gap's two
 * leaves), decided only once the gap is certain; a catch-up after downtime never settles on the first price after it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { restartableDatabase } from '../../test/restartable-db';
import { marketModule } from '../market';
import { OPTION_VOID_AFTER_MS } from './options.receipts';
import { optionOrders } from './options.tables';
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
 * An order accepted at `openTs` on a 30 s expiry, backdated (the market clock cannot be moved): the first tick at
 * `base` is its open price; the order row's times are rewritten to lie between the ticks the test records.
 */
async function placeAt(app: App, base: number, openTs: number) {
  const u = await makeBettor(app, '1000');
  tickAt(app, S, '60000', base);
  const body = { match_id: matchId(app, S), currency_id: 3, type: 1, seconds: 30, number: '100' };
  const placed = await call(app, 'POST', '/api/microtrade/submit', u, body);
  expect(placed.type).toBe('ok');
  const id = placed.message.id as number;
  await app.database.db
    .update(optionOrders)
    .set({ openTs, expiresAt: openTs + 30_000 })
    .where(eq(optionOrders.id, id));
  return { u, id, expiresAt: openTs + 30_000 };
}

const receiptOf = async (app: App, u: { id: number; headers: { authorization: string } }, id: number) =>
  (await call(app, 'GET', `/api/receipt/list?ref_type=option_order&ref_id=${id}`, u)).message[0];

async function prove(app: App) {
  const { market } = app.use(marketModule);
  await market.flush();
  await market.signHeads();
}

/** A symbol's log starts fresh in each test: the base time is past every earlier test's ticks. */
let clock = 0;
const nextBase = () => {
  clock = Math.max(clock + 1_000_000, t.app.use(marketModule).market.now() - 50_000_000);
  return clock;
};

describe('options receipts cite price-log leaves', () => {
  it('settle with the open leaf, the end leaf and the neighbours that prove the rule; bundle and check agree', async () => {
    const base = nextBase();
    const { u, id, expiresAt } = await placeAt(t.app, base, base + 500);
    tickAt(t.app, S, '60010', base + 1000); // after acceptance: proves the open leaf was the last before it
    tickAt(t.app, S, '60020', expiresAt - 1000); // the leaf before expiry
    tickAt(t.app, S, '60100', expiresAt + 300); // the end leaf
    tickAt(t.app, S, '59000', expiresAt + 900); // later: not the rule's choice
    expect(await sweep(t.app)).toBe(1);
    const row = await orderRow(t.app, id);
    expect(row).toMatchObject({ state: 'settled', result: 1, endTs: expiresAt + 300 });
    const r = await receiptOf(t.app, u, id);
    expect(r).toMatchObject({ kind: 'options.settle', formula_version: 2, price_source: 'price_log' });
    expect(r.inputs).toMatchObject({
      symbol: S,
      accepted_at: String(base + 500),
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
    const base = nextBase();
    const { u, id, expiresAt } = await placeAt(t.app, base, base + 500);
    expect(await micro(t.app, u.id)).toBe('899.9');
    tickAt(t.app, S, '60010', expiresAt - 2000);
    tickAt(t.app, S, '99000', expiresAt + OPTION_VOID_AFTER_MS + 1); // the feed is back: a jump nobody lived
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
    const base = nextBase();
    const inside = await placeAt(t.app, base, base + 500);
    tickAt(t.app, S, '59000', inside.expiresAt + OPTION_VOID_AFTER_MS);
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, inside.id)).toMatchObject({ state: 'settled', result: -1 });

    // Expiry 1 s ago, no tick since: the feed may still deliver one inside the tolerance, so nothing is decided.
    const now = t.app.use(marketModule).market.now();
    const waiting = await placeAt(t.app, now - 40_000, now - 31_000);
    await sweep(t.app);
    expect(await orderRow(t.app, waiting.id)).toMatchObject({ state: 'open' });
  });

  it('voids once the tolerance has passed with no tick at all, proving the gap with the signed head', async () => {
    const now = t.app.use(marketModule).market.now();
    const base = Math.max(nextBase(), now - 60_000);
    clock = now;
    const { u, id } = await placeAt(t.app, base, base + 500);
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
      const first = await makeTestApp({ database, env, startJobs: false });
      let placed: Awaited<ReturnType<typeof placeAt>>;
      const base = first.app.use(marketModule).market.now() - 10 * 60_000;
      try {
        placed = await placeAt(first.app, base, base + 500);
        tickAt(first.app, S, '60005', base + 1000);
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
        await prove(second.app);
        const bundle = (await call(second.app, 'GET', `/api/receipt/bundle?id=${r.id}`)).message;
        expect((await call(second.app, 'POST', '/api/receipt/check', undefined, bundle)).message.ok).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  }, 60_000);
});
