import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/** Withdrawal addresses a user saved. Every lookup is scoped by user_id. */
export const walletAddresses = pgTable(
  'wallet_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    qrcode: text('qrcode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawals to it are accepted from this time on: created + 24 h (wallet.address-hold.ts). */
    withdrawFrom: timestamp('withdraw_from', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
  },
  (t) => [index('wallet_addresses_user_idx').on(t.userId)],
);

/**
 * Bank cards: at most one domestic and one international card per user (saving replaces). The spec's client
 * reuses legacy field names for the international card (alipay_account = ABA, wechat_nickname = SWIFT,
 * wechat_account = cardholder address); the columns say what they hold.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['domestic', 'international'] }).notNull(),
    realName: text('real_name').notNull(),
    bankName: text('bank_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    bankAddress: text('bank_address').notNull(),
    bankBranch: text('bank_branch').notNull().default(''),
    abaNumber: text('aba_number').notNull().default(''),
    swiftCode: text('swift_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    holderAddress: text('holder_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_cards_user_kind_uq').on(t.userId, t.kind)],
);
