import { BookSide, OrderNode, PriceLevel } from './book-side';
import type {
  CancelledOrder,
  CancelReason,
  CommandResult,
  Depth,
  Fill,
  LimitCommand,
  MarketCommand,
  OrderBookOptions,
  RejectReason,
  RestingOrder,
  Side,
} from './engine.types';
import { isId, isPositiveInt, isSide, levelsOf, toResting } from './order-book.helpers';

const MAX = Number.MAX_SAFE_INTEGER;
const BPS = 10_000;

/**
 * The pure spot order book of one symbol: price-time priority, GTC limit and market orders, integer ticks and
 * lots, no I/O. One instance is driven by one serial command queue.
 *
 * Self-trade prevention: "cancel resting" (Binance EXPIRE_MAKER). When an incoming order would trade against a
 * resting order of the same owner, the RESTING order is cancelled (reported in `cancelled`, reason `self_trade`)
 * and matching goes on with the next maker. Why: the newest instruction is the owner's current intent (a quote
 * refresh from the built-in market maker or a user re-pricing must not be blocked by their own stale order), the
 * outcome never depends on other users' orders, and the taker's fills are the same as if the stale order had been
 * cancelled first. Only makers the taker would actually have traded with (price crosses, budget allows) are hit.
 *
 * Hot path: one result object, fill and cancel records and order/level nodes are all pooled; no closures.
 */
