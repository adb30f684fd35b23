import type { Side } from './engine.types';

/**
 * A resting order: a node of the intrusive doubly-linked FIFO of its price level. Nodes are pooled by the
 * book (see `SpotOrderBook`), so fields are mutable and reset on reuse.
 */
export class OrderNode {
  orderId = '';
  owner = '';
  side: Side = 'buy';
  price = 0;
  qty = 0;
  prev: OrderNode | null = null;
  next: OrderNode | null = null;
  level: PriceLevel | null = null;
}

/** All resting orders at one price, oldest first (time priority). */
export class PriceLevel {
  price = 0;
  totalQty = 0;
  count = 0;
  head: OrderNode | null = null;
  tail: OrderNode | null = null;

  append(node: OrderNode): void {
    node.level = this;
    node.next = null;
    node.prev = this.tail;
    if (this.tail === null) this.head = node;
    else this.tail.next = node;
    this.tail = node;
    this.totalQty += node.qty;
    this.count++;
  }

  /** O(1) unlink; the caller adjusts `totalQty` for a partly filled node before or after. */
  remove(node: OrderNode): void {
    const { prev, next } = node;
    if (prev === null) this.head = next;
    else prev.next = next;
    if (next === null) this.tail = prev;
    else next.prev = prev;
    node.prev = null;
    node.next = null;
    node.level = null;
    this.totalQty -= node.qty;
    this.count--;
  }
}

/**
 * One side of the book: levels sorted so that the BEST level is the LAST element. Best price is an O(1) read,
 * consuming the best level is an O(1) pop, and a new level is placed by binary search. The splice that follows
 * is a memmove of the levels behind it; new levels arrive near the touch, i.e. near the end of the array, so
 * that tail is short in practice, and for a few thousand levels a memmove beats a tree's pointer chasing.
 * `keys` holds price × dir (ascending), a packed number array so the binary search never touches objects.
 */
export class BookSide {
  readonly keys: number[] = [];
  readonly levels: PriceLevel[] = [];
  readonly byPrice = new Map<number, PriceLevel>();
  /** +1 for bids (best = highest = largest key), -1 for asks (best = lowest price = largest key). */
  private readonly dir: number;

  constructor(side: Side) {
    this.dir = side === 'buy' ? 1 : -1;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  get size(): number {
    return this.levels.length;
  }

  /** Insert a new (empty) level; the caller checked that the price has none. */
  insert(level: PriceLevel): void {
    const key = level.price * this.dir;
    const keys = this.keys;
    let lo = 0;
    let hi = keys.length;
    // Fast path: a new best price (the common case for quotes tightening around the mid).
    if (hi === 0 || keys[hi - 1]! < key) {
      keys.push(key);
      this.levels.push(level);
    } else {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      keys.splice(lo, 0, key);
      this.levels.splice(lo, 0, level);
    }
    this.byPrice.set(level.price, level);
  }

  /** Remove an (empty) level. */
  delete(level: PriceLevel): void {
    this.byPrice.delete(level.price);
    const keys = this.keys;
    const last = keys.length - 1;
    if (this.levels[last] === level) {
      keys.pop();
      this.levels.pop();
      return;
    }
    const key = level.price * this.dir;
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    keys.splice(lo, 1);
    this.levels.splice(lo, 1);
  }

  clear(): void {
    this.keys.length = 0;
    this.levels.length = 0;
    this.byPrice.clear();
  }
}
