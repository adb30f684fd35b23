/**
 * postMany must be indistinguishable from posting the same entries one after another: property over random
 * batches (transfers, freezes, overdrafts) run twice on twin sets of fresh accounts, once entry by entry and
 * once as one batch. Equal outcome (both refuse, or both write), equal balances, equal balance_after chains,
 * nothing written by a refused batch, and a clean journal.
 */
import { type Amount, add, normalize } from '@app/money';
import { asc, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestDb, type TestDb } from '../../test/make-db';
import { auditJournal, creditFromSystem, getOrCreateAccount, type LedgerAccount, type PostInput, post } from './index';
import { postMany } from './ledger.post-many';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables';
import { makeUserId, userAccount } from './ledger.test-kit';

let t: TestDb;
beforeAll(async () => {
  t = await makeTestDb();
});
afterAll(async () => t.close());

type Line = { from: number; to: number; units: number; bucket: 'available' | 'frozen' };
const USERS = 3;

/** Three funded users and a house account (index 3), in a currency of their own (system accounts are shared). */
async function world(): Promise<LedgerAccount[]> {
  const currency = `PM${makeUserId()}`;
  return t.db.transaction(async (tx) => {
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const acc = await userAccount(tx, makeUserId(), currency);
      await creditFromSystem(tx, { to: acc, systemKind: 'external', amount: '10', refType: 'test' });
      users.push(acc);
    }
    const house = await getOrCreateAccount(tx, { ownerType: 'system', currency, systemKind: 'house_pnl_options' });
    return [...users, house];
  });
}

const units = (n: number): Amount => normalize(String(n / 100));

function entryOf(accs: LedgerAccount[], l: Line, key?: string): PostInput {
  const from = accs[l.from] as LedgerAccount;
  const to = accs[l.to] as LedgerAccount;
  return {
    type: 'adjust',
    refType: 'test',
    refId: 'post-many',
    ...(key ? { idempotencyKey: key } : {}),
    lines:
      l.bucket === 'frozen'
        ? [
            { account: from, bucket: 'available', amount: `-${units(l.units)}` },
            { account: from, bucket: 'frozen', amount: units(l.units) },
          ]
        : [
            { account: from, bucket: 'available', amount: `-${units(l.units)}` },
            { account: to, bucket: 'available', amount: units(l.units) },
          ],
  };
}

async function snapshot(accs: LedgerAccount[]) {
  const ids = accs.map((a) => a.id);
  const rows = await t.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, [normalize(r.available), normalize(r.frozen)]]));
  const postings = await t.db
    .select()
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.accountId, ids))
    .orderBy(asc(ledgerPostings.id));
  return {
    balances: ids.map((id) => byId.get(id)),
    chains: postings.map((p) => [ids.indexOf(p.accountId), p.bucket, normalize(p.amount), normalize(p.balanceAfter)]),
  };
}

const entryCount = async () => Number((await t.db.select({ n: count() }).from(ledgerEntries))[0]?.n ?? 0);

describe('postMany', () => {
  it('equals posting the same entries one by one (random batches, refusals included)', async () => {
    const line = fc.record({
      from: fc.nat({ max: USERS }),
      to: fc.nat({ max: USERS }),
      units: fc.integer({ min: 1, max: 600 }),
      bucket: fc.constantFrom('available' as const, 'available' as const, 'frozen' as const),
    });
    let written = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 25, size: 'max' }), async (lines) => {
        const valid = lines.map((l) =>
          l.from === l.to && l.bucket === 'available' ? { ...l, to: (l.to + 1) % 4 } : l,
        );
        const one = await world();
        const many = await world();
        const seqOk = await t.db
          .transaction(async (tx) => {
            for (const l of valid) await post(tx, entryOf(one, l));
          })
          .then(
            () => true,
            () => false,
          );
        const before = await entryCount();
        const manyOk = await t.db
          .transaction(async (tx) => {
            const results = await postMany(
              tx,
              valid.map((l) => entryOf(many, l)),
            );
            const ids = results.map((r) => r.entryId);
            expect([...ids].sort((a, b) => a - b)).toEqual(ids);
            expect(results.every((r) => !r.replayed)).toBe(true);
          })
          .then(
            () => true,
            () => false,
          );
        expect(manyOk).toBe(seqOk);
        if (!manyOk) {
          refused += 1;
          expect(await entryCount()).toBe(before);
          return;
        }
        written += 1;
        expect(await entryCount()).toBe(before + valid.length);
        expect(await snapshot(many)).toEqual(await snapshot(one));
      }),
      { numRuns: 120 },
    );
    expect(await auditJournal(t.db)).toEqual({ unbalancedEntries: [], driftedAccounts: [], unbalancedCurrencies: [] });
    expect(written).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(5);
  }, 300_000);

  it('replays an entry whose idempotency key is already written, and writes the others', async () => {
    const accs = await world();
    const first = await t.db.transaction((tx) =>
      post(tx, entryOf(accs, { from: 0, to: 1, units: 100, bucket: 'available' }, `pm-${accs[0]?.id}-a`)),
    );
    const out = await t.db.transaction((tx) =>
      postMany(tx, [
        entryOf(accs, { from: 0, to: 1, units: 100, bucket: 'available' }, `pm-${accs[0]?.id}-a`),
        entryOf(accs, { from: 1, to: 2, units: 50, bucket: 'available' }, `pm-${accs[0]?.id}-b`),
      ]),
    );
    expect(out[0]).toMatchObject({ entryId: first.entryId, replayed: true });
    expect(out[1]?.replayed).toBe(false);
    expect(out[0]?.postings).toEqual(first.postings);
    const [a] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accs[0]?.id as number));
    expect(normalize(a?.available ?? '')).toBe('9');
    const [b] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accs[1]?.id as number));
    expect(normalize(b?.available ?? '')).toBe(add('10', '0.5'));
  });

  it('refuses one key twice in a batch and an unknown account, writing nothing', async () => {
    const accs = await world();
    const before = await entryCount();
    const key = `pm-${accs[0]?.id}-twice`;
    const line: Line = { from: 0, to: 1, units: 1, bucket: 'available' };
    await expect(
      t.db.transaction((tx) => postMany(tx, [entryOf(accs, line, key), entryOf(accs, line, key)])),
    ).rejects.toThrow(/twice/);
    const ghost = { ...entryOf(accs, line), lines: [...entryOf(accs, line).lines] };
    ghost.lines[1] = { account: 987_654_321, bucket: 'available', amount: '0.01' };
    await expect(t.db.transaction((tx) => postMany(tx, [entryOf(accs, line), ghost]))).rejects.toThrow(/unknown/);
    expect(await entryCount()).toBe(before);
  });
});
