import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Verification codes. `target` is the normalised address (`email:a@b.c`, `mobile:86-13800000000`) or, for the
 * security scene, `user:<id>`. Only a salted sha256 of the code is kept. Rows also serve as the send log the
 * throttles count (per target and per IP).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    scene: text('scene', { enum: ['register', 'forget', 'bind', 'security'] }).notNull(),
    target: text('target').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    userId: integer('user_id'),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);
