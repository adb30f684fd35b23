import { SpotOrderBook } from '../../apps/server/src/modules/spot/engine/index';

/**
 * The command stream, compact so that 200k commands stay a small JSON file:
 *   ['L', id, owner, side, price, qty]              GTC limit
 *   ['M', id, owner, side, qty, refPrice, bps]      market by base quantity, protection band around refPrice
 *   ['Q', id, owner, side, quote, refPrice, bps]    market by quote budget (quote units = ticks × lots)
 *   ['C', id]                                       cancel
 * side: 0 = buy, 1 = sell. Prices in ticks, quantities in lots.
 */
export type Cmd =
  | ['L', string, string, 0 | 1, number, number]
  | ['M' | 'Q', string, string, 0 | 1, number, number, number]
  | ['C', string];

/** mulberry32: small, fast, seeded. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface StreamOptions {
  commands: number;
  seed: number;
}

const MID = 1_000_000; // e.g. 10000.00 with a 0.01 tick
const OWNERS = 500;
const BAND_BPS = 100;

/**
 * Seeded stream: the first 5 % seed resting orders around the mid (a book of a few thousand levels), then
 * 50 % passive limits, 9 % marketable limits, 5 % market by base, 3 % market by quote, 33 % cancels of a
 * random LIVE order, so the book holds tens of thousands of orders on a few thousand levels. Liveness is known by replaying the stream on our engine while generating (every
 * implementation then receives the same fixed commands, so this favours no one at run time).
 */
export function generate({ commands, seed }: StreamOptions): { cmds: Cmd[]; stats: string } {
  const rand = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const book = new SpotOrderBook();
  const live: string[] = [];
  const out: Cmd[] = [];
  let mid = MID;
  let next = 0;
  const owner = () => `u${int(0, OWNERS - 1)}`;
  // Passive distance from the mid: mostly near the touch, a long tail out to ~5000 ticks.
  const distance = () => 1 + Math.floor(-Math.log(1 - rand()) * 400) + (rand() < 0.1 ? int(0, 5000) : 0);
  const seedCount = Math.floor(commands * 0.05);
  const push = (c: Cmd) => {
    out.push(c);
    if (c[0] === 'C') book.cancel(c[1]);
    else if (c[0] === 'L') {
      const r = book.placeLimit({ orderId: c[1], owner: c[2], side: c[3] ? 'sell' : 'buy', price: c[4], qty: c[5] });
      if (r.taker.status === 'resting') live.push(c[1]);
    } else {
      const amount = c[0] === 'M' ? { qty: c[4] } : { quoteAmount: c[4] };
      book.placeMarket({
        orderId: c[1],
        owner: c[2],
        side: c[3] ? 'sell' : 'buy',
        ...amount,
        referencePrice: c[5],
        protectionBps: c[6],
      });
    }
  };
  while (out.length < commands) {
    mid = Math.max(10_000, mid + int(-3, 3));
    const id = `o${next++}`;
    const side: 0 | 1 = rand() < 0.5 ? 0 : 1;
    const x = out.length < seedCount ? 0 : rand();
    if (x < 0.5) {
      const d = distance();
      push(['L', id, owner(), side, side === 0 ? mid - d : mid + d, int(1, 100)]);
    } else if (x < 0.59) {
      const touch = side === 0 ? (book.bestAsk() ?? mid) : (book.bestBid() ?? mid);
      const d = int(0, 30);
      push(['L', id, owner(), side, side === 0 ? touch + d : Math.max(1, touch - d), int(1, 60)]);
    } else if (x < 0.64) {
      push(['M', id, owner(), side, int(1, 40), mid, BAND_BPS]);
    } else if (x < 0.67) {
      push(['Q', id, owner(), side, int(1, 40) * mid, mid, BAND_BPS]);
    } else {
      // A random live order (swap-remove the ones that have meanwhile traded away).
      let victim: string | undefined;
      while (live.length > 0 && victim === undefined) {
        const i = int(0, live.length - 1);
        const cand = live[i]!;
        live[i] = live[live.length - 1]!;
        live.pop();
        if (book.has(cand)) victim = cand;
      }
      push(['C', victim ?? `o${next - 2}`]);
    }
  }
  const d = book.depth(1_000_000);
  const stats = `final book: ${book.size} orders on ${d.bids.length} bid + ${d.asks.length} ask levels`;
  return { cmds: out, stats };
}
