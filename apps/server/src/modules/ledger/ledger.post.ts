/**
 * post(): the only writer of balances. One entry, its postings, and the balance changes, all inside the
 * caller's transaction. Steps:
 *   1. validate the lines (decimal strings, never zero, known buckets);
 *   2. lock every account of the entry with SELECT … FOR UPDATE in ascending id order (a fixed order, so two
 *      entries touching the same accounts can never deadlock), which also reads the current balances;
 *   3. check that the lines sum to zero per currency and that no user bucket would end below zero — a failure
 *      throws before anything is written, so the caller's transaction stays usable;
 *   4. one statement writes it all: a conditional UPDATE of every account (the non-negative condition is
 *      repeated in SQL as a second guard above the CHECK constraint), the entry, and its postings with
 *      balance_after.
 */
import { fitsAmountColumn } from '@app/api';
import { type Amount, add, isNegative, isZero, normalize, parseAmount, sub, sum } from '@app/money';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { AppError } from '../../errors';
import { encodeMemo } from './entry-types';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables';
import {
  type AccountRef,
  type Bucket,
  LedgerError,
  type PostInput,
  type Posting,
  type PostResult,
} from './ledger.types';

const BUCKETS: readonly Bucket[] = ['available', 'frozen'];

const idOf = (ref: AccountRef): number => (typeof ref === 'number' ? ref : ref.id);

/** Rows of a raw statement; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function rowsOf<R>(ex: Executor, query: SQL): Promise<R[]> {
  const result = (await ex.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

export type Locked = { id: number; ownerType: 'user' | 'system'; currency: string; available: Amount; frozen: Amount };

export async function post(tx: Executor, input: PostInput): Promise<PostResult> {
  const lines = parseLines(input);

  if (input.idempotencyKey) {
    const replay = await findEntryByKey(tx, input.idempotencyKey);
    if (replay) return replay;
  }

  const ids = [...new Set(lines.map((l) => l.accountId))].sort((a, b) => a - b);
  const before = await lockForPosting(tx, ids);
  const after = new Map<number, Locked>([...before].map(([id, a]) => [id, { ...a }]));
  const postings = applyEntry(after, input, lines);
  const entryId = await write(tx, input, ids, before, after, postings);
  return { entryId, postings, replayed: false };
}

export type ParsedLine = { accountId: number; bucket: Bucket; amount: Amount };

/** Step 1: decimal strings, never zero, known buckets, at least two lines. */
export function parseLines(input: PostInput): ParsedLine[] {
  const lines = input.lines.map((l) => {
    const amount = parseAmount(l.amount);
    if (isZero(amount)) throw new LedgerError('a ledger line must not be zero');
    if (!BUCKETS.includes(l.bucket)) throw new LedgerError(`unknown bucket ${String(l.bucket)}`);
    return { accountId: idOf(l.account), bucket: l.bucket, amount };
  });
  if (lines.length < 2) throw new LedgerError('an entry needs at least two lines');
  return lines;
}

