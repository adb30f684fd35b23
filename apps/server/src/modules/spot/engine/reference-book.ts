import type {
  CancelledOrder,
  CancelReason,
  CommandResult,
  Fill,
  LimitCommand,
  MarketCommand,
  RestingOrder,
  Side,
} from './engine.types';

interface RefOrder extends RestingOrder {
  seq: number;
}

/**
 * The obviously-correct model for the property test: one array of orders, linear scans, fresh objects. Same
 * rules as `SpotOrderBook` (price-time priority, cancel-resting self-trade prevention, protection band, quote
 * budget), written the slowest and plainest way. Test-only; validation covers what the property test sends.
 */
export class ReferenceBook {
  private book: RefOrder[] = [];
  private seq = 0;
  constructor(private readonly defaultProtectionBps = 500) {}

  placeLimit(c: LimitCommand): CommandResult {
    const r = this.fresh(c.orderId);
    if (this.book.some((o) => o.orderId === c.orderId)) return reject(r, 'duplicate_order_id');
    const left = this.match(r, c.side, c.orderId, c.owner, c.price, c.qty, Number.POSITIVE_INFINITY).left;
    r.taker.remainingQty = left;
    if (left > 0) {
      this.book.push({ orderId: c.orderId, owner: c.owner, side: c.side, price: c.price, qty: left, seq: this.seq++ });
      r.taker.status = 'resting';
    } else r.taker.status = 'filled';
    return r;
  }

  placeMarket(c: MarketCommand): CommandResult {
    const r = this.fresh(c.orderId);
    if (this.book.some((o) => o.orderId === c.orderId)) return reject(r, 'duplicate_order_id');
    const bps = c.protectionBps ?? this.defaultProtectionBps;
    const opposite = this.book.filter((o) => o.side !== c.side).map((o) => o.price);
    const touch = opposite.length === 0 ? undefined : c.side === 'buy' ? Math.min(...opposite) : Math.max(...opposite);
    const ref = c.referencePrice ?? touch;
    let limit = 0;
    if (ref !== undefined) {
      limit = c.side === 'buy' ? Math.floor((ref * (10000 + bps)) / 10000) : Math.ceil((ref * (10000 - bps)) / 10000);
    }
    const cancelTaker = (qty: number) => {
      r.taker.status = 'cancelled';
      r.cancelled.push({ orderId: c.orderId, owner: c.owner, side: c.side, price: 0, qty, reason: 'market_remainder' });
    };
    if (c.quoteAmount !== undefined) {
      const m =
        ref === undefined
          ? { left: 0, exhausted: false }
          : this.match(r, c.side, c.orderId, c.owner, limit, Number.POSITIVE_INFINITY, c.quoteAmount);
      r.taker.quoteRemaining = c.quoteAmount - r.taker.filledQuote;
      if (m.exhausted || r.taker.quoteRemaining === 0) r.taker.status = 'filled';
      else cancelTaker(0);
    } else {
      const qty = c.qty!;
      const left = ref === undefined ? qty : this.match(r, c.side, c.orderId, c.owner, limit, qty, Infinity).left;
      r.taker.remainingQty = left;
      if (left === 0) r.taker.status = 'filled';
      else cancelTaker(left);
    }
    return r;
  }

  cancel(orderId: string): CommandResult {
    const r = this.fresh(orderId);
    const i = this.book.findIndex((o) => o.orderId === orderId);
    if (i < 0) return reject(r, 'unknown_order');
    const o = this.book[i]!;
    this.book.splice(i, 1);
    r.taker.status = 'cancelled';
    r.taker.remainingQty = o.qty;
    r.cancelled.push(cancelOf(o, 'user'));
    return r;
  }

  /** Resting orders in priority order: bids best→worst, asks best→worst, oldest first at a price. */
  orders(): RestingOrder[] {
    const rank = (side: Side) =>
      this.book
        .filter((o) => o.side === side)
        .sort((a, b) => (side === 'buy' ? b.price - a.price : a.price - b.price) || a.seq - b.seq)
        .map(({ seq: _seq, ...o }) => o);
    return [...rank('buy'), ...rank('sell')];
  }

  private match(r: CommandResult, side: Side, id: string, owner: string, limit: number, qty: number, budget: number) {
    let left = qty;
    let quoteLeft = budget;
    for (;;) {
      if (left <= 0) return { left, exhausted: false };
      let best: RefOrder | undefined;
      for (const o of this.book) {
        if (o.side === side) continue;
        if (side === 'buy' ? o.price > limit : o.price < limit) continue;
        const better = best === undefined || (side === 'buy' ? o.price < best.price : o.price > best.price);
        if (better || (o.price === best!.price && o.seq < best!.seq)) best = o;
      }
      if (best === undefined) return { left, exhausted: false };
      const can = Math.min(left, Math.floor(quoteLeft / best.price));
      if (can === 0) return { left, exhausted: true };
      if (best.owner === owner) {
        this.book.splice(this.book.indexOf(best), 1);
        r.cancelled.push(cancelOf(best, 'self_trade'));
        continue;
      }
      const q = Math.min(can, best.qty);
      best.qty -= q;
      left -= q;
      quoteLeft -= q * best.price;
      r.taker.filledQty += q;
      r.taker.filledQuote += q * best.price;
      const fill: Fill = {
        makerOrderId: best.orderId,
        takerOrderId: id,
        makerOwner: best.owner,
        takerOwner: owner,
        price: best.price,
        qty: q,
        makerRemaining: best.qty,
      };
      r.fills.push(fill);
      if (best.qty === 0) this.book.splice(this.book.indexOf(best), 1);
    }
  }

  private fresh(orderId: string): CommandResult {
    return {
      accepted: true,
      reason: null,
      fills: [],
      cancelled: [],
      taker: { orderId, status: 'rejected', filledQty: 0, remainingQty: 0, filledQuote: 0, quoteRemaining: 0 },
    };
  }
}

function reject(r: CommandResult, reason: CommandResult['reason']): CommandResult {
  r.accepted = false;
  r.reason = reason;
  return r;
}

function cancelOf(o: RestingOrder, reason: CancelReason): CancelledOrder {
  return { orderId: o.orderId, owner: o.owner, side: o.side, price: o.price, qty: o.qty, reason };
}
