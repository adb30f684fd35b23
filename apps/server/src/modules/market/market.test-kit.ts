/** Test factories of the market module: signed-in users and a raw-SQL count helper. */
import { randomBytes } from 'node:crypto';
import type { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { createSessionService } from '../accounts/sessions.service';
import { users } from '../accounts/users.tables';

/** A user with a live session; returns the Authorization header to send. */
export async function makeUser(app: App): Promise<{ id: number; headers: { authorization: string } }> {
  const { db } = app.database;
  const [row] = await db
    .insert(users)
    .values({
      email: `u-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'not-a-real-hash',
      inviteCode: randomBytes(4).toString('hex').toUpperCase(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  const token = await createSessionService(db, { ttlDays: 1 }).create(db, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}

export async function countRows(app: App, query: ReturnType<typeof sql>): Promise<number> {
  const res = (await app.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0]?.n ?? 0);
}
