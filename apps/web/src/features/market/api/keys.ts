/**
 * Query keys of the market feature. Quotes are not translated by the server, so the keys carry no language;
 * the realtime bridge (model/live.ts) writes pushes into these entries.
 */
export const marketKeys = {
  all: ['market'] as const,
  quotation: () => [...marketKeys.all, 'quotation'] as const,
  contracts: () => [...marketKeys.all, 'contracts'] as const,
  hot: () => [...marketKeys.all, 'hot'] as const,
  searchAll: () => [...marketKeys.all, 'search'] as const,
  search: (keyword: string) => [...marketKeys.searchAll(), keyword] as const,
  detailAll: () => [...marketKeys.all, 'detail'] as const,
  detail: (symbol: string) => [...marketKeys.detailAll(), symbol] as const,
  favourites: (token: string) => [...marketKeys.all, 'favourites', token] as const,
  favouritesAll: () => [...marketKeys.all, 'favourites'] as const,
  kline: (symbol: string, period: string) => [...marketKeys.all, 'kline', symbol, period] as const,
};
