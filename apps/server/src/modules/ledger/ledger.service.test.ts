import { normalize, sub } from '@app/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db';
import { isAppError } from '../../errors';
import { makeTestDb, type TestDb } from '../../test/make-db';
import {
  auditJournal,
  balances,
  createLedgerService,
  getOrCreateAccount,
  LedgerError,
  post,
  sumByCurrency,
} from './index';
import { ledgerAccounts } from './ledger.tables';
import { fundedAccount, makeUserId, userAccount } from './ledger.test-kit';

let t: TestDb;
let ledger: ReturnType<typeof createLedgerService>;
beforeAll(async () => {
  t = await makeTestDb();
  ledger = createLedgerService({ db: t.db });
});
afterAll(async () => {
  const audit = await auditJournal(t.db);
  expect(audit).toEqual({ unbalancedEntries: [], driftedAccounts: [], unbalancedCurrencies: [] });
  await t.close();
});

const read = (id: number) => getAccountById(t.db, id);
async function getAccountById(ex: Executor, id: number) {
  const [r] = await ex.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  if (!r) throw new Error('no account');
  return { available: normalize(r.available), frozen: normalize(r.frozen), version: r.version };
}
const expectCode = async (p: Promise<unknown>, code: string) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error) ? error.code : error).toBe(code);
};

describe('accounts', () => {
  it('getOrCreateAccount creates once and normalises the currency code', async () => {
    const owner = makeUserId();
    const a = await getOrCreateAccount(t.db, { ownerType: 'user', ownerId: owner, currency: 'usdt', kind: 2 });
    const b = await getOrCreateAccount(t.db, { ownerType: 'user', ownerId: owner, currency: ' USDT ', kind: 2 });
    const c = await getOrCreateAccount(t.db, { ownerType: 'user', ownerId: owner, currency: 'USDT', kind: 3 });
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
    expect(a).toMatchObject({
      ownerType: 'user',
      currency: 'USDT',
      kind: 2,
      systemKind: '',
      available: '0',
      frozen: '0',
    });
    const fees = await getOrCreateAccount(t.db, { ownerType: 'system', currency: 'USDT', systemKind: 'fees' });
    expect(fees).toMatchObject({ ownerType: 'system', ownerId: 0, kind: 0, systemKind: 'fees' });
    expect((await balances(t.db, owner)).map((x) => [x.kind, x.currency])).toEqual([
      [2, 'USDT'],
      [3, 'USDT'],
    ]);
  });

  it('the database refuses a negative user balance even if code bypassed the service', async () => {
    const acc = await fundedAccount(t.db, '5');
    await expect(t.db.execute(sql`update ledger_accounts set available = -1 where id = ${acc.id}`)).rejects.toThrow();
  });
});

