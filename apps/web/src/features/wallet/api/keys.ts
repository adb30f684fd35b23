import type { AccountField } from './types';

/** Query keys of the wallet feature; every entry is the caller's own money, so one root refreshes it all. */
export const walletKeys = {
  all: ['wallet'] as const,
  overviewAll: () => [...walletKeys.all, 'overview'] as const,
  overview: (fiat: string, lang: string) => [...walletKeys.overviewAll(), fiat, lang] as const,
  userCurrencies: () => [...walletKeys.all, 'user-currencies'] as const,
  rates: () => [...walletKeys.all, 'rates'] as const,
  detail: (currency: number, field: AccountField) => [...walletKeys.all, 'detail', currency, field] as const,
  coins: () => [...walletKeys.all, 'coins'] as const,
  inAddress: (currency: number, network: string) => [...walletKeys.all, 'in-address', currency, network] as const,
  withdrawInfo: (currency: number, network: string) => [...walletKeys.all, 'withdraw-info', currency, network] as const,
  records: (type: 'recharge' | 'withdraw') => [...walletKeys.all, 'records', type] as const,
  transfers: () => [...walletKeys.all, 'transfers'] as const,
  exchangeCoins: () => [...walletKeys.all, 'exchange-coins'] as const,
  quote: (from: number, to: number) => [...walletKeys.all, 'quote', from, to] as const,
  bills: (filters: object) => [...walletKeys.all, 'bills', filters] as const,
  statement: (filters: object) => [...walletKeys.all, 'statement', filters] as const,
};
