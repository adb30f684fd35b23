import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Dev outbox: messages that had no mail server or SMS provider to go to (demo and development only). */
export const outbox = pgTable('notify_outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
