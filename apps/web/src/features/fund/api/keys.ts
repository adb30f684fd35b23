import type { AccountField } from './types';

/** Query keys of the wallet feature; every entry is the caller's own money, so one root refreshes it all. */
export const fundKeys = {
  all: ['fund'] as const,
  overview: (fiat: string, lang: string) => [...fundKeys.all, 'overview', fiat, lang] as const,
  userCurrencies: () => [...fundKeys.all, 'user-currencies'] as const,
  rates: () => [...fundKeys.all, 'rates'] as const,
  detail: (currency: number, field: AccountField) => [...fundKeys.all, 'detail', currency, field] as const,
  coins: () => [...fundKeys.all, 'coins'] as const,
  inAddress: (currency: number, network: string) => [...fundKeys.all, 'in-address', currency, network] as const,
  withdrawInfo: (currency: number, network: string) => [...fundKeys.all, 'withdraw-info', currency, network] as const,
  records: (type: 'recharge' | 'withdraw') => [...fundKeys.all, 'records', type] as const,
  transfers: () => [...fundKeys.all, 'transfers'] as const,
  exchangeCoins: () => [...fundKeys.all, 'exchange-coins'] as const,
  quote: (from: number, to: number) => [...fundKeys.all, 'quote', from, to] as const,
  bills: (filters: object) => [...fundKeys.all, 'bills', filters] as const,
  statement: (filters: object) => [...fundKeys.all, 'statement', filters] as const,
};
