/**
 * Property: random sequences of ledger operations (deposits from external, transfers, fee transfers, freezes,
 * unfreezes, settlements, withdrawals to external, deliberate overdrafts) run against the real database and an
 * in-memory model. After EVERY step: the run's accounts equal the model, every currency sums to zero, no user
 * bucket is negative anywhere, and a refused operation wrote nothing (entry and posting counts unchanged).
 */
import { type Amount, add, currencyScale, isNegative, normalize, sub } from '@app/money';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAppError } from '../../errors';
import { makeTestDb, type TestDb } from '../../test/make-db';
import { auditJournal, createLedgerService, type LedgerAccount, splitFee } from './index';
import { ledgerAccounts } from './ledger.tables';
import { makeUserId, userAccount } from './ledger.test-kit';

const RUNS = 200;
const MAX_OPS = 30;
const USERS = 3;
const CURRENCIES = ['USDT', 'BTC'] as const;

let t: TestDb;
let ledger: ReturnType<typeof createLedgerService>;
beforeAll(async () => {
  t = await makeTestDb();
  ledger = createLedgerService({ db: t.db });
});
afterAll(async () => t.close());

type Op =
  | { op: 'deposit' | 'withdraw' | 'freeze' | 'unfreeze' | 'overdraft'; u: number; c: number; units: number }
  | { op: 'transfer' | 'settle'; u: number; v: number; c: number; units: number }
  | { op: 'fee'; u: number; v: number; c: number; units: number; rate: string };