/** Step 2: locks the accounts in ascending id order and answers their balances (normalised) as of the lock. */
export async function lockForPosting(tx: Executor, ids: readonly number[]): Promise<Map<number, Locked>> {
  const locked = await tx
    .select({
      id: ledgerAccounts.id,
      ownerType: ledgerAccounts.ownerType,
      currency: ledgerAccounts.currency,
      available: ledgerAccounts.available,
      frozen: ledgerAccounts.frozen,
    })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.id} = any(${`{${ids.join(',')}}`}::bigint[])`)
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  if (locked.length !== ids.length) throw new LedgerError(`unknown ledger account in ${ids.join(',')}`);
  return new Map<number, Locked>(
    locked.map((a) => [a.id, { ...a, available: normalize(a.available), frozen: normalize(a.frozen) }]),
  );
}

/**
 * Step 3: applies one entry's lines to the balances in `after` (changed in place) and answers its postings with
 * balance_after; throws, before anything is written, when the entry does not balance per currency, a user bucket
 * would end below zero, or an amount would not fit the column.
 */
export function applyEntry(after: Map<number, Locked>, input: PostInput, lines: readonly ParsedLine[]): Posting[] {
  const byCurrency = new Map<string, Amount[]>();
  const touched = new Set<Locked>();
  const postings: Posting[] = lines.map((l) => {
    const acc = after.get(l.accountId);
    if (!acc) throw new LedgerError(`unknown ledger account ${l.accountId}`);
    touched.add(acc);
    byCurrency.set(acc.currency, [...(byCurrency.get(acc.currency) ?? []), l.amount]);
    acc[l.bucket] = add(acc[l.bucket], l.amount);
    return {
      accountId: acc.id,
      currency: acc.currency,
      bucket: l.bucket,
      amount: l.amount,
      balanceAfter: acc[l.bucket],
    };
  });
  for (const [currency, amounts] of byCurrency) {
    const total = sum(amounts);
    if (!isZero(total)) throw new LedgerError(`entry ${input.type} does not balance in ${currency}: ${total}`);
  }
  for (const acc of touched) {
    if (acc.ownerType === 'user' && (isNegative(acc.available) || isNegative(acc.frozen))) {
      throw new AppError('INSUFFICIENT_BALANCE');
    }
    // numeric(36,18): a line or a balance beyond 18 integer digits would overflow the column (a 500 before).
    if (!fitsAmountColumn(acc.available) || !fitsAmountColumn(acc.frozen)) throw new AppError('AMOUNT_TOO_LARGE');
  }
  if (lines.some((l) => !fitsAmountColumn(l.amount))) throw new AppError('AMOUNT_TOO_LARGE');
  return postings;
}

/**
 * One statement (one round trip) for all the writes: the conditional balance update of every account, the entry,
 * and its postings. Data-modifying CTEs run exactly once whether or not the main query reads them; the count of
 * updated rows comes back so a failed condition can never pass silently.
 */
async function write(
  tx: Executor,
  input: PostInput,
  ids: number[],
  before: Map<number, Locked>,
  after: Map<number, Locked>,
  postings: Posting[],
): Promise<number> {
  const deltas = ids.map((id) => {
    const b = before.get(id)!;
    const a = after.get(id)!;
    return sql`(${id}::bigint, ${sub(a.available, b.available)}::numeric, ${sub(a.frozen, b.frozen)}::numeric)`;
  });
  const lines = postings.map(
    (p) => sql`(${p.accountId}::bigint, ${p.currency}, ${p.bucket}, ${p.amount}::numeric, ${p.balanceAfter}::numeric)`,
  );
  const rows = await rowsOf<{ entry_id: number | string; updated: number | string }>(
    tx,
    sql`with u as (
          update ledger_accounts as a
          set available = a.available + v.da, frozen = a.frozen + v.df, version = a.version + 1
          from (values ${sql.join(deltas, sql`, `)}) as v(id, da, df)
          where a.id = v.id
            and (a.owner_type = 'system' or (a.available + v.da >= 0 and a.frozen + v.df >= 0))
          returning a.id
        ), e as (
          insert into ledger_entries (type, ref_type, ref_id, memo, idempotency_key)
          values (${input.type}, ${input.refType ?? ''}, ${String(input.refId ?? '')}, ${encodeMemo(input.memo)},
                  ${input.idempotencyKey ?? null})
          returning id
        ), p as (
          insert into ledger_postings (entry_id, account_id, currency, bucket, amount, balance_after)
          select e.id, v.account_id, v.currency, v.bucket, v.amount, v.balance_after
          from e, (values ${sql.join(lines, sql`, `)}) as v(account_id, currency, bucket, amount, balance_after)
          returning entry_id
        )
        select (select id from e) as entry_id, (select count(*) from u) as updated`,
  );
  const row = rows[0];
  if (!row) throw new LedgerError('entry was not written');
  // The rows are locked and were checked above, so this only fires if that reasoning is ever broken; the
  // error aborts the caller's transaction like any other.
  if (Number(row.updated) !== ids.length) throw new LedgerError('a balance update did not apply');
  return Number(row.entry_id);
}

export async function findEntryByKey(tx: Executor, key: string): Promise<PostResult | null> {
  const [entry] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, key));
  if (!entry) return null;
  const rows = await tx
    .select()
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.entryId, entry.id)))
    .orderBy(asc(ledgerPostings.id));
  return {
    entryId: entry.id,
    replayed: true,
    postings: rows.map((p) => ({
      accountId: p.accountId,
      currency: p.currency,
      bucket: p.bucket,
      amount: normalize(p.amount),
      balanceAfter: normalize(p.balanceAfter),
    })),
  };
}
