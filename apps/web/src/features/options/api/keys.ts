/**
 * Query keys of the options feature. Private entries carry the token, so a logout or another user never sees a
 * cached answer; the socket bridge (model/live.ts) writes `closed_microorder` into `results` and marks the rest stale.
 */
export const optionKeys = {
  all: ['options'] as const,
  expiries: () => [...optionKeys.all, 'expiries'] as const,
  /** payable_currencies: terms of each coin and, signed in, the micro balance. */
  coins: (token: string) => [...optionKeys.all, 'coins', token] as const,
  coinsAll: () => [...optionKeys.all, 'coins'] as const,
  openAll: () => [...optionKeys.all, 'open'] as const,
  open: (token: string) => [...optionKeys.openAll(), token] as const,
  historyAll: () => [...optionKeys.all, 'history'] as const,
  history: (token: string) => [...optionKeys.historyAll(), token] as const,
  orderAll: () => [...optionKeys.all, 'order'] as const,
  order: (token: string, id: string) => [...optionKeys.orderAll(), token, id] as const,
  record: (token: string) => [...optionKeys.all, 'record', token] as const,
  limits: (token: string) => [...optionKeys.all, 'limits', token] as const,
  /** Orders settled while the screen was open (pushes and polls), newest first: shown until dismissed. */
  results: (token: string) => [...optionKeys.all, 'results', token] as const,
};
