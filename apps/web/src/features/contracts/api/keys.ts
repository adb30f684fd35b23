import type { Area, HistoryScope } from './types';

/**
 * Query keys of the contracts feature; the socket bridge (model/live.ts) writes `lever_trade` pushes into the live
 * lists and the deal. Private entries carry the token, so a logout or another user never sees a cached answer.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  pairs: (area: Area) => [...contractKeys.all, 'pairs', area] as const,
  dealAll: () => [...contractKeys.all, 'deal'] as const,
  deal: (token: string, pairId: number) => [...contractKeys.dealAll(), token, pairId] as const,
  /** Open positions (status 1) and pending entries (status 0) of one area, with the account's risk figures. */
  liveAll: () => [...contractKeys.all, 'live'] as const,
  live: (token: string, area: Area, status: 0 | 1) => [...contractKeys.liveAll(), token, area, status] as const,
  historyAll: () => [...contractKeys.all, 'history'] as const,
  history: (token: string, area: Area, scope: HistoryScope) =>
    [...contractKeys.historyAll(), token, area, scope] as const,
  detailAll: () => [...contractKeys.all, 'detail'] as const,
  detail: (token: string, id: string) => [...contractKeys.detailAll(), token, id] as const,
};
