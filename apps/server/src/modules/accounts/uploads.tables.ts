import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Uploaded images, by content hash (the file name). Lets other calls check an address was really uploaded.
 * `private`: an identity document (or uploaded as one): never served at its public address, only through a signed
 * short-lived link to its owner or a reviewer.
 */
export const uploads = pgTable('uploads', {
  hash: text('hash').primaryKey(),
  ext: text('ext', { enum: ['jpg', 'png', 'webp'] }).notNull(),
  size: integer('size').notNull(),
  /** The first uploader (kept for history); who may use the file is `upload_owners`. */
  userId: integer('user_id'),
  private: boolean('private').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who uploaded which file: the same bytes sent by two users are one file with two owners. */
export const uploadOwners = pgTable(
  'upload_owners',
  {
    hash: text('hash')
      .notNull()
      .references(() => uploads.hash, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.userId] })],
);
