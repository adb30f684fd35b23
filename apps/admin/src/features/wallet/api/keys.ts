import type { PageQuery } from '@app/api/shared';
import type { WalletReviewQuery } from '@app/api/wallet';

/** A review queue's query as the screens build it: always one state (what the server reads after parsing). */
export type QueueQuery = Required<WalletReviewQuery>;
export type { PageQuery };

/** Query keys of the wallet back office: everything under `['wallet']` is refreshed after a decision or a change. */
export const walletKeys = {
  all: ['wallet'] as const,
  deposits: (q: QueueQuery) => ['wallet', 'deposits', q] as const,
  withdrawals: (q: QueueQuery) => ['wallet', 'withdrawals', q] as const,
  coins: ['wallet', 'coins'] as const,
  ledger: ['wallet', 'ledger'] as const,
  balances: (userId: number) => ['wallet', 'user', userId, 'balances'] as const,
  journal: (userId: number, q: PageQuery) => ['wallet', 'user', userId, 'journal', q] as const,
};
