import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key of signed links when LINK_SECRET is not set: generated once by the first instance (one row, id 1) and
 * read by every other instance on the same database, so a link signed by one verifies on all.
 */
export const linkSecrets = pgTable('link_secrets', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