describe('post', () => {
  it('refuses entries that do not balance per currency, zero lines, single lines and unknown accounts', async () => {
    const usdt = await fundedAccount(t.db, '10');
    const btc = await fundedAccount(t.db, '1', 'BTC');
    const run = (lines: Parameters<typeof post>[1]['lines']) =>
      ledger.transaction((tx) => post(tx, { type: 'adjust', lines }));
    await expect(
      run([
        { account: usdt, bucket: 'available', amount: '-1' },
        { account: btc, bucket: 'available', amount: '1' },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      run([
        { account: usdt, bucket: 'available', amount: '-1' },
        { account: usdt, bucket: 'frozen', amount: '0.5' },
      ]),
    ).rejects.toThrow(/does not balance/);
    await expect(run([{ account: usdt, bucket: 'available', amount: '0' }])).rejects.toThrow(LedgerError);
    await expect(
      run([
        { account: usdt, bucket: 'available', amount: '-1' },
        { account: 99_999_999, bucket: 'available', amount: '1' },
      ]),
    ).rejects.toThrow(/unknown ledger account/);
    expect(await read(usdt.id)).toMatchObject({ available: '10', frozen: '0' });
  });

  it('writes postings with balance_after and bumps versions', async () => {
    const from = await fundedAccount(t.db, '100');
    const to = await fundedAccount(t.db, '0');
    const r = await ledger.transaction((tx) =>
      ledger.transfer(tx, {
        from,
        to,
        amount: '12.345678',
        refType: 'test',
        refId: 7,
        memo: { m: 'adjust', reason: 'hello' },
      }),
    );
    expect(r.postings).toEqual([
      { accountId: from.id, currency: 'USDT', bucket: 'available', amount: '-12.345678', balanceAfter: '87.654322' },
      { accountId: to.id, currency: 'USDT', bucket: 'available', amount: '12.345678', balanceAfter: '12.345678' },
    ]);
    expect(await read(from.id)).toEqual({ available: '87.654322', frozen: '0', version: 2 });
  });

  it('INSUFFICIENT_BALANCE changes nothing and leaves the caller transaction usable', async () => {
    const from = await fundedAccount(t.db, '5');
    const to = await fundedAccount(t.db, '0');
    const after = await ledger.transaction(async (tx) => {
      await expectCode(ledger.transfer(tx, { from, to, amount: '5.000001' }), 'INSUFFICIENT_BALANCE');
      await ledger.transfer(tx, { from, to, amount: '2' }); // the same transaction carries on
      return getAccountById(tx, from.id);
    });
    expect(after).toMatchObject({ available: '3', frozen: '0' });
    expect(await read(to.id)).toMatchObject({ available: '2' });
  });

  it('an idempotency key on an entry answers the first entry instead of moving money twice', async () => {
    const from = await fundedAccount(t.db, '10');
    const to = await fundedAccount(t.db, '0');
    const key = `test-${from.id}`;
    const first = await ledger.transaction((tx) => ledger.transfer(tx, { from, to, amount: '4', idempotencyKey: key }));
    const again = await ledger.transaction((tx) => ledger.transfer(tx, { from, to, amount: '4', idempotencyKey: key }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await read(from.id)).toMatchObject({ available: '6' });
  });
});

describe('freeze, unfreeze, settle, system', () => {
  it('moves between buckets and accounts and keeps every currency at zero', async () => {
    const buyer = await fundedAccount(t.db, '50');
    const seller = await fundedAccount(t.db, '0');
    await ledger.transaction(async (tx) => {
      const f = await ledger.freeze(tx, { account: buyer, amount: '30', refType: 'order', refId: 1 });
      expect(f.postings.map((p) => [p.bucket, p.amount, p.balanceAfter])).toEqual([
        ['available', '-30', '20'],
        ['frozen', '30', '30'],
      ]);
      await ledger.unfreeze(tx, { account: buyer, amount: '10', refType: 'order', refId: 1 });
      await ledger.settleFrozen(tx, { from: buyer, to: seller, amount: '15', refType: 'order', refId: 1 });
    });
    expect(await read(buyer.id)).toMatchObject({ available: '30', frozen: '5' });
    expect(await read(seller.id)).toMatchObject({ available: '15', frozen: '0' });
    await expectCode(
      ledger.transaction((tx) => ledger.unfreeze(tx, { account: buyer, amount: '5.1' })),
      'INSUFFICIENT_BALANCE',
    );
    await expectCode(
      ledger.transaction((tx) => ledger.settleFrozen(tx, { from: buyer, to: seller, amount: '6' })),
      'INSUFFICIENT_BALANCE',
    );
    await ledger.transaction((tx) => ledger.debitToSystem(tx, { from: seller, systemKind: 'external', amount: '15' }));
    expect(await read(seller.id)).toMatchObject({ available: '0' });
    const sums = await sumByCurrency(t.db);
    for (const total of Object.values(sums)) expect(total).toBe('0');
  });

  it('a fee transfer puts the rounded-up fee on the fees account and still sums to zero', async () => {
    const fees = await getOrCreateAccount(t.db, { ownerType: 'system', currency: 'USDT', systemKind: 'fees' });
    const feesBefore = (await read(fees.id)).available;
    const from = await fundedAccount(t.db, '1');
    const to = await fundedAccount(t.db, '0');
    const r = await ledger.transaction((tx) =>
      ledger.transferWithFee(tx, { from, to, gross: '0.333333', feeRate: '0.001' }),
    );
    expect([r.fee, r.net]).toEqual(['0.000334', '0.332999']);
    expect(await read(to.id)).toMatchObject({ available: '0.332999' });
    expect(sub((await read(fees.id)).available, feesBefore)).toBe('0.000334');
    expect((await sumByCurrency(t.db)).USDT).toBe('0');
  });
});

describe('accountStatement', () => {
  it('opening + changes = closing, with the window cutting the history', async () => {
    const acc = await fundedAccount(t.db, '100');
    const other = await userAccount(t.db, makeUserId());
    await ledger.transaction((tx) =>
      ledger.transfer(tx, { from: acc, to: other, amount: '10', refType: 'a', refId: 1 }),
    );
    // Timestamps are microseconds in SQL and milliseconds in JS: keep the cut clear of both sides.
    await new Promise((r) => setTimeout(r, 5));
    const cut = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await ledger.transaction(async (tx) => {
      await ledger.freeze(tx, { account: acc, amount: '20', refType: 'b', refId: 2 });
      await ledger.settleFrozen(tx, { from: acc, to: other, amount: '5', refType: 'b', refId: 2 });
    });
    const all = await ledger.accountStatement(t.db, {
      accountId: acc.id,
      from: new Date(0),
      to: new Date(Date.now() + 60_000),
    });
    expect(all.opening).toEqual({ available: '0', frozen: '0' });
    expect(all.lines.map((l) => [l.type, l.change.available, l.change.frozen])).toEqual([
      ['deposit', '100', '0'],
      ['transfer', '-10', '0'],
      ['freeze', '-20', '20'],
      ['settle', '0', '-5'],
    ]);
    expect(all.closing).toEqual({ available: '70', frozen: '15' });
    expect(await read(acc.id)).toMatchObject(all.closing);

    const late = await ledger.accountStatement(t.db, {
      accountId: acc.id,
      from: cut,
      to: new Date(Date.now() + 60_000),
    });
    expect(late.opening).toEqual({ available: '90', frozen: '0' });
    expect(late.lines.map((l) => l.refType)).toEqual(['b', 'b']);
    expect(late.lines[1]?.after).toEqual({ available: '70', frozen: '15' });
    expect(late.closing).toEqual(all.closing);

    const early = await ledger.accountStatement(t.db, { accountId: acc.id, from: new Date(0), to: cut });
    expect(early.closing).toEqual(late.opening);
  });
});

describe('withIdempotency', () => {
  it('answers a retry with the first response and refuses the key with another body', async () => {
    const from = await fundedAccount(t.db, '10');
    const to = await fundedAccount(t.db, '0');
    const scope = `user:${from.ownerId}:transfer`;
    const run = (amount: string, requestHash = `h-${amount}`) =>
      ledger.withIdempotency({ scope, key: 'k1', requestHash }, async (tx) => {
        const r = await ledger.transfer(tx, { from, to, amount });
        return { entryId: r.entryId, amount };
      });
    const first = await run('3');
    expect(first.replayed).toBe(false);
    const retry = await run('3');
    expect(retry).toEqual({ response: first.response, replayed: true });
    await expectCode(run('4'), 'IDEMPOTENCY_CONFLICT');
    expect(await read(from.id)).toMatchObject({ available: '7' });
    // Another scope may use the same key.
    const other = await ledger.withIdempotency({ scope: 'user:other', key: 'k1', requestHash: 'x' }, async () => 'ok');
    expect(other).toEqual({ response: 'ok', replayed: false });
  });

  it('a failed first attempt leaves no key behind, so the retry runs', async () => {
    const from = await fundedAccount(t.db, '1');
    const to = await fundedAccount(t.db, '0');
    const params = { scope: `user:${from.ownerId}:withdraw`, key: 'k2', requestHash: 'same' };
    const attempt = (amount: string) =>
      ledger.withIdempotency(params, async (tx) => (await ledger.transfer(tx, { from, to, amount })).entryId);
    await expectCode(attempt('2'), 'INSUFFICIENT_BALANCE');
    expect((await attempt('1')).replayed).toBe(false);
  });
});
