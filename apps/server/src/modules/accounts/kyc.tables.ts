import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.tables';

/** Identity reviews: one row per submission; the latest row per (user, level) is the current state. */
export const kycReviews = pgTable(
  'kyc_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 basic (identity number), 2 advanced (document photos). */
    realType: smallint('real_type').notNull(),
    idType: smallint('id_type'),
    name: text('name'),
    cardId: text('card_id'),
    /** Level 1: the document's country, ISO 3166 alpha-2 (area-codes.ts); null when an older client sent none. */
    country: text('country'),
    frontPic: text('front_pic'),
    reversePic: text('reverse_pic'),
    state: text('state', { enum: ['review', 'verified', 'failed'] })
      .notNull()
      .default('review'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('kyc_reviews_user_idx').on(t.userId, t.realType), index('kyc_reviews_state_idx').on(t.state)],
);
