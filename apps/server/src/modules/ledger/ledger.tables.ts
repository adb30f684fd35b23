import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The ledger: every balance is an account, every change an entry of postings that sums to zero per currency.
 * Amounts are numeric(36,18), read and written as decimal strings (see packages/money).
 *
 * User accounts carry a `kind` (1 legal, 2 change, 3 lever, 4 micro, 5 stock, 6 mining, 7 deposit) and system_kind ''; system
 * accounts (owner_id 0) carry kind 0 and a `system_kind` (external, fees, house_pnl_<product>, …). Both columns
 * are NOT NULL so the unique key really is unique (NULLs never collide in a unique index).
 */
const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerType: text('owner_type').$type<'user' | 'system'>().notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    kind: smallint('kind').notNull().default(0),
    systemKind: text('system_kind').notNull().default(''),
    available: amount('available').notNull().default('0'),
    frozen: amount('frozen').notNull().default('0'),
    /** Bumped by every posting; lets a reader tell that a balance it cached has moved. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_uq').on(t.ownerType, t.ownerId, t.currency, t.kind, t.systemKind),
    check('ledger_accounts_owner_type_ck', sql`${t.ownerType} in ('user', 'system')`),
    check(
      'ledger_accounts_shape_ck',
      sql`(${t.ownerType} = 'user' and ${t.kind} between 1 and 7 and ${t.systemKind} = '' and ${t.ownerId} > 0)
        or (${t.ownerType} = 'system' and ${t.kind} = 0 and ${t.systemKind} <> '' and ${t.ownerId} = 0)`,
    ),
    // The last line of defence: a user can never hold less than nothing. System accounts may go negative
    // (external is minus everything that came in).
    check(
      'ledger_accounts_user_nonneg_ck',
      sql`${t.ownerType} = 'system' or (${t.available} >= 0 and ${t.frozen} >= 0)`,
    ),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** deposit, withdraw, transfer, exchange, fee, trade, adjust, freeze, unfreeze, settle, … */
    type: text('type').notNull(),
    /** The business row that caused the entry (e.g. 'withdrawal', '42'), written in the same transaction. */
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    memo: text('memo').notNull().default(''),
    idempotencyKey: text('idempotency_key').unique('ledger_entries_idempotency_key_uq'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_ref_idx').on(t.refType, t.refId)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency').notNull(),
    bucket: text('bucket').$type<'available' | 'frozen'>().notNull(),
    /** Signed: + into the bucket, − out of it. */
    amount: amount('amount').notNull(),
    /** The bucket's balance right after this posting (statements read it, audits re-add it). */
    balanceAfter: amount('balance_after').notNull(),
    // clock_timestamp(), not now(): it is taken while the account row is locked, so per account it grows in
    // the same order as the postings' ids even when an older transaction posts after a younger one.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    check('ledger_postings_bucket_ck', sql`${t.bucket} in ('available', 'frozen')`),
    check('ledger_postings_nonzero_ck', sql`${t.amount} <> 0`),
    index('ledger_postings_account_idx').on(t.accountId, t.createdAt, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
  ],
);

/** Answers of mutating requests by (scope, key): a retry gets the first answer instead of a second effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.scope, t.key] })],
);
