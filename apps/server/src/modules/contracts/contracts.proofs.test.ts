/**
 * Contract receipts prove their rule (issue 30 item 6): an entry cites the last leaf at or before its acceptance; a
 * take-profit, a stop-loss and a liquidation cite the crossing leaf and the one before it, first crossing since the
 * position's open leaf. Each bundle passes `checkBundle` with the published key and the offline command; a tampered
 * crossing leaf or a receipt that claims a later leaf crossed first does not.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkBundle, type ReceiptBundle } from '@app/pricelog/bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedFormula } from '../../cli/published-formulas';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { BTC, call, ETH, makeContractsApp, makeTrader, openPosition, tick, type Who } from './contracts.test-kit';

type Receipt = { id: string; kind: string; formula_version: number; inputs: Record<string, string> };

let t: TestApp;
let key = '';
const got: Record<'entry' | 'owner' | 'tp' | 'sl' | 'liquidation', Receipt | undefined> = {
  entry: undefined,
  owner: undefined,
  tp: undefined,
  sl: undefined,
  liquidation: undefined,
};

const receiptsOf = async (u: Who, id: number): Promise<Receipt[]> =>
  (await call(t.app, 'GET', `/api/receipt/list?ref_type=contract_position&ref_id=${id}`, u)).message;
const bundleOf = async (r: Receipt): Promise<ReceiptBundle> =>
  (await call(t.app, 'GET', `/api/receipt/bundle?id=${r.id}`)).message;
const check = (b: ReceiptBundle) => checkBundle(b, { formulas: publishedFormula, publicKey: key });
const failedOf = (b: ReceiptBundle) =>
  check(b)
    .checks.filter((c) => !c.ok)
    .map((c) => c.name);

const open = (u: Who, pair: object, over: object) => openPosition(t.app, u, pair, over);

beforeAll(async () => {
  t = await makeContractsApp();
  const { market } = t.app.use(marketModule);
  key = market.log.publicKey().public_key;
  const a = await makeTrader(t.app, '1000');
  const b = await makeTrader(t.app, '1000');
  const c = await makeTrader(t.app, '7');
  const d = await makeTrader(t.app, '1000');
  await tick(t.app, 'ETH/USDT', '3000');
  const tp = await open(a, ETH, { multiple: 10, target_profit_price: '3100' });
  const sl = await open(b, ETH, { multiple: 10, stop_loss_price: '2900' });
  await tick(t.app, 'ETH/USDT', '3050');
  await tick(t.app, 'ETH/USDT', '3100'); // a's take-profit
  await tick(t.app, 'ETH/USDT', '2950');
  await tick(t.app, 'ETH/USDT', '2900'); // b's stop-loss
  const own = await open(d, ETH, { multiple: 10 });
  await tick(t.app, 'ETH/USDT', '2905');
  expect((await call(t.app, 'POST', '/api/lever/close', d, { id: own })).type).toBe('ok');
  await tick(t.app, 'BTC/USDT', '50000');
  // equity 6.47 + 0.5 − 0.001 × (50000.01 − p): due near 43025, not at 46000, at 40000
  const liq = await open(c, BTC, { multiple: 100 });
  await tick(t.app, 'BTC/USDT', '46000');
  await tick(t.app, 'BTC/USDT', '40000');
  await tick(t.app, 'ETH/USDT', '2910');
  await tick(t.app, 'BTC/USDT', '40010');
  await market.flush();
  await market.signHeads();
  const close = (rs: Receipt[]) => rs.find((r) => r.kind === 'contracts.close');
  const ra = await receiptsOf(a, tp);
  got.entry = ra.find((r) => r.kind === 'contracts.open');
  got.tp = close(ra);
  got.sl = close(await receiptsOf(b, sl));
  got.owner = close(await receiptsOf(d, own));
  got.liquidation = close(await receiptsOf(c, liq));
}, 120_000);
afterAll(async () => t?.close());

describe('contract receipts prove their rule', () => {
  it('an entry: the last leaf at or before its acceptance', async () => {
    const r = got.entry!;
    expect(r).toMatchObject({ formula_version: 2, inputs: { symbol: 'ETH/USDT' } });
    const v = check(await bundleOf(r));
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect(v.checks.map((c) => c.name)).toContainEqual(expect.stringMatching(/^rule last_at_or_before ETH\/USDT#/));
  });

  it("an owner's close: the last leaf at or before the close", async () => {
    const r = got.owner!;
    expect(r).toMatchObject({ formula_version: 3, inputs: { reason: 'user', symbol: 'ETH/USDT' } });
    expect(r.inputs.level).toBeUndefined();
    const v = check(await bundleOf(r));
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect(v.checks.map((c) => c.name)).toContainEqual(expect.stringMatching(/^rule last_at_or_before ETH\/USDT#/));
  });

  it.each([
    ['tp', '3100', 'up'],
    ['sl', '2900', 'down'],
  ] as const)('a %s: the first leaf since the open that crossed its level', async (reason, level, direction) => {
    const r = got[reason]!;
    expect(r).toMatchObject({ formula_version: 3, inputs: { reason, level, direction } });
    const v = check(await bundleOf(r));
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect(v.checks.map((c) => c.name)).toContainEqual(expect.stringMatching(/^rule first_crossing ETH\/USDT#/));
  });

  it('a liquidation: the first leaf that crossed the level where the group became due', async () => {
    const r = got.liquidation!;
    expect(r).toMatchObject({ formula_version: 3, inputs: { reason: 'liquidation', direction: 'down' } });
    // the level lies between the leaf before (46000, not due) and the crossing one (40000)
    expect(Number(r.inputs.level)).toBeGreaterThan(40000);
    expect(Number(r.inputs.level)).toBeLessThan(46000);
    const v = check(await bundleOf(r));
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect(v.checks.map((c) => c.name)).toContainEqual(expect.stringMatching(/^rule first_crossing BTC\/USDT#/));
  });

  it('a tampered crossing leaf fails its inclusion, and a later leaf claimed as the first crossing fails the rule', async () => {
    const good = await bundleOf(got.tp!);
    const seq = Number(good.receipt.content.ticks[0]!.id.split('#')[1]);
    const priced = structuredClone(good);
    priced.logs[0]!.leaves.find((l) => l.seq === seq)!.price = '3200';
    expect(failedOf(priced)).toContain(`inclusion ETH/USDT#${seq}`);
    // A stop-loss at 2950 would have crossed at 2950 first: the 2900 leaf is not its first crossing.
    const sl = await bundleOf(got.sl!);
    const moved = structuredClone(sl);
    moved.receipt.content.inputs.level = '2950';
    const names = failedOf(moved);
    expect(names).toContain(`rule first_crossing ETH/USDT#${sl.receipt.content.ticks[0]!.id.split('#')[1]}`);
  });
});

describe('the offline verifier', () => {
  const run = promisify(execFile);
  const dir = mkdtempSync(join(tmpdir(), 'contract-receipt-'));
  const cli = async (b: unknown) => {
    const file = join(dir, `b${Math.random().toString(16).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(b));
    try {
      const { stdout } = await run('npx', ['tsx', 'apps/server/src/cli/verify-receipt.ts', file, '--key', key], {
        cwd: join(__dirname, '../../../../..'),
      });
      return { code: 0, stdout };
    } catch (e) {
      const err = e as { code: number; stdout: string };
      return { code: err.code, stdout: err.stdout };
    }
  };

  it('accepts the five bundles and refuses a tampered crossing leaf', async () => {
    for (const r of Object.values(got)) {
      const out = await cli(await bundleOf(r!));
      expect(out.stdout).toMatch(/VALID: every check passed/);
      expect(out.code).toBe(0);
    }
    const liq = await bundleOf(got.liquidation!);
    const seq = Number(liq.receipt.content.ticks[0]!.id.split('#')[1]);
    liq.logs[0]!.leaves.find((l) => l.seq === seq)!.price = '45000';
    const bad = await cli(liq);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(new RegExp(`FAIL inclusion BTC\\/USDT#${seq}`));
  }, 120_000);
});
