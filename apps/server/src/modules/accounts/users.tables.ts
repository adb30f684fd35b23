import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * App users (not admins). A user signs up with an email or a mobile number and may bind the other later.
 * Emails are stored lower-cased; a mobile is unique together with its calling code.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    areaCode: text('area_code'),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull().default(''),
    headPortrait: text('head_portrait').notNull().default(''),
    signature: text('signature').notNull().default(''),
    inviteCode: text('invite_code').notNull().unique(),
    inviterId: integer('inviter_id'),
    creditScore: integer('credit_score').notNull().default(100),
    /** 0 none, 1 basic, 2 advanced: raised only by an approved review. */
    realLevel: smallint('real_level').notNull().default(0),
    /** Locked by an admin: no login, no session. */
    locked: boolean('locked').notNull().default(false),
    lang: text('lang').notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_mobile_uq').on(t.areaCode, t.mobile).where(sql`${t.mobile} is not null`),
    index('users_inviter_idx').on(t.inviterId),
  ],
);
