/**
 * A crossing close's receipt (contracts.close v3) proves the two inputs v2 only stated: `since_seq` is the
 * position's open leaf (or the first leaf after its stops were set), and a liquidation's `level` is the one its
 * margin group gives with the published formula. Each tampered bundle below has its receipt hash recomputed, so only
 * those re-derivations can refuse it: v2 accepted every one of them.
 */
import { checkBundle, type ReceiptBundle, receiptContentHash } from '@app/pricelog/bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedFormula } from '../../cli/published-formulas';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { BTC, call, ETH, makeContractsApp, makeTrader, openPosition, tick, type Who } from './contracts.test-kit';

type Receipt = { id: string; kind: string; formula_version: number; inputs: Record<string, string> };

let t: TestApp;
let key = '';
const got: Record<'tp' | 'sl' | 'liquidation', ReceiptBundle | undefined> = {
  tp: undefined,
  sl: undefined,
  liquidation: undefined,
};

const closeOf = async (u: Who, id: number): Promise<Receipt> => {
  const all: Receipt[] = (await call(t.app, 'GET', `/api/receipt/list?ref_type=contract_position&ref_id=${id}`, u))
    .message;
  const r = all.find((x) => x.kind === 'contracts.close');
  if (!r) throw new Error(`position ${id} has no close receipt`);
  return r;
};
const bundleOf = async (r: Receipt): Promise<ReceiptBundle> =>
  (await call(t.app, 'GET', `/api/receipt/bundle?id=${r.id}`)).message;
const check = (b: ReceiptBundle) => checkBundle(b, { formulas: publishedFormula, publicKey: key });
const failedOf = (b: ReceiptBundle) =>
  check(b)
    .checks.filter((c) => !c.ok)
    .map((c) => c.name);

/** The bundle with its receipt's inputs changed and its hash recomputed (the hash check passes). */
function tampered(b: ReceiptBundle, change: Record<string, string | undefined>): ReceiptBundle {
  const out = structuredClone(b);
  const inputs = out.receipt.content.inputs;
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) delete inputs[k];
    else inputs[k] = v;
  }
  out.receipt.hash = receiptContentHash(out.receipt.content);
  return out;
}

/** The same content as a v2 receipt states it (v2 has no open time, stops time or group), hash recomputed. */
function asV2(b: ReceiptBundle): ReceiptBundle {
  const out = tampered(b, { opened_at: undefined, stops_at: undefined, group: undefined, group_balance: undefined });
  delete out.receipt.content.inputs.group_prices;
  out.receipt.content.formula_version = 2;
  out.receipt.hash = receiptContentHash(out.receipt.content);
  return out;
}

const chosenSeq = (b: ReceiptBundle) => Number(b.receipt.content.ticks[0]!.id.split('#')[1]);

const open = (u: Who, pair: object, over: object) => openPosition(t.app, u, pair, over);

beforeAll(async () => {
  t = await makeContractsApp();
  const { market } = t.app.use(marketModule);
  key = market.log.publicKey().public_key;
  const a = await makeTrader(t.app, '1000');
  const b = await makeTrader(t.app, '1000');
  const c = await makeTrader(t.app, '7');
  await tick(t.app, 'ETH/USDT', '3000');
  const tp = await open(a, ETH, { multiple: 10, target_profit_price: '3100' });
  const sl = await open(b, ETH, { multiple: 10 });
  await tick(t.app, 'ETH/USDT', '2940'); // below the stop b sets next: no stop existed yet
  await tick(t.app, 'ETH/USDT', '3050');
  const set = await call(t.app, 'POST', '/api/lever/setstop', b, { id: sl, stop_loss_price: '2950' });
  expect(set.type, JSON.stringify(set)).toBe('ok');
  await tick(t.app, 'ETH/USDT', '3100'); // a's take-profit
  await tick(t.app, 'ETH/USDT', '2945'); // b's stop-loss
  await tick(t.app, 'BTC/USDT', '50000');
  const liq = await open(c, BTC, { multiple: 100 });
  await tick(t.app, 'BTC/USDT', '46000');
  await tick(t.app, 'BTC/USDT', '40000'); // c's group is due
  await tick(t.app, 'ETH/USDT', '2950');
  await tick(t.app, 'BTC/USDT', '40010');
  await market.flush();
  await market.signHeads();
  got.tp = await bundleOf(await closeOf(a, tp));
  got.sl = await bundleOf(await closeOf(b, sl));
  got.liquidation = await bundleOf(await closeOf(c, liq));
}, 120_000);
afterAll(async () => t?.close());

