/**
 * Attacks on a settled option's receipt by whoever controls the database, each caught by the price log's proofs
 * (issue 30: before it, each of these still answered `match: true`): a tampered tick, an edited mark and receipt, a
 * later tick chosen by omitting the one before it, and a rewritten log (consistency with an earlier head). Also the
 * offline command, run as a child process on the good bundle and on tampered ones.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { leafHash, rootAt, verifyConsistency } from '@app/pricelog';
import type { ReceiptBundle } from '@app/pricelog/bundle';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_FORMULAS } from '../../cli/published-formulas';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { dbReader } from '../market/market.log-repo';
import { optionSettleFormulaV2 } from '../options/options.receipts';
import { call, makeBettor, makeOptionsApp, matchId, orderRow, sweep, tickAt } from '../options/options.test-kit';
import { receiptHash } from './receipts.hash';
import { receiptsModule } from './receipts.module';
import type { ReceiptTick } from './receipts.tables';

const S = 'BTC/USDT';
let t: TestApp;
let receipt: { id: string; ticks: ReceiptTick[]; inputs: Record<string, string>; result: Record<string, string> };
let endSeq = 0;

beforeAll(async () => {
  t = await makeOptionsApp();
  const { market } = t.app.use(marketModule);
  const u = await makeBettor(t.app, '1000');
  // Prices are recorded at the platform clock, moved forward between them: a tick stamped at or before an instant
  // the market already answered (the order's acceptance) would be refused as late.
  const at = (price: string, ts: number) => {
    const now = t.app.clock.now();
    if (ts > now) t.app.clock.advance(ts - now);
    expect(tickAt(t.app, S, price, ts)).toBe(ts);
  };
  tickAt(t.app, S, '60000');
  t.app.clock.advance(500);
  const body = { match_id: matchId(t.app, S), currency_id: 3, type: 1, seconds: 30, number: '100' };
  const id = (await call(t.app, 'POST', '/api/microtrade/submit', u, body)).message.id as number;
  const order = await orderRow(t.app, id);
  const { expiresAt } = order;
  at('60010', order.openTs + 500);
  at('60020', expiresAt - 1000);
  at('60100', expiresAt + 300); // the end: a win
  at('59000', expiresAt + 900); // a loss, had the server chosen it
  at('59500', expiresAt + 1500);
  expect(await sweep(t.app)).toBe(1);
  await market.flush();
  await market.signHeads();
  receipt = (await call(t.app, 'GET', `/api/receipt/list?ref_type=option_order&ref_id=${id}`, u)).message[0];
  endSeq = Number(receipt.ticks[1]!.id.split('#')[1]);
}, 60_000);
afterAll(async () => t.close());

const verify = async () => (await call(t.app, 'GET', `/api/receipt/verify?id=${receipt.id}`)).message;
const bundle = async (): Promise<ReceiptBundle> =>
  (await call(t.app, 'GET', `/api/receipt/bundle?id=${receipt.id}`)).message;
const check = async (b: ReceiptBundle) => (await call(t.app, 'POST', '/api/receipt/check', undefined, b)).message;
const failedOf = (v: { checks: { name: string; ok: boolean }[] }) => v.checks.filter((c) => !c.ok).map((c) => c.name);

/** Rewrites the stored receipt as an operator would: new ticks, the formula's result for them, a fresh hash. */
async function rewriteReceipt(ticks: ReceiptTick[]) {
  const result = optionSettleFormulaV2.compute(receipt.inputs, ticks);
  const [row] = (
    (await t.app.database.db.execute(sql`select * from receipts where uid = ${receipt.id}`)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;
  const hash = receiptHash({
    kind: row!.kind as string,
    user_id: row!.user_id as number,
    ref_type: row!.ref_type as string,
    ref_id: row!.ref_id as string,
    price_source: row!.price_source as string,
    ticks,
    formula: row!.formula as string,
    formula_version: row!.formula_version as number,
    inputs: receipt.inputs,
    result,
  });
  await t.app.database.db.execute(
    sql`update receipts set ticks = ${JSON.stringify(ticks)}::jsonb, result = ${JSON.stringify(result)}::jsonb,
        hash = ${hash} where uid = ${receipt.id}`,
  );
}

const restoreReceipt = () => rewriteReceipt(receipt.ticks);

describe('receipt attacks', () => {
  it('the honest receipt verifies, with its proofs', async () => {
    expect(await verify()).toMatchObject({ match: true, checks: { proofs: 'ok', ticks: 'ok' } });
    expect(failedOf(await check(await bundle()))).toEqual([]);
  });

  it('a tick whose price was edited in SQL fails verify and the bundle check', async () => {
    await t.app.database.db.execute(sql`update ticks set price = '99999' where symbol = ${S} and seq = ${endSeq}`);
    try {
      const v = await verify();
      expect(v).toMatchObject({ match: false, checks: { ticks: 'changed', proofs: 'failed' } });
      expect(failedOf(await check(await bundle()))).toEqual(
        expect.arrayContaining([`inclusion ${S}#${endSeq}`, `tick ${S}#${endSeq}`]),
      );
    } finally {
      await t.app.database.db.execute(sql`update ticks set price = '60100' where symbol = ${S} and seq = ${endSeq}`);
    }
    expect((await verify()).match).toBe(true);
  });

  it('an edited mark with the receipt rewritten to match it (hash and result recomputed) fails', async () => {
    const fake = { ...receipt.ticks[1]!, price: '59000' };
    await t.app.database.db.execute(
      sql`update price_marks set price = '59000' where reason = 'options.end' and symbol = ${S} and ts = ${fake.ts}`,
    );
    await rewriteReceipt([receipt.ticks[0]!, fake, receipt.ticks[2]!, receipt.ticks[3]!]);
    try {
      const v = await verify();
      // the receipt is self-consistent: only the log knows the real price
      expect(v).toMatchObject({
        match: false,
        checks: { hash: true, result: true, ticks: 'changed', proofs: 'failed' },
      });
      expect(failedOf(await check(await bundle()))).toEqual([`tick ${S}#${endSeq}`]);
    } finally {
      await restoreReceipt();
    }
  });

  it('a later tick chosen by omitting the first one after expiry fails the rule', async () => {
    const later = (await t.app.use(marketModule).market.log.leaves(S, endSeq + 1, 1))[0]!;
    const chosen: ReceiptTick = { ...receipt.ticks[1]!, id: `${S}#${later.seq}`, ts: later.ts, price: later.price };
    // "the leaf before" stays the one before expiry: the first leaf after it is left out
    await rewriteReceipt([receipt.ticks[0]!, chosen, receipt.ticks[2]!, receipt.ticks[3]!]);
    try {
      const b = await bundle();
      expect(failedOf(await check(b))).toEqual([`rule first_at_or_after ${S}#${later.seq}`]);
      // and a bundle that drops the omitted leaf cannot prove adjacency either
      b.logs[0]!.leaves = b.logs[0]!.leaves.filter((l) => l.seq !== endSeq);
      const v = await check(b);
      expect(failedOf(v)).toEqual([`rule first_at_or_after ${S}#${later.seq}`]);
      const rule = v.checks.find((c: { name: string }) => c.name.startsWith('rule first_at_or_after'));
      expect(rule?.detail).toMatch(/not in the bundle/);
      expect((await verify()).match).toBe(false);
    } finally {
      await restoreReceipt();
    }
  });

  it('a rewritten log is not consistent with a head signed before', async () => {
    const { market } = t.app.use(marketModule);
    const old = (await market.log.latestHead(S))!;
    t.app.clock.advance(1000);
    tickAt(t.app, S, '59600');
    await market.flush();
    await market.signHeads();
    const next = (await market.log.latestHead(S))!;
    expect(next.size).toBeGreaterThan(old.size);
    const honest = await market.log.consistency(S, old.size, next.size);
    expect(verifyConsistency(old.size, next.size, old.root, next.root, honest)).toBe(true);

    // The operator rewrites an old leaf (price and leaf hash) and would sign the root of the rewritten log.
    const [leaf] = await market.log.leaves(S, 1, 1);
    const forged = { ...leaf!, price: '1', inputs: leaf!.inputs.map((i) => ({ ...i, price: '1' })) };
    await t.app.database.db.execute(
      sql`update ticks set price = '1', inputs = ${JSON.stringify(forged.inputs)}::jsonb,
          leaf_hash = decode(${leafHash(forged)}, 'hex') where symbol = ${S} and seq = 1`,
    );
    try {
      const rewrittenRoot = await rootAt(next.size, dbReader(t.app.database.db, S));
      expect(rewrittenRoot).not.toBe(next.root);
      const proof = await market.log.consistency(S, old.size, next.size);
      expect(verifyConsistency(old.size, next.size, old.root, rewrittenRoot, proof)).toBe(false);
    } finally {
      await t.app.database.db.execute(
        sql`update ticks set price = ${leaf!.price}, inputs = ${JSON.stringify(leaf!.inputs)}::jsonb,
            leaf_hash = decode(${leaf!.leaf_hash}, 'hex') where symbol = ${S} and seq = 1`,
      );
    }
  });
});

describe('the offline verifier', () => {
  const run = promisify(execFile);
  const dir = mkdtempSync(join(tmpdir(), 'verify-receipt-'));
  const cli = async (b: unknown, ...args: string[]) => {
    const file = join(dir, `b${Math.random().toString(16).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(b));
    try {
      const { stdout, stderr } = await run('npx', ['tsx', 'apps/server/src/cli/verify-receipt.ts', file, ...args], {
        cwd: join(__dirname, '../../../../..'),
      });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const err = e as { code: number; stdout: string; stderr: string };
      return { code: err.code, stdout: err.stdout, stderr: err.stderr };
    }
  };

  it('has every formula the server registers', () => {
    const server = t.app.use(receiptsModule).formulas();
    const key = (f: { name: string; version: number }) => `${f.name}@${f.version}`;
    expect(PUBLISHED_FORMULAS.map(key).sort()).toEqual(
      server
        .map(key)
        .filter((k) => !k.startsWith('test.'))
        .sort(),
    );
  });

  it('accepts the good bundle (exit 0) and refuses tampered ones (exit 1), with the key pinned', async () => {
    const good = await bundle();
    const key = t.app.use(marketModule).market.log.publicKey().public_key;
    const ok = await cli(good, '--key', key);
    expect(ok.stdout).toMatch(/VALID: every check passed/);
    expect(ok.code).toBe(0);

    const unpinned = await cli({ type: 'ok', message: good });
    expect(unpinned.code).toBe(0);
    expect(unpinned.stderr).toMatch(/own public key was used/);

    const priced = structuredClone(good);
    priced.logs[0]!.leaves.find((l) => l.seq === endSeq)!.price = '70000';
    const tampered = await cli(priced, '--key', key);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toMatch(new RegExp(`FAIL inclusion ${S.replace('/', '\\/')}#${endSeq}`));

    const other = await cli(good, '--key', 'ab'.repeat(32));
    expect(other.code).toBe(1);
    expect(other.stdout).toMatch(/FAIL head signature/);
  }, 60_000);
});
