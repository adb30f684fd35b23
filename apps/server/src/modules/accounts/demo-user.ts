/** The demo user of the embedded start (never in production): idempotent, by email. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { hashPassword } from '../admin';
import { newInviteCode } from './invite-code';
import { users } from './users.tables';

export const DEMO_USER = { email: 'demo@example.com', password: 'Demo12345', payPassword: '123456' } as const;

export async function seedDemoUser(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (existing) return;
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(DEMO_USER.password),
    hashPassword(DEMO_USER.payPassword),
  ]);
  await db
    .insert(users)
    .values({
      email: DEMO_USER.email,
      passwordHash,
      payPasswordHash,
      nickname: 'Demo',
      inviteCode: newInviteCode(),
      createdAt: new Date(),
    })
    .onConflictDoNothing();
}
