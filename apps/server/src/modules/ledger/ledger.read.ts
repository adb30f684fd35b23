/** Reads of the ledger: balances, statements that reconcile, and the books' self-checks. */
import { type Amount, add, eq as amountEq, isZero, normalize } from '@app/money';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { rowsOf } from './ledger.post';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables';
import { type Bucket, LedgerError } from './ledger.types';

export type Balance = {
  accountId: number;
  currency: string;
  kind: number;
  systemKind: string;
  available: Amount;
  frozen: Amount;
};

/** Every account of one owner (users by default), ordered by kind then currency. */
export async function balances(
  ex: Executor,
  ownerId: number,
  ownerType: 'user' | 'system' = 'user',
): Promise<Balance[]> {
  const rows = await ex
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, ownerType), eq(ledgerAccounts.ownerId, ownerId)))
    .orderBy(asc(ledgerAccounts.kind), asc(ledgerAccounts.currency), asc(ledgerAccounts.systemKind));
  return rows.map((r) => ({
    accountId: r.id,
    currency: r.currency,
    kind: r.kind,
    systemKind: r.systemKind,
    available: normalize(r.available),
    frozen: normalize(r.frozen),
  }));
}

type BucketPair = { available: Amount; frozen: Amount };

type StatementLine = {
  entryId: number;
  type: string;
  refType: string;
  refId: string;
  memo: string;
  at: Date;
  /** Signed change of each bucket by this entry, and the buckets right after it. */
  change: BucketPair;
  after: BucketPair;
};

export type Statement = {
  accountId: number;
  currency: string;
  from: Date;
  to: Date;
  opening: BucketPair;
  lines: StatementLine[];
  closing: BucketPair;
};

/**
 * The account's entries with from ≤ time < to. opening is the balance just before `from` (the balance_after of
 * the last earlier posting), closing = opening + every change; the function checks that closing equals the last
 * balance_after in the window, so a statement that does not reconcile is an error, never a silent figure.
 */
export async function accountStatement(
  ex: Executor,
  p: { accountId: number; from: Date; to: Date },
): Promise<Statement> {
  const [account] = await ex.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, p.accountId));
  if (!account) throw new LedgerError(`unknown ledger account ${p.accountId}`);
  const openingRows = await rowsOf<{ bucket: Bucket; balance_after: string }>(
    ex,
    sql`select distinct on (bucket) bucket, balance_after from ledger_postings
        where account_id = ${p.accountId} and created_at < ${p.from.toISOString()}::timestamptz
        order by bucket, id desc`,
  );
  const opening: BucketPair = { available: '0', frozen: '0' };
  for (const r of openingRows) opening[r.bucket] = normalize(r.balance_after);

  const postings = await ex
    .select({ posting: ledgerPostings, entry: ledgerEntries })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        eq(ledgerPostings.accountId, p.accountId),
        gte(ledgerPostings.createdAt, p.from),
        lt(ledgerPostings.createdAt, p.to),
      ),
    )
    .orderBy(asc(ledgerPostings.id));

  const running: BucketPair = { ...opening };
  const lastAfter: BucketPair = { ...opening };
  const lines: StatementLine[] = [];
  for (const { posting, entry } of postings) {
    let line = lines[lines.length - 1];
    if (!line || line.entryId !== entry.id) {
      line = {
        entryId: entry.id,
        type: entry.type,
        refType: entry.refType,
        refId: entry.refId,
        memo: entry.memo,
        at: posting.createdAt,
        change: { available: '0', frozen: '0' },
        after: { ...running },
      };
      lines.push(line);
    }
    line.change[posting.bucket] = add(line.change[posting.bucket], posting.amount);
    running[posting.bucket] = add(running[posting.bucket], posting.amount);
    line.after[posting.bucket] = running[posting.bucket];
    lastAfter[posting.bucket] = normalize(posting.balanceAfter);
  }
  for (const b of ['available', 'frozen'] as const) {
    if (!amountEq(running[b], lastAfter[b])) {
      throw new LedgerError(`statement of account ${p.accountId} does not reconcile in ${b}`);
    }
  }
  return {
    accountId: account.id,
    currency: account.currency,
    from: p.from,
    to: p.to,
    opening,
    lines,
    closing: running,
  };
}

/** Sum of every account (available + frozen) per currency. The books are right when every value is '0'. */
export async function sumByCurrency(ex: Executor): Promise<Record<string, Amount>> {
  const rows = await rowsOf<{ currency: string; total: string }>(
    ex,
    sql`select currency, sum(available + frozen)::text as total from ledger_accounts group by currency order by currency`,
  );
  return Object.fromEntries(rows.map((r) => [r.currency, normalize(r.total)]));
}

type JournalAudit = {
  /** Entries whose postings do not sum to zero in some currency. */
  unbalancedEntries: { entryId: number; currency: string; total: Amount }[];
  /** Accounts whose stored buckets differ from the sum of their postings. */
  driftedAccounts: { accountId: number; bucket: Bucket; stored: Amount; posted: Amount }[];
  /** Currencies whose accounts do not sum to zero. */
  unbalancedCurrencies: { currency: string; total: Amount }[];
};

/** Re-adds the whole journal. Cheap enough for tests and a nightly check; an empty report means the books hold. */
export async function auditJournal(ex: Executor): Promise<JournalAudit> {
  const unbalanced = await rowsOf<{ entry_id: number | string; currency: string; total: string }>(
    ex,
    sql`select entry_id, currency, sum(amount)::text as total from ledger_postings
        group by entry_id, currency having sum(amount) <> 0 order by entry_id`,
  );
  const drifted = await rowsOf<{ id: number | string; bucket: Bucket; stored: string; posted: string }>(
    ex,
    sql`select a.id, b.bucket,
               (case when b.bucket = 'available' then a.available else a.frozen end)::text as stored,
               coalesce(p.total, 0)::text as posted
        from ledger_accounts a
        cross join (values ('available'), ('frozen')) as b(bucket)
        left join (select account_id, bucket, sum(amount) as total from ledger_postings group by 1, 2) p
          on p.account_id = a.id and p.bucket = b.bucket
        where (case when b.bucket = 'available' then a.available else a.frozen end) <> coalesce(p.total, 0)
        order by a.id`,
  );
  const sums = await sumByCurrency(ex);
  return {
    unbalancedEntries: unbalanced.map((r) => ({
      entryId: Number(r.entry_id),
      currency: r.currency,
      total: normalize(r.total),
    })),
    driftedAccounts: drifted.map((r) => ({
      accountId: Number(r.id),
      bucket: r.bucket,
      stored: normalize(r.stored),
      posted: normalize(r.posted),
    })),
    unbalancedCurrencies: Object.entries(sums)
      .filter(([, total]) => !isZero(total))
      .map(([currency, total]) => ({ currency, total })),
  };
}
