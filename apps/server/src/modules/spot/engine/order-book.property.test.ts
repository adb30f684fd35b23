import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommandResult } from './engine.types';
import { SpotOrderBook } from './order-book';
import { copyResult } from './order-book.helpers';
import { ReferenceBook } from './reference-book';

/** Number of random command streams and their maximum length (override with ENGINE_PROPERTY_RUNS). */
const RUNS = Number(process.env.ENGINE_PROPERTY_RUNS ?? 1000);
const MAX_COMMANDS = 200;

type Cmd =
  | { k: 'limit'; owner: number; buy: boolean; price: number; qty: number; reuse: number | null }
  | {
      k: 'market';
      owner: number;
      buy: boolean;
      qty: number;
      quote: number | null;
      ref: number | null;
      bps: number | null;
    }
  | { k: 'cancel'; pick: number };

// Few owners (self-trade happens), a narrow price range (levels are shared and crossed often).
const owner = fc.integer({ min: 0, max: 3 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      k: fc.constant('limit' as const),
      owner,
      buy: fc.boolean(),
      price: fc.integer({ min: 95, max: 105 }),
      qty: fc.integer({ min: 1, max: 10 }),
      reuse: fc.option(fc.nat(), { freq: 20 }), // sometimes a duplicate id
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('market' as const),
      owner,
      buy: fc.boolean(),
      qty: fc.integer({ min: 1, max: 25 }),
      quote: fc.option(fc.integer({ min: 1, max: 2500 })),
      ref: fc.option(fc.integer({ min: 95, max: 105 })),
      bps: fc.option(fc.integer({ min: 0, max: 1000 })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('cancel' as const), pick: fc.nat() }) },
);

type Book = Pick<SpotOrderBook, 'placeLimit' | 'placeMarket' | 'cancel'>;

function run(book: Book, c: Cmd, id: string, ids: string[]): CommandResult {
  const side = (b: boolean) => (b ? 'buy' : 'sell');
  if (c.k === 'cancel') return book.cancel(ids.length ? ids[c.pick % ids.length]! : 'none');
  if (c.k === 'limit') {
    const orderId = c.reuse !== null && ids.length ? ids[c.reuse % ids.length]! : id;
    return book.placeLimit({ orderId, owner: `u${c.owner}`, side: side(c.buy), price: c.price, qty: c.qty });
  }
  return book.placeMarket({
    orderId: id,
    owner: `u${c.owner}`,
    side: side(c.buy),
    ...(c.quote === null ? { qty: c.qty } : { quoteAmount: c.quote }),
    ...(c.ref === null ? {} : { referencePrice: c.ref }),
    ...(c.bps === null ? {} : { protectionBps: c.bps }),
  });
}

describe('SpotOrderBook against the reference model', () => {
  // Async with a yield per run: one synchronous block of 1000 runs starves the worker's RPC to the runner on a
  // loaded machine (vitest's fixed 60 s "Timeout calling onTaskUpdate" fails a green run).
  it(`same results, same book and conserved quantities (${RUNS} runs × ≤ ${MAX_COMMANDS} commands)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: MAX_COMMANDS, size: 'max' }), async (cmds) => {
        await new Promise((r) => setImmediate(r));
        const engine = new SpotOrderBook({ defaultProtectionBps: 300 });
        const ref = new ReferenceBook(300);
        const ids: string[] = [];
        // Conservation bookkeeping per side: quantity that entered, and where it went.
        const placed = { buy: 0, sell: 0 };
        const cancelled = { buy: 0, sell: 0 };
        const filled = { buy: 0, sell: 0 };
        cmds.forEach((c, i) => {
          const id = `o${i}`;
          const got = copyResult(run(engine, c, id, ids));
          const want = run(ref, c, id, ids);
          expect(got).toEqual(want);
          if (c.k !== 'cancel' && got.accepted) {
            ids.push(got.taker.orderId);
            const side = c.buy ? 'buy' : 'sell';
            // A quote-budget order's size is what it bought; everything else enters with its qty.
            placed[side] += c.k === 'market' && c.quote !== null ? got.taker.filledQty : c.qty;
          }
          for (const f of got.fills) {
            const takerSide = c.k !== 'cancel' && c.buy ? 'buy' : 'sell';
            filled[takerSide] += f.qty;
            filled[takerSide === 'buy' ? 'sell' : 'buy'] += f.qty;
          }
          for (const x of got.cancelled) cancelled[x.side] += x.qty;
        });
        const resting = [...engine.orders()];
        expect(resting).toEqual(ref.orders());
        for (const side of ['buy', 'sell'] as const) {
          const rest = resting.filter((o) => o.side === side).reduce((s, o) => s + o.qty, 0);
          expect(placed[side] - rest - cancelled[side]).toBe(filled[side]);
        }
        expect(filled.buy).toBe(filled.sell);
        // The book never stays crossed, and a restored copy is identical.
        const bid = engine.bestBid();
        const ask = engine.bestAsk();
        if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        const copy = new SpotOrderBook();
        copy.restore(resting);
        expect([...copy.orders()]).toEqual(resting);
      }),
      { numRuns: RUNS },
    );
  });
});
