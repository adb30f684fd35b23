import type { Db, Tx } from '../../db';

export type TransactionOptions = {
  /**
   * false for a body that changes something outside the database before it commits (the spot and contracts
   * engines apply a command to their in-memory book): such a caller restores that state and retries itself.
   */
  retry?: boolean;
};

/**
 * One database transaction at READ COMMITTED (PostgreSQL's default, stated so a changed server default cannot
 * weaken it silently), run again when PostgreSQL aborted it for a deadlock or a serialization failure
 * (retryOnConflict): postings lock their accounts in ascending id order, but a transaction that locks a row
 * (a product, an order, a campaign) before its posting, or posts twice, can still meet another in the opposite
 * order, and the user would otherwise get a server error for a request they did nothing wrong in. The body must
 * therefore have no effect outside the transaction (everything it did is rolled back before the next run).
 * On PGlite (one connection) use the given `tx` inside, never `db`: a second query on `db` waits for the
 * transaction that is waiting for it.
 */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const once = () => db.transaction(fn, { isolationLevel: 'read committed' });
  return options.retry === false ? once() : retryOnConflict(once);
}

/**
 * SQLSTATE of a transaction PostgreSQL aborted only because of another one running at the same time: a deadlock
 * (40P01) or a serialization failure (40001). Running the same transaction again is the documented remedy. Drizzle
 * wraps driver errors, so the code is looked for along the `cause` chain.
 */
export function transientConflictCode(error: unknown): '40P01' | '40001' | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** How often a transaction aborted by a deadlock is run in all (the first run and the retries). */
export const CONFLICT_ATTEMPTS = 5;

/** A short, growing, jittered pause before a retry, so the two parties of a deadlock do not meet again. */
export const conflictPause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, attempt * 5 + Math.floor(Math.random() * 10)));

/**
 * Runs `run` (one whole transaction with no effect outside the database) again when PostgreSQL aborted it for a
 * deadlock or a serialization failure, up to CONFLICT_ATTEMPTS runs in all; any other error goes straight out.
 */
export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !transientConflictCode(error)) throw error;
      await conflictPause(attempt);
    }
  }
}
