import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Uploaded images, by content hash (the file name). Lets other calls check an address was really uploaded. */
export const uploads = pgTable('uploads', {
  hash: text('hash').primaryKey(),
  ext: text('ext', { enum: ['jpg', 'png', 'webp'] }).notNull(),
  size: integer('size').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
