import type { Depth, Order, PublicTrade } from '../api/types';

/**
 * Applying `market_depth` pushes (full top-50 snapshots numbered by `seq`, one more per message per symbol).
 * - the same or an older seq is stale (a refetch overtook it): ignored;
 * - seq = current + 1: the next snapshot, taken;
 * - a larger jump means pushes were lost: the snapshot is still taken (it is complete) and `gap` asks the caller
 *   to refetch `/coin/depth`, which brings the server's own seq back in line.
 * With no book yet the push is taken and nothing is asked (the first fetch is in flight).
 */
export function mergeDepth(current: Depth | undefined, push: Depth): { depth: Depth | undefined; gap: boolean } {
  if (!current) return { depth: push, gap: false };
  if (push.symbol !== current.symbol || push.seq <= current.seq) return { depth: current, gap: false };
  return { depth: push, gap: push.seq !== current.seq + 1 };
}

/** A refetched book replaces the cached one unless pushes already carried a newer snapshot. */
export function newerDepth(current: Depth | undefined, fetched: Depth): Depth {
  return current && current.symbol === fetched.symbol && current.seq > fetched.seq ? current : fetched;
}

/** `match_trade` into the recent trades: newest first, no duplicate ids, at most `limit`. */
export function mergeTrades(current: PublicTrade[] | undefined, incoming: PublicTrade[], limit = 30): PublicTrade[] {
  const seen = new Set<string>();
  const all = [...[...incoming].sort((a, b) => b.time - a.time), ...(current ?? [])];
  return all
    .filter((t) => {
      if (seen.has(t.id)) return false;
      seen.add(t.id);
      return true;
    })
    .slice(0, limit);
}

/** An `order_update` into a cached page of a scope: replaced in place; an open order leaves `current` when done. */
export function applyOrderToList(list: Order[], order: Order, scope: 'current' | 'history'): Order[] {
  const done = order.status === 'filled' || order.status === 'cancelled';
  const index = list.findIndex((o) => o.id === order.id);
  if (scope === 'current' && done) return index < 0 ? list : list.filter((o) => o.id !== order.id);
  if (index >= 0) return list.map((o) => (o.id === order.id ? order : o));
  return list;
}
