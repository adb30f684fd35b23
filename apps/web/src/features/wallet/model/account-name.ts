import type { AccountField } from '../api/types';

/**
 * The text key of every account kind the contract declares (`ACCOUNT_KIND_FIELDS`), by field. A record over the
 * declared fields, so a kind added to the contract does not compile here until it has a name, and
 * account-name.test.ts requires that name in all 8 languages. Screens name accounts from here, never from a
 * fallback: a list that stopped at five kinds once labelled mining and deposit "Spot account" (issue 29).
 */
export const ACCOUNT_NAME_KEYS: Readonly<Record<AccountField, `wallet.account.${AccountField}`>> = {
  legal: 'wallet.account.legal',
  change: 'wallet.account.change',
  lever: 'wallet.account.lever',
  micro: 'wallet.account.micro',
  stock: 'wallet.account.stock',
  mining: 'wallet.account.mining',
  deposit: 'wallet.account.deposit',
};
