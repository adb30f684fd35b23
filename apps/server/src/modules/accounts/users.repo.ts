/** Data access for users; every function takes the executor first (db or tx). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { DEFAULT_AREA_CODE, type Identifier } from './identity';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(executor: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The user behind an email or a mobile number. A mobile given without a calling code matches any region when
 * only one user has it, else the mainland one.
 */
export async function findUserByIdentifier(
  executor: Executor,
  id: Identifier,
  exactArea = true,
): Promise<UserRow | undefined> {
  if (id.kind === 'email') {
    const [row] = await executor.select().from(users).where(eq(users.email, id.email));
    return row;
  }
  if (exactArea) {
    const [row] = await executor
      .select()
      .from(users)
      .where(and(eq(users.areaCode, id.areaCode), eq(users.mobile, id.mobile)));
    return row;
  }
  const rows = await executor.select().from(users).where(eq(users.mobile, id.mobile));
  return rows.length === 1 ? rows[0] : rows.find((r) => r.areaCode === DEFAULT_AREA_CODE);
}

/** True when a unique-constraint violation (both drivers expose the SQLSTATE as `code`, maybe on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
