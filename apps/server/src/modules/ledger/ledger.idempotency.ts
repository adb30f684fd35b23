/**
 * Idempotency-Key support for mutating requests. The key row is inserted first in the same transaction as the
 * work: a concurrent retry with the same key blocks on the unique key until the first commits, then reads its
 * answer. If the work fails, its transaction rolls back with the key, so a retry runs again from scratch.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import { idempotencyKeys } from './ledger.tables';
import { type TransactionOptions, withTransaction } from './ledger.tx';

export type IdempotencyParams = {
  /** Who the key belongs to and for what, e.g. `user:42:withdraw`: two users may pick the same key. */
  scope: string;
  key: string;
  /** A hash of the request body (see hashRequest): the same key with another body is refused. */
  requestHash: string;
};

/**
 * Runs fn once per (scope, key). A retry with the same body answers the stored response (replayed: true);
 * the same key with a different body throws IDEMPOTENCY_CONFLICT. The response must be JSON-serialisable
 * (amounts are strings anyway); a replay returns it as read back from jsonb.
 */
export async function withIdempotency<T>(
  db: Db,
  p: IdempotencyParams,
  fn: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<{ response: T; replayed: boolean }> {
  return withTransaction(
    db,
    async (tx) => {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ scope: p.scope, key: p.key, requestHash: p.requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      const where = and(eq(idempotencyKeys.scope, p.scope), eq(idempotencyKeys.key, p.key));
      if (inserted.length === 0) {
        const [row] = await tx.select().from(idempotencyKeys).where(where);
        if (!row) throw new Error('idempotency key vanished after a conflict');
        if (row.requestHash !== p.requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
        return { response: row.response as T, replayed: true };
      }
      const response = await fn(tx);
      await tx
        .update(idempotencyKeys)
        .set({ response: response === undefined ? null : response })
        .where(where);
      return { response, replayed: false };
    },
    options,
  );
}

/** A stable hash of a request body: keys sorted at every level, so field order does not matter. */
export function hashRequest(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${stableJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}
