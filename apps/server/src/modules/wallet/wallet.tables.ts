/**
 * Wallet business rows: each one is the `ref` of the ledger entries it caused (ref_type = the table's singular,
 * ref_id = its id), written in the same transaction. Amounts are numeric(36,18), strings in code.
 * Balances are NOT here: they live in the ledger.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });
const at = (name: string) => timestamp(name, { withTimezone: true });
type ReviewState = 'review' | 'passed' | 'rejected';

/** Deposit/withdraw settings per coin and network (USDT twice: ERC20 and TRC20), edited in the back office. */
export const walletCoinSettings = pgTable(
  'wallet_coin_settings',
  {
    id: serial('id').primaryKey(),
    coinId: integer('coin_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    depositEnabled: boolean('deposit_enabled').notNull().default(true),
    withdrawEnabled: boolean('withdraw_enabled').notNull().default(true),
    minDeposit: amount('min_deposit').notNull().default('0'),
    minWithdraw: amount('min_withdraw').notNull().default('0'),
    /** Fixed fee per withdrawal, in the coin. */
    withdrawFee: amount('withdraw_fee').notNull().default('0'),
    /** Where users pay in when no DEPOSIT_XPUB_<NETWORK> is configured; empty = deposits closed. */
    platformAddress: text('platform_address').notNull().default(''),
    /** Fee rate of an exchange INTO this coin (taken from what the user receives). */
    exchangeFeeRate: amount('exchange_fee_rate').notNull().default('0.001'),
    sort: integer('sort').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('wallet_coin_settings_coin_network_uq').on(t.coinId, t.network)],
);

export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    coinId: integer('coin_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    amount: amount('amount').notNull(),
    /** The address or platform account the user says they paid into. */
    account: text('account').notNull(),
    voucher: text('voucher').notNull(),
    state: text('state').$type<ReviewState>().notNull().default('review'),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    index('deposit_requests_user_idx').on(t.userId, t.id),
    index('deposit_requests_state_idx').on(t.state, t.id),
    check('deposit_requests_state_ck', sql`${t.state} in ('review', 'passed', 'rejected')`),
    check('deposit_requests_amount_ck', sql`${t.amount} > 0`),
  ],
);

export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    coinId: integer('coin_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    /**
     * The amount debited from the user (frozen at request, settled at approval). The fee is inside it
     * (withdrawAmounts in @app/api): `receive` = number − fee is what reaches the target.
     */
    number: amount('number').notNull(),
    fee: amount('fee').notNull(),
    receive: amount('receive').notNull(),
    /** `number` in BTC at the market prices of the request (counted against the 24 h limit). */
    btcValue: amount('btc_value').notNull(),
    targetType: text('target_type').$type<'address' | 'bank' | 'bank_international'>().notNull(),
    targetId: integer('target_id'),
    /** A copy of the destination at request time (address, or bank + masked card number). */
    target: text('target').notNull(),
    state: text('state').$type<ReviewState>().notNull().default('review'),
    reason: text('reason').notNull().default(''),
    txid: text('txid').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    index('withdrawal_requests_user_idx').on(t.userId, t.createdAt),
    index('withdrawal_requests_state_idx').on(t.state, t.id),
    check('withdrawal_requests_state_ck', sql`${t.state} in ('review', 'passed', 'rejected')`),
    check('withdrawal_requests_amount_ck', sql`${t.number} > 0 and ${t.fee} >= 0`),
    check('withdrawal_requests_receive_ck', sql`${t.receive} > 0 and ${t.receive} + ${t.fee} = ${t.number}`),
  ],
);

export const internalTransfers = pgTable(
  'internal_transfers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    coinId: integer('coin_id').notNull(),
    currency: text('currency').notNull(),
    number: amount('number').notNull(),
    fromKind: smallint('from_kind').notNull(),
    toKind: smallint('to_kind').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('internal_transfers_user_idx').on(t.userId, t.id)],
);

/** A 15-second price promise for one user and pair; used at most once. */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    fromCoinId: integer('from_coin_id').notNull(),
    toCoinId: integer('to_coin_id').notNull(),
    /** Units of `to` per unit of `from`. */
    rate: amount('rate').notNull(),
    feeRate: amount('fee_rate').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('exchange_quotes_user_idx').on(t.userId)],
);

export const exchanges = pgTable(
  'exchanges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    quoteId: text('quote_id'),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    fromAmount: amount('from_amount').notNull(),
    /** What the user received (after the fee). */
    toAmount: amount('to_amount').notNull(),
    fee: amount('fee').notNull(),
    rate: amount('rate').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('exchanges_user_idx').on(t.userId, t.id)],
);

/** Manual balance adjustments by the back office (the ledger entry's ref; the audit row names the admin). */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    adminId: integer('admin_id').notNull(),
    currency: text('currency').notNull(),
    kind: smallint('kind').notNull(),
    amount: amount('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_adjustments_user_idx').on(t.userId)],
);
