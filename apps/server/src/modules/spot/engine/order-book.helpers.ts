import type { BookSide, OrderNode } from './book-side';
import type { CommandResult, DepthLevel, RestingOrder, Side } from './engine.types';

export const isPositiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
export const isId = (s: unknown): s is string => typeof s === 'string' && s.length > 0;
export const isSide = (s: unknown): s is Side => s === 'buy' || s === 'sell';

export function toResting(n: OrderNode): RestingOrder {
  return { orderId: n.orderId, owner: n.owner, side: n.side, price: n.price, qty: n.qty };
}

export function levelsOf(side: BookSide, n: number): DepthLevel[] {
  const out: DepthLevel[] = [];
  for (let i = side.levels.length - 1; i >= 0 && out.length < n; i--) {
    const l = side.levels[i]!;
    out.push({ price: l.price, qty: l.totalQty, orders: l.count });
  }
  return out;
}

/** A deep copy of a result, for callers (and tests) that keep it past the next command. */
export function copyResult(r: CommandResult): CommandResult {
  return {
    accepted: r.accepted,
    reason: r.reason,
    fills: r.fills.map((f) => ({ ...f })),
    cancelled: r.cancelled.map((c) => ({ ...c })),
    taker: { ...r.taker },
  };
}
