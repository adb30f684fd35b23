/**
 * The shared transaction helper runs a transaction PostgreSQL aborted for a deadlock (40P01) or a serialization
 * failure (40001) again, a bounded number of times, and nothing else; a caller that retries itself opts out.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { CONFLICT_ATTEMPTS, withTransaction } from './ledger.tx';

/** A database whose transactions fail with `codes` in turn (wrapped as drizzle wraps driver errors), then succeed. */
function failingDb(codes: string[]) {
  let runs = 0;
  const db = {
    async transaction(fn: (tx: unknown) => Promise<unknown>) {
      const code = codes[runs++];
      if (code) throw new Error('Failed query', { cause: Object.assign(new Error(`SQLSTATE ${code}`), { code }) });
      return fn({});
    },
  } as unknown as Db;
  return { db, runs: () => runs };
}

describe('withTransaction', () => {
  it('runs a transaction aborted by a deadlock or a serialization failure again', async () => {
    const t = failingDb(['40P01', '40001', '40P01']);
    expect(await withTransaction(t.db, async () => 'done')).toBe('done');
    expect(t.runs()).toBe(4);
  });

  it('gives up after CONFLICT_ATTEMPTS runs and lets any other error through at once', async () => {
    const stuck = failingDb(Array(CONFLICT_ATTEMPTS).fill('40P01'));
    await expect(withTransaction(stuck.db, async () => 'never')).rejects.toThrow('Failed query');
    expect(stuck.runs()).toBe(CONFLICT_ATTEMPTS);
    const other = failingDb(['23505']);
    await expect(withTransaction(other.db, async () => 'never')).rejects.toThrow('Failed query');
    expect(other.runs()).toBe(1);
  });

  it('runs once when the caller retries itself', async () => {
    const t = failingDb(['40P01']);
    await expect(withTransaction(t.db, async () => 'never', { retry: false })).rejects.toThrow('Failed query');
    expect(t.runs()).toBe(1);
  });
});
