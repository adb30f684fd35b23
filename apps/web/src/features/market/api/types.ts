/**
 * Wire types of docs/api-market.md come from the contract (`@app/api/market`), imported as types only so zod stays
 * out of the bundle. The screens keep calling them by these names. Amounts are decimal strings.
 */
export type {
  ContractQuote,
  KlineCandle,
  KlinePush,
  QuotationGroup,
  Quote,
  QuoteKind,
  SubscribeMessage,
} from '@app/api/market';

/**
 * Socket events of the market contract: a closed set, the same values as `SOCKET_EVENTS` of `@app/api/market`
 * (types.test.ts checks it). A copy on purpose: this module is in the entry chunk (the quote pushes start with the
 * app), and a value import from the contract would bring zod with it.
 */
export const SOCKET_EVENTS = {
  daymarket: 'daymarket',
  kline: 'kline',
  sub: 'sub',
  unsub: 'unsub',
  login: 'login',
} as const;
