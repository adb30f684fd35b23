import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sweepColumns } from '../../platform/sweeper';
import { users } from './users.tables';

/**
 * Login history: one row per successful sign-in (every new session), with the user agent parsed when it was
 * recorded. `state` is the new-login mail's: `due` until the sweeper `accounts.login_mail` has sent it (or
 * `skipped` when the user has no email), then `sent`.
 */
export const userLogins = pgTable(
  'user_logins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    model: text('model').notNull(),
    /** Null when the address cannot be placed (no geolocation database is configured). */
    place: text('place'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['due', 'sent', 'skipped'] }).notNull(),
    ...sweepColumns(),
  },
  (t) => [index('user_logins_user_idx').on(t.userId, t.id), index('user_logins_due_idx').on(t.state, t.dueAt, t.id)],
);

/** The anti-phishing code a user chose: shown at the top of every email the platform sends them. */
export const antiPhishingCodes = pgTable('anti_phishing_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