describe('a genuine crossing close proves since_seq and its level', () => {
  it('a take-profit set with the entry starts at the open leaf, proved at the open receipt’s acceptance', () => {
    const b = got.tp!;
    expect(b.receipt.content).toMatchObject({ formula_version: 3, inputs: { reason: 'tp', level: '3100' } });
    expect(b.receipt.content.inputs.opened_at).toMatch(/^\d+$/);
    const v = check(b);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    const since = b.receipt.content.inputs.since_seq;
    expect(v.checks.map((c) => c.name)).toContain(
      `rule last_at_or_before ETH/USDT#${since} (since_seq: the position’s open leaf)`,
    );
  });

  it('a stop-loss set after the open starts at the first leaf after it was set, not at the open', () => {
    const b = got.sl!;
    expect(b.receipt.content).toMatchObject({ formula_version: 3, inputs: { reason: 'sl', level: '2950' } });
    expect(b.receipt.content.inputs.stops_at).toMatch(/^\d+$/);
    expect(b.receipt.content.inputs.opened_at).toBeUndefined();
    const v = check(b);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    const since = Number(b.receipt.content.inputs.since_seq);
    expect(v.checks.map((c) => c.name)).toContain(
      `rule first_at_or_after ETH/USDT#${since} (since_seq: the first leaf after the stops were set)`,
    );
    // the 3100 leaf after the stop was set, then the 2945 crossing: 2940 (before the stop) is older than since_seq
    expect(chosenSeq(b)).toBe(since + 1);
  });

  it('a liquidation carries its margin group, and the level recomputed from it is the stated one', () => {
    const b = got.liquidation!;
    const { inputs } = b.receipt.content;
    expect(b.receipt.content).toMatchObject({ formula_version: 3, inputs: { reason: 'liquidation' } });
    expect(JSON.parse(inputs.group!)).toHaveLength(1);
    expect(inputs.group_balance).toBeDefined();
    const v = check(b);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    const level = v.checks.find((c) => c.name === 'level BTC/USDT');
    expect(level?.detail).toBe(`${inputs.level} (down), recomputed from group, group_balance and group_prices`);
  });
});

describe('a stated input that is not re-derived refuses the bundle', () => {
  it('a liquidation level moved but still crossed by the chosen leaf and not by the one before', () => {
    const b = got.liquidation!;
    const level = b.receipt.content.inputs.level!;
    const moved = tampered(b, { level: String(Math.floor(Number(level)) + 1) });
    expect(Number(moved.receipt.content.inputs.level)).toBeLessThan(46000);
    expect(failedOf(moved)).toEqual(['level BTC/USDT']);
    expect(check(asV2(moved)).ok).toBe(true); // what v2 accepted
    // the group the level is derived from cannot be edited either: the balance changes the level
    const richer = tampered(b, { group_balance: '100' });
    expect(failedOf(richer)).toEqual(['level BTC/USDT']);
  });

  it('since_seq moved up to the crossing leaf (as a late close would need) on a take-profit and a stop-loss', () => {
    for (const b of [got.tp!, got.sl!]) {
      const late = tampered(b, { since_seq: String(chosenSeq(b)) });
      const failed = failedOf(late);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatch(/ \(since_seq: /);
      expect(check(asV2(late)).ok).toBe(true); // what v2 accepted
    }
  });

  it('a v2 receipt (no group, no open time) still verifies, and says it states both inputs', () => {
    const v = check(asV2(got.liquidation!));
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    const stated = v.checks.filter((c) => c.detail.startsWith('stated (contracts.close v2)')).map((c) => c.name);
    expect(stated).toEqual(['since_seq BTC/USDT', 'level BTC/USDT']);
  });
});
