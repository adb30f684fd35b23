import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db';

/** Rows of a raw SQL query (both drivers answer `{rows}`; the generic client types them as unknown). */
export async function sqlRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