export class SpotOrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly index = new Map<string, OrderNode>();
  private readonly nodePool: OrderNode[] = [];
  private readonly levelPool: PriceLevel[] = [];
  private readonly fillPool: Fill[] = [];
  private readonly cancelPool: CancelledOrder[] = [];
  private fillCount = 0;
  private cancelCount = 0;
  private readonly defaultProtectionBps: number;
  private readonly result: CommandResult = {
    accepted: true,
    reason: null,
    fills: [],
    cancelled: [],
    taker: { orderId: '', status: 'rejected', filledQty: 0, remainingQty: 0, filledQuote: 0, quoteRemaining: 0 },
  };

  constructor(options: OrderBookOptions = {}) {
    const bps = options.defaultProtectionBps ?? 500;
    if (!Number.isSafeInteger(bps) || bps < 0 || bps > BPS) throw new RangeError('defaultProtectionBps: 0..10000');
    this.defaultProtectionBps = bps;
  }

  /** Number of resting orders. */
  get size(): number {
    return this.index.size;
  }

  has(orderId: string): boolean {
    return this.index.has(orderId);
  }

  get(orderId: string): RestingOrder | undefined {
    const n = this.index.get(orderId);
    return n === undefined ? undefined : toResting(n);
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  /** A GTC limit order: trades what crosses, rests the remainder. */
  placeLimit(cmd: LimitCommand): CommandResult {
    const r = this.begin(cmd.orderId);
    const reason = this.validateNew(cmd.orderId, cmd.owner, cmd.side);
    if (reason !== null) return this.reject(reason);
    if (!isPositiveInt(cmd.price)) return this.reject('invalid_price');
    if (!isPositiveInt(cmd.qty) || this.worstPrice(cmd.side, cmd.price) * cmd.qty > MAX) {
      return this.reject('invalid_quantity');
    }
    const t = r.taker;
    const left = this.match(cmd.side, cmd.orderId, cmd.owner, cmd.price, cmd.qty, MAX);
    t.remainingQty = left;
    if (left > 0) {
      this.rest(cmd.orderId, cmd.owner, cmd.side, cmd.price, left);
      t.status = 'resting';
    } else t.status = 'filled';
    return this.end();
  }

  /**
   * A market order by base quantity or by quote budget, bounded by the protection band: a buy never fills above
   * ref × (1 + bps/10000) (rounded down to a tick), a sell never below ref × (1 − bps/10000) (rounded up).
   * Market orders never rest: whatever the band, the book or the budget leaves over is cancelled.
   */
  placeMarket(cmd: MarketCommand): CommandResult {
    const r = this.begin(cmd.orderId);
    const reason = this.validateNew(cmd.orderId, cmd.owner, cmd.side);
    if (reason !== null) return this.reject(reason);
    const byQuote = cmd.quoteAmount !== undefined;
    if (byQuote === (cmd.qty !== undefined)) return this.reject(byQuote ? 'invalid_quote_amount' : 'invalid_quantity');
    if (byQuote ? !isPositiveInt(cmd.quoteAmount) : !isPositiveInt(cmd.qty)) {
      return this.reject(byQuote ? 'invalid_quote_amount' : 'invalid_quantity');
    }
    const bps = cmd.protectionBps ?? this.defaultProtectionBps;
    if (!Number.isSafeInteger(bps) || bps < 0 || bps > BPS) return this.reject('invalid_protection');
    const isBuy = cmd.side === 'buy';
    const ref = cmd.referencePrice ?? (isBuy ? this.asks : this.bids).best()?.price;
    if (ref !== undefined && (!isPositiveInt(ref) || ref > MAX / (2 * BPS))) {
      return this.reject('invalid_reference_price');
    }
    const t = r.taker;
    // No reference and an empty opposite side: there is nothing to trade, the band does not matter.
    const limit =
      ref === undefined ? 0 : isBuy ? Math.floor((ref * (BPS + bps)) / BPS) : Math.ceil((ref * (BPS - bps)) / BPS);
    let left = 0;
    if (byQuote) {
      const budget = cmd.quoteAmount!;
      left = ref === undefined ? 0 : this.match(cmd.side, cmd.orderId, cmd.owner, limit, MAX, budget);
      t.quoteRemaining = budget - t.filledQuote;
      t.remainingQty = 0;
      // Spent down to less than one lot at the price that stopped it: done. Otherwise band or book ran out.
      if (this.budgetExhausted || t.quoteRemaining === 0) t.status = 'filled';
      else this.cancelTaker(cmd, 0);
    } else {
      const qty = cmd.qty!;
      if (ref !== undefined && this.worstPrice(cmd.side, limit) * qty > MAX) return this.reject('invalid_quantity');
      left = ref === undefined ? qty : this.match(cmd.side, cmd.orderId, cmd.owner, limit, qty, MAX);
      t.remainingQty = left;
      if (left === 0) t.status = 'filled';
      else this.cancelTaker(cmd, left);
    }
    return this.end();
  }

  /** Cancel a resting order by id: O(1) through the id index and the intrusive list. */
  cancel(orderId: string): CommandResult {
    const r = this.begin(orderId);
    const node = this.index.get(orderId);
    if (node === undefined) return this.reject(isId(orderId) ? 'unknown_order' : 'invalid_order_id');
    r.taker.status = 'cancelled';
    r.taker.remainingQty = node.qty;
    this.removeResting(node, 'user');
    return this.end();
  }

  /** Top `n` aggregated levels per side, best first. Allocates: meant for the (coalesced) depth feed. */
  depth(n: number): Depth {
    return { bids: levelsOf(this.bids, n), asks: levelsOf(this.asks, n) };
  }

  /** Every resting order in priority order: bids best→worst, then asks best→worst, FIFO within a level. */
  *orders(): IterableIterator<RestingOrder> {
    for (const side of [this.bids, this.asks]) {
      for (let i = side.levels.length - 1; i >= 0; i--) {
        for (let node = side.levels[i]!.head; node !== null; node = node.next) yield toResting(node);
      }
    }
  }

  /**
   * Rebuild the book from resting orders listed in priority order (as `orders()` gives them). Replaces the
   * current content. Throws on invalid, duplicate or crossing orders: a corrupt snapshot must stop the start.
   */
  restore(orders: Iterable<RestingOrder>): void {
    this.clear();
    for (const o of orders) {
      if (!isId(o.orderId) || !isId(o.owner) || !isSide(o.side) || !isPositiveInt(o.price) || !isPositiveInt(o.qty)) {
        throw new RangeError(`restore: invalid order ${JSON.stringify(o)}`);
      }
      if (this.index.has(o.orderId)) throw new RangeError(`restore: duplicate order id ${o.orderId}`);
      this.rest(o.orderId, o.owner, o.side, o.price, o.qty);
    }
    const bid = this.bestBid();
    const ask = this.bestAsk();
    if (bid !== undefined && ask !== undefined && bid >= ask) {
      this.clear();
      throw new RangeError(`restore: crossed book (bid ${bid} >= ask ${ask})`);
    }
  }

  clear(): void {
    for (const node of this.index.values()) this.releaseNode(node);
    for (const side of [this.bids, this.asks]) {
      for (const level of side.levels) this.releaseLevel(level);
      side.clear();
    }
    this.index.clear();
  }

  // ---- matching ----------------------------------------------------------------------------------------

  private budgetExhausted = false;

  /**
   * Trade `qty` lots (and at most `budget` quote units) against the opposite side while its best price is
   * within `limit`. Returns the lots left. Records fills and self-trade cancels into the result.
   */
  private match(side: Side, takerId: string, owner: string, limit: number, qty: number, budget: number): number {
    const isBuy = side === 'buy';
    const book = isBuy ? this.asks : this.bids;
    const t = this.result.taker;
    let remaining = qty;
    let quoteLeft = budget;
    this.budgetExhausted = false;
    while (remaining > 0) {
      const level = book.best();
      if (level === undefined) break;
      const price = level.price;
      if (isBuy ? price > limit : price < limit) break;
      let can = remaining;
      if (quoteLeft !== MAX) {
        let affordable = Math.floor(quoteLeft / price);
        if (affordable * price > quoteLeft) affordable--; // guard the float division
        if (affordable < can) can = affordable;
        if (can === 0) {
          this.budgetExhausted = true;
          break;
        }
      }
      let node = level.head;
      while (node !== null && can > 0) {
        const next = node.next;
        if (node.owner === owner) {
          this.removeResting(node, 'self_trade');
        } else {
          const q = Math.min(node.qty, can);
          node.qty -= q;
          level.totalQty -= q;
          can -= q;
          remaining -= q;
          quoteLeft -= q * price;
          t.filledQty += q;
          t.filledQuote += q * price;
          this.pushFill(node, takerId, owner, price, q);
          if (node.qty === 0) this.removeResting(node, null);
        }
        node = next;
      }
      // removeResting dropped the level if it emptied; a level left non-empty means `can` ran out.
    }
    return remaining;
  }

  // ---- book maintenance ----------------------------------------------------------------------------------

  private rest(orderId: string, owner: string, side: Side, price: number, qty: number): void {
    const book = side === 'buy' ? this.bids : this.asks;
    let level = book.byPrice.get(price);
    if (level === undefined) {
      level = this.levelPool.pop() ?? new PriceLevel();
      level.price = price;
      level.totalQty = 0;
      level.count = 0;
      level.head = null;
      level.tail = null;
      book.insert(level);
    }
    const node = this.nodePool.pop() ?? new OrderNode();
    node.orderId = orderId;
    node.owner = owner;
    node.side = side;
    node.price = price;
    node.qty = qty;
    level.append(node);
    this.index.set(orderId, node);
  }

  /** Unlink a resting order; `reason` null = fully filled (no cancel record). */
  private removeResting(node: OrderNode, reason: CancelReason | null): void {
    if (reason !== null) this.pushCancel(node.orderId, node.owner, node.side, node.price, node.qty, reason);
    const level = node.level!;
    level.remove(node);
    this.index.delete(node.orderId);
    if (level.count === 0) {
      (node.side === 'buy' ? this.bids : this.asks).delete(level);
      this.releaseLevel(level);
    }
    this.releaseNode(node);
  }

  private releaseNode(node: OrderNode): void {
    node.level = null;
    node.prev = null;
    node.next = null;
    this.nodePool.push(node);
  }

  private releaseLevel(level: PriceLevel): void {
    level.head = null;
    level.tail = null;
    this.levelPool.push(level);
  }

  // ---- result buffer --------------------------------------------------------------------------------------

  private begin(orderId: string): CommandResult {
    const r = this.result;
    r.accepted = true;
    r.reason = null;
    this.fillCount = 0;
    this.cancelCount = 0;
    this.budgetExhausted = false;
    const t = r.taker;
    t.orderId = typeof orderId === 'string' ? orderId : '';
    t.status = 'rejected';
    t.filledQty = 0;
    t.remainingQty = 0;
    t.filledQuote = 0;
    t.quoteRemaining = 0;
    return r;
  }

  private end(): CommandResult {
    const r = this.result;
    // Truncate only: the arrays keep their backing store and the pooled records stay referenced by the pools.
    if (r.fills.length !== this.fillCount) r.fills.length = this.fillCount;
    if (r.cancelled.length !== this.cancelCount) r.cancelled.length = this.cancelCount;
    return r;
  }

  private reject(reason: RejectReason): CommandResult {
    const r = this.result;
    r.accepted = false;
    r.reason = reason;
    this.fillCount = 0;
    this.cancelCount = 0;
    return this.end();
  }

  private validateNew(orderId: string, owner: string, side: Side): RejectReason | null {
    if (!isId(orderId)) return 'invalid_order_id';
    if (!isId(owner)) return 'invalid_owner';
    if (!isSide(side)) return 'invalid_side';
    if (this.index.has(orderId)) return 'duplicate_order_id';
    return null;
  }

  /**
   * The highest price an order of this side can fill at, so that its whole notional (price × qty summed over
   * fills) stays a safe integer: a buy pays at most its limit, a sell may be filled up to the best bid.
   */
  private worstPrice(side: Side, limit: number): number {
    if (side === 'buy') return limit;
    const bid = this.bids.best();
    return bid !== undefined && bid.price > limit ? bid.price : limit;
  }

  private cancelTaker(cmd: MarketCommand, qty: number): void {
    this.result.taker.status = 'cancelled';
    this.pushCancel(cmd.orderId, cmd.owner, cmd.side, 0, qty, 'market_remainder');
  }

  private pushFill(maker: OrderNode, takerId: string, takerOwner: string, price: number, qty: number): void {
    const i = this.fillCount++;
    let f = this.fillPool[i];
    if (f === undefined) {
      f = { makerOrderId: '', takerOrderId: '', makerOwner: '', takerOwner: '', price: 0, qty: 0, makerRemaining: 0 };
      this.fillPool.push(f);
    }
    f.makerOrderId = maker.orderId;
    f.takerOrderId = takerId;
    f.makerOwner = maker.owner;
    f.takerOwner = takerOwner;
    f.price = price;
    f.qty = qty;
    f.makerRemaining = maker.qty;
    this.result.fills[i] = f;
  }

  private pushCancel(orderId: string, owner: string, side: Side, price: number, qty: number, reason: CancelReason) {
    const i = this.cancelCount++;
    let c = this.cancelPool[i];
    if (c === undefined) {
      c = { orderId: '', owner: '', side: 'buy', price: 0, qty: 0, reason: 'user' };
      this.cancelPool.push(c);
    }
    c.orderId = orderId;
    c.owner = owner;
    c.side = side;
    c.price = price;
    c.qty = qty;
    c.reason = reason;
    this.result.cancelled[i] = c;
  }
}