const user = fc.nat({ max: USERS - 1 });
const cur = fc.nat({ max: CURRENCIES.length - 1 });
const units = fc.integer({ min: 1, max: 5_000_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  // Deposits weigh more so that the other operations have money to move (and still fail often enough).
  { arbitrary: fc.record({ op: fc.constant('deposit'), u: user, c: cur, units }), weight: 4 },
  {
    arbitrary: fc.record({
      op: fc.constantFrom('withdraw', 'freeze', 'unfreeze', 'overdraft'),
      u: user,
      c: cur,
      units,
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constantFrom('transfer', 'settle'), u: user, v: user, c: cur, units }), weight: 3 },
  {
    arbitrary: fc.record({
      op: fc.constant('fee'),
      u: user,
      v: user,
      c: cur,
      units,
      rate: fc.constantFrom('0', '0.001', '0.0025', '0.3333'),
    }),
    weight: 1,
  },
) as fc.Arbitrary<Op>;

type Model = Map<number, { available: Amount; frozen: Amount }>;

/** units × 10^-scale of the currency, so every generated amount is payable as is. */
function amountOf(unitCount: number, currency: string): Amount {
  const scale = currencyScale(currency);
  const digits = String(unitCount).padStart(scale + 1, '0');
  return normalize(`${digits.slice(0, -scale)}.${digits.slice(-scale)}`);
}

/** Applies op to a copy of the model; returns null when it must be refused for lack of funds. */
function expected(model: Model, accs: LedgerAccount[][], op: Op): Model | null {
  const next: Model = new Map([...model].map(([k, v]) => [k, { ...v }]));
  const currency = CURRENCIES[op.c]!;
  const a = accs[op.u]![op.c]!;
  const amount = op.op === 'overdraft' ? add(next.get(a.id)!.available, '0.000001') : amountOf(op.units, currency);
  const move = (id: number, bucket: 'available' | 'frozen', delta: Amount) => {
    const row = next.get(id);
    if (row) row[bucket] = add(row[bucket], delta);
  };
  const b = 'v' in op ? accs[op.v]![op.c]! : a;
  switch (op.op) {
    case 'deposit':
      move(a.id, 'available', amount);
      break;
    case 'withdraw':
    case 'overdraft':
      move(a.id, 'available', `-${amount}`);
      break;
    case 'freeze':
      move(a.id, 'available', `-${amount}`);
      move(a.id, 'frozen', amount);
      break;
    case 'unfreeze':
      move(a.id, 'frozen', `-${amount}`);
      move(a.id, 'available', amount);
      break;
    case 'transfer':
      move(a.id, 'available', `-${amount}`);
      move(b.id, 'available', amount);
      break;
    case 'settle':
      move(a.id, 'frozen', `-${amount}`);
      move(b.id, 'available', amount);
      break;
    case 'fee': {
      const { net } = splitFee(amount, op.rate, currency);
      move(a.id, 'available', `-${amount}`);
      move(b.id, 'available', net);
      break;
    }
  }
  for (const v of next.values()) if (isNegative(v.available) || isNegative(v.frozen)) return null;
  return next;
}

async function apply(accs: LedgerAccount[][], model: Model, op: Op): Promise<void> {
  const a = accs[op.u]![op.c]!;
  const b = 'v' in op ? accs[op.v]![op.c]! : a;
  const amount =
    op.op === 'overdraft' ? add(model.get(a.id)!.available, '0.000001') : amountOf(op.units, CURRENCIES[op.c]!);
  const meta = { refType: 'property', refId: op.op };
  await ledger.transaction(async (tx) => {
    if (op.op === 'deposit') await ledger.creditFromSystem(tx, { ...meta, to: a, systemKind: 'external', amount });
    if (op.op === 'withdraw' || op.op === 'overdraft')
      await ledger.debitToSystem(tx, { ...meta, from: a, systemKind: 'external', amount });
    if (op.op === 'freeze') await ledger.freeze(tx, { ...meta, account: a, amount });
    if (op.op === 'unfreeze') await ledger.unfreeze(tx, { ...meta, account: a, amount });
    if (op.op === 'transfer') await ledger.transfer(tx, { ...meta, from: a, to: b, amount });
    if (op.op === 'settle') await ledger.settleFrozen(tx, { ...meta, from: a, to: b, amount });
    if (op.op === 'fee') await ledger.transferWithFee(tx, { ...meta, from: a, to: b, gross: amount, feeRate: op.rate });
  });
}

type Totals = { entries: number; postings: number; negative: number; unbalanced: number };
async function totals(): Promise<Totals> {
  const result = (await t.db.execute(sql`select
      (select count(*) from ledger_entries)::int as entries,
      (select count(*) from ledger_postings)::int as postings,
      (select count(*) from ledger_accounts where owner_type = 'user' and (available < 0 or frozen < 0))::int as negative,
      (select count(*) from (select currency from ledger_accounts group by currency
                             having sum(available + frozen) <> 0) x)::int as unbalanced`)) as unknown as {
    rows: Totals[];
  };
  return result.rows[0]!;
}

async function stored(ids: number[]): Promise<Model> {
  const rows = await t.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
  return new Map(rows.map((r) => [r.id, { available: normalize(r.available), frozen: normalize(r.frozen) }]));
}

it(`${RUNS} random sequences of ≤ ${MAX_OPS} operations keep the books balanced`, async () => {
  let refused = 0;
  let applied = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: MAX_OPS, size: 'max' }), async (ops) => {
      const accs: LedgerAccount[][] = [];
      for (let u = 0; u < USERS; u++) {
        const id = makeUserId();
        accs.push(await Promise.all(CURRENCIES.map((c) => userAccount(t.db, id, c))));
      }
      const ids = accs.flat().map((a) => a.id);
      let model: Model = new Map(ids.map((id) => [id, { available: '0', frozen: '0' }]));
      for (const op of ops) {
        const before = await totals();
        const next = expected(model, accs, op);
        const error = await apply(accs, model, op).then(
          () => null,
          (e: unknown) => e,
        );
        const after = await totals();
        if (next === null) {
          expect(isAppError(error) && error.code).toBe('INSUFFICIENT_BALANCE');
          expect(after).toEqual(before); // a refused operation wrote nothing
          refused++;
        } else {
          expect(error).toBeNull();
          expect(after.entries).toBe(before.entries + 1);
          model = next;
          applied++;
        }
        expect(after.negative).toBe(0);
        expect(after.unbalanced).toBe(0);
        expect(Object.fromEntries(await stored(ids))).toEqual(Object.fromEntries(model));
      }
    }),
    { numRuns: RUNS },
  );
  const audit = await auditJournal(t.db);
  expect(audit).toEqual({ unbalancedEntries: [], driftedAccounts: [], unbalancedCurrencies: [] });
  for (const total of Object.values(await ledger.sumByCurrency(t.db))) expect(sub(total, '0')).toBe('0');
  // Both outcomes were exercised, not just the happy path.
  expect(applied).toBeGreaterThan(RUNS * 5);
  expect(refused).toBeGreaterThan(RUNS * 2);
  console.info(`ledger property: ${applied} operations applied, ${refused} refused`);
}, 600_000);
