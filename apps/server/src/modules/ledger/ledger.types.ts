/** Shapes the ledger speaks in. Amounts are canonical decimal strings (packages/money), ids plain numbers. */
import type { Amount } from '@app/money';
import type { EntryMemo, LedgerEntryType } from './entry-types';

/**
 * User account kinds, the ids of spec §3 plus stock, mining (locked mining principal and its yield) and deposit
 * (dual investments until they settle).
 */
export const ACCOUNT_KIND = { legal: 1, change: 2, lever: 3, micro: 4, stock: 5, mining: 6, deposit: 7 } as const;
export type AccountKind = (typeof ACCOUNT_KIND)[keyof typeof ACCOUNT_KIND];

/** System accounts balance the books: money from/to outside, fees, the house's P&L and escrow per product. */
export type SystemKind =
  | 'external'
  | 'fees'
  | 'market_maker'
  | 'adjustments'
  | `house_pnl_${string}`
  | `escrow_${string}`
  /** Pays losses beyond a liquidated user's margin and balance, so no user balance goes negative. */
  | `insurance_${string}`
  /** An earn campaign's budget (`campaign_<id>`): pays yields, funded by the operator. */
  | `campaign_${string}`
  /** An IEO project's account (`ieo_<id>`): its unsold and undelivered tokens, and the applications' payments. */
  | `ieo_${string}`;

export type Bucket = 'available' | 'frozen';

export type AccountKey =
  | { ownerType: 'user'; ownerId: number; currency: string; kind: AccountKind }
  | { ownerType: 'system'; ownerId?: 0; currency: string; systemKind: SystemKind };

export type LedgerAccount = {
  id: number;
  ownerType: 'user' | 'system';
  ownerId: number;
  currency: string;
  kind: number;
  systemKind: string;
  available: Amount;
  frozen: Amount;
  version: number;
};

/** An account as a post line names it: its id, or anything carrying one (a LedgerAccount). */
export type AccountRef = number | { id: number };
/** What the convenience operations need to know about an account: its id and currency. */
export type AccountHandle = { id: number; currency: string };

type PostLine = { account: AccountRef; bucket: Bucket; amount: Amount };

/** Why an entry exists: the business row that caused it, written in the same transaction. */
export type EntryMeta = {
  /** One of LEDGER_ENTRY_TYPES (each has a translated label and memo in the bills). */
  type?: LedgerEntryType;
  refType?: string;
  refId?: string | number;
  /** Data, rendered in the reader's language when read; never a sentence. */
  memo?: EntryMemo;
  /** Optional: a second post with the same key answers the first entry instead of moving money again. */
  idempotencyKey?: string;
};

export type PostInput = EntryMeta & { type: LedgerEntryType; lines: PostLine[] };

export type Posting = { accountId: number; currency: string; bucket: Bucket; amount: Amount; balanceAfter: Amount };

export type PostResult = { entryId: number; postings: Posting[]; replayed: boolean };

/** A bug in the caller (unbalanced entry, unknown account, zero line): never a user-facing message. */
export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}
