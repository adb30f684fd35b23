/**
 * postMany(): many entries in one go, with exactly the result of posting them one after another in the order given
 * (same checks, same balance_after chain, same replay of an idempotency key), in three round trips whatever their
 * number: the replay lookup, one lock of every account of every entry (ascending ids, as `post` locks), and one
 * statement that writes the balance changes, the entries and their postings. For sweepers that settle thousands
 * of rows due at one instant (docs/decisions.md, "Sweepers settle in chunks"): a failure of any entry throws
 * before anything is written, and the caller's chunk rolls back as a whole.
 */
import { sub } from '@app/money';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { encodeMemo } from './entry-types';
import {
  applyEntry,
  findEntryByKey,
  type Locked,
  lockForPosting,
  type ParsedLine,
  parseLines,
  rowsOf,
} from './ledger.post';
import { ledgerEntries } from './ledger.tables';
import { LedgerError, type PostInput, type Posting, type PostResult } from './ledger.types';

export async function postMany(tx: Executor, inputs: readonly PostInput[]): Promise<PostResult[]> {
  if (inputs.length === 0) return [];
  const parsed = inputs.map(parseLines);

  const keys = inputs.map((i) => i.idempotencyKey).filter((k): k is string => Boolean(k));
  if (new Set(keys).size !== keys.length) throw new LedgerError('an idempotency key is used twice in one batch');
  const known =
    keys.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ key: ledgerEntries.idempotencyKey })
              .from(ledgerEntries)
              .where(inArray(ledgerEntries.idempotencyKey, keys))
          ).map((r) => r.key as string),
        );

  const results: (PostResult | null)[] = inputs.map(() => null);
  for (const [i, input] of inputs.entries()) {
    if (input.idempotencyKey && known.has(input.idempotencyKey)) {
      results[i] = await findEntryByKey(tx, input.idempotencyKey);
    }
  }
  const fresh = inputs.flatMap((input, i) => (results[i] ? [] : [{ i, input, lines: parsed[i] as ParsedLine[] }]));
  if (fresh.length > 0) {
    const ids = [...new Set(fresh.flatMap((f) => f.lines.map((l) => l.accountId)))].sort((a, b) => a - b);
    const before = await lockForPosting(tx, ids);
    const after = new Map<number, Locked>([...before].map(([id, a]) => [id, { ...a }]));
    const postings = fresh.map((f) => applyEntry(after, f.input, f.lines));
    const entryIds = await writeMany(
      tx,
      fresh.map((f) => f.input),
      ids,
      before,
      after,
      postings,
    );
    for (const [k, f] of fresh.entries()) {
      results[f.i] = { entryId: entryIds[k] as number, postings: postings[k] as Posting[], replayed: false };
    }
  }
  return results as PostResult[];
}

/**
 * The entries' ids are drawn from their sequence first (a materialised CTE, once per entry in order), so each
 * posting is joined to its entry by position, never by the order a RETURNING happens to answer in.
 */
async function writeMany(
  tx: Executor,
  inputs: readonly PostInput[],
  ids: readonly number[],
  before: Map<number, Locked>,
  after: Map<number, Locked>,
  postings: readonly Posting[][],
): Promise<number[]> {
  // The rows travel as three JSON parameters (json_to_recordset), not as thousands of bind parameters: building and
  // binding those cost more than the writes themselves (bench/seconds).
  const deltas = ids.map((id) => {
    const b = before.get(id) as Locked;
    const a = after.get(id) as Locked;
    return { id, da: sub(a.available, b.available), df: sub(a.frozen, b.frozen) };
  });
  const entries = inputs.map((input, ord) => ({
    ord,
    type: input.type,
    ref_type: input.refType ?? '',
    ref_id: String(input.refId ?? ''),
    memo: encodeMemo(input.memo),
    idempotency_key: input.idempotencyKey ?? null,
  }));
  let seq = 0;
  const lines = postings.flatMap((list, ord) =>
    list.map((p) => ({
      ord,
      seq: seq++,
      account_id: p.accountId,
      currency: p.currency,
      bucket: p.bucket,
      amount: p.amount,
      balance_after: p.balanceAfter,
    })),
  );
  const rows = await rowsOf<{ ids: (number | string)[] | string; updated: number | string; lines: number | string }>(
    tx,
    sql`with v as materialized (
          select * from json_to_recordset(${JSON.stringify(entries)}::json)
            as x(ord int, type text, ref_type text, ref_id text, memo text, idempotency_key text)
        ), n as materialized (
          select ord, nextval(pg_get_serial_sequence('ledger_entries', 'id')) as id from v order by ord
        ), u as (
          -- One update per account for the whole batch (its version moves by one, not by its number of lines).
          update ledger_accounts as a
          set available = a.available + d.da, frozen = a.frozen + d.df, version = a.version + 1
          from json_to_recordset(${JSON.stringify(deltas)}::json) as d(id bigint, da numeric, df numeric)
          where a.id = d.id
            and (a.owner_type = 'system' or (a.available + d.da >= 0 and a.frozen + d.df >= 0))
          returning a.id
        ), e as (
          insert into ledger_entries (id, type, ref_type, ref_id, memo, idempotency_key)
          select n.id, v.type, v.ref_type, v.ref_id, v.memo, v.idempotency_key from v join n using (ord) order by ord
          returning id
        ), p as (
          insert into ledger_postings (entry_id, account_id, currency, bucket, amount, balance_after)
          select n.id, l.account_id, l.currency, l.bucket, l.amount, l.balance_after
          from json_to_recordset(${JSON.stringify(lines)}::json)
            as l(ord int, seq int, account_id bigint, currency text, bucket text, amount numeric, balance_after numeric)
          join n using (ord)
          order by l.seq
          returning entry_id
        )
        select (select json_agg(id order by ord) from n) as ids, (select count(*) from u) as updated,
               (select count(*) from p) as lines, (select count(*) from e) as entries`,
  );
  const row = rows[0];
  if (!row) throw new LedgerError('entries were not written');
  if (Number(row.updated) !== deltas.length) throw new LedgerError('a balance update did not apply');
  if (Number(row.lines) !== lines.length) throw new LedgerError('a posting was not written');
  const list = (typeof row.ids === 'string' ? JSON.parse(row.ids) : row.ids) as (number | string)[];
  if (list.length !== inputs.length) throw new LedgerError('an entry was not written');
  return list.map(Number);
}
