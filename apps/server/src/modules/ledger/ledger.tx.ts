import type { Db, Tx } from '../../db';

/**
 * One database transaction at READ COMMITTED (PostgreSQL's default, stated so a changed server default cannot
 * weaken it silently). The ledger needs no SERIALIZABLE retries: post() locks its accounts with
 * SELECT … FOR UPDATE in ascending id order and writes with conditional updates; see README.md.
 * On PGlite (one connection) use the given `tx` inside, never `db`: a second query on `db` waits for the
 * transaction that is waiting for it.
 */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn, { isolationLevel: 'read committed' });
}
