/**
 * Bills and statements, read from the ledger's postings of the caller's own accounts (never another user's: the
 * query is scoped by owner). Bills show the `available` bucket: a freeze shows as money leaving available (typed
 * withdraw/fee/freeze), an unfreeze as money coming back. A statement is the ledger's accountStatement of one
 * account: opening + every change = closing, checked again here and reported as `reconciles`.
 *
 * The SQL reads the ledger's journal tables directly (read only): the ledger exports no paged cross-account
 * reader yet, and money still only moves through its service.
 */
import type { Lang } from '@app/i18n';
import { type ServerKey, t } from '@app/i18n/server';
import { add, eq as amountEq, normalize, sum } from '@app/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { wireTime } from '../../envelope';
import { type AccountKind, accountStatement, balances, entryTypesOf } from '../ledger';
import { fieldOfKind } from './wallet.calc';
import { offsetOf } from './wallet.context';
import { entryLabel, entryMemo } from './wallet.entry-text';

export type BillQuery = {
  page: number;
  limit: number;
  currency?: string | undefined;
  kind?: AccountKind | undefined;
  entryType?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

type BillRow = {
  id: string | number;
  owner_id: string | number;
  entry_id: string | number;
  type: string;
  currency: string;
  kind: number;
  bucket: string;
  amount: string;
  balance_after: string;
  memo: string;
  created_at: string | Date;
};

const rows = async <R>(ex: Executor, q: SQL): Promise<R[]> => ((await ex.execute(q)) as unknown as { rows: R[] }).rows;
const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** Postings of one user's accounts, newest first. `bucket` null = both buckets (the back-office journal). */
export async function userPostings(
  ex: Executor,
  userId: number,
  q: BillQuery,
  bucket: 'available' | null,
): Promise<{ rows: BillRow[]; total: number }> {
  const where: SQL[] = [sql`a.owner_type = 'user'`, sql`a.owner_id = ${userId}`];
  if (bucket) where.push(sql`p.bucket = ${bucket}`);
  if (q.currency) where.push(sql`a.currency = ${q.currency.toUpperCase()}`);
  if (q.kind) where.push(sql`a.kind = ${q.kind}`);
  if (q.entryType) {
    // A group (`trade`: spot fills and order reservations) or one type; an unknown name finds nothing.
    const types = entryTypesOf(q.entryType);
    where.push(
      types.length
        ? sql`e.type in (${sql.join(
            types.map((x) => sql`${x}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (q.from) where.push(sql`p.created_at >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) where.push(sql`p.created_at < ${q.to.toISOString()}::timestamptz`);
  const cond = sql.join(where, sql` and `);
  const from = sql`ledger_postings p join ledger_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id`;
  const list = await rows<BillRow>(
    ex,
    sql`select p.id, a.owner_id, p.entry_id, e.type, a.currency, a.kind, p.bucket, p.amount::text as amount,
               p.balance_after::text as balance_after, e.memo, p.created_at
        from ${from} where ${cond} order by p.id desc limit ${q.limit} offset ${offsetOf(q)}`,
  );
  const [n] = await rows<{ n: string | number }>(ex, sql`select count(*) as n from ${from} where ${cond}`);
  return { rows: list, total: Number(n?.n ?? 0) };
}

export function billView(lang: Lang, r: BillRow) {
  return {
    id: Number(r.id),
    entry_id: Number(r.entry_id),
    entry_type: r.type,
    name: entryLabel(lang, r.type),
    currency: r.currency,
    kind: fieldOfKind(r.kind),
    bucket: r.bucket,
    amount: normalize(r.amount),
    balance_after: normalize(r.balance_after),
    memo: entryMemo(lang, r.type, r.memo, Number(r.owner_id)),
    created_at: wireTime(asDate(r.created_at)),
  };
}

export type StatementQuery = { currency: string; kind: AccountKind; from: Date; to: Date };

export async function statement(ex: Executor, lang: Lang, userId: number, q: StatementQuery) {
  const currency = q.currency.toUpperCase();
  const account = (await balances(ex, userId)).find((b) => b.currency === currency && b.kind === q.kind);
  const base = { currency, kind: fieldOfKind(q.kind), from: wireTime(q.from), to: wireTime(q.to) };
  if (!account) {
    return {
      ...base,
      opening: '0',
      closing: '0',
      opening_frozen: '0',
      closing_frozen: '0',
      entries: [],
      reconciles: true,
    };
  }
  const s = await accountStatement(ex, { accountId: account.accountId, from: q.from, to: q.to });
  const entries = s.lines.map((l) => ({
    id: l.entryId,
    entry_type: l.type,
    name: entryLabel(lang, l.type),
    amount: l.change.available,
    frozen_change: l.change.frozen,
    balance_after: l.after.available,
    frozen_after: l.after.frozen,
    memo: entryMemo(lang, l.type, l.memo, userId),
    created_at: wireTime(l.at),
  }));
  const reconciles =
    amountEq(add(s.opening.available, sum(entries.map((e) => e.amount))), s.closing.available) &&
    amountEq(add(s.opening.frozen, sum(entries.map((e) => e.frozen_change))), s.closing.frozen);
  return {
    ...base,
    opening: s.opening.available,
    closing: s.closing.available,
    opening_frozen: s.opening.frozen,
    closing_frozen: s.closing.frozen,
    entries,
    reconciles,
  };
}

function csvCell(raw: string): string {
  // A cell that a spreadsheet would run as a formula gets a leading apostrophe (negative amounts stay numbers).
  const v = /^[=+@\t]|^-(?![\d.])/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

const CSV_HEAD: ServerKey[] = [
  'wallet.csv.time',
  'wallet.csv.code',
  'wallet.csv.name',
  'wallet.csv.currency',
  'wallet.csv.amount',
  'wallet.csv.balance_after',
  'wallet.csv.frozen_change',
  'wallet.csv.frozen_after',
  'wallet.csv.memo',
];

/**
 * The statement as CSV in the reader's language: a translated header, an opening line, one line per entry (its
 * type code for machines, its translated label and memo for people), a closing line. Cells that could be formulas
 * are quoted.
 */
export function statementCsv(s: Awaited<ReturnType<typeof statement>>, lang: Lang): string {
  const head = CSV_HEAD.map((key) => t(lang, key));
  const lines: string[][] = [
    head,
    [s.from, 'opening', t(lang, 'wallet.csv.opening'), s.currency, '', s.opening, '', s.opening_frozen, ''],
    ...s.entries.map((e) => [
      e.created_at,
      e.entry_type,
      e.name,
      s.currency,
      e.amount,
      e.balance_after,
      e.frozen_change,
      e.frozen_after,
      e.memo,
    ]),
    [s.to, 'closing', t(lang, 'wallet.csv.closing'), s.currency, '', s.closing, '', s.closing_frozen, ''],
  ];
  return `${lines.map((l) => l.map((c) => csvCell(String(c))).join(',')).join('\r\n')}\r\n`;
}
