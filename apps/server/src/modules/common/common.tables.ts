import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value site settings. Which keys are public is decided by common.service (a whitelist), not here. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
