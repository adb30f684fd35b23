import { OrderBook as HftBook } from 'hft-limit-order-book';
import { OrderBook as NodejsBook } from 'nodejs-order-book';
import { type Adapter, bandPrice, type Runner } from './adapters';
import type { Cmd } from './stream';

/** The two packages share an API (nodejs-order-book is the successor of hft-limit-order-book). */
interface LobLike {
  limit(o: object): { done: unknown[] };
  cancel(id: string): unknown;
  depth(): [Array<[number, number]>, Array<[number, number]>];
}

type Prepared = { k: 0; o: object } | { k: 2; id: string };

const shared = [
  'M (market by base + protection band) → IOC limit at the band price (their market() has no band; IOC at the band is the exact equivalent)',
  'Q (market by quote budget) → IOC limit at the band price for floor(budget / ref) lots (no quote-size orders: closest equivalent, fills differ slightly)',
];

function makeAdapter(name: string, Book: new () => LobLike, stp: boolean): Adapter {
  return {
    name,
    notes: [
      ...shared.map((s) => `${name}: ${s}`),
      stp
        ? `${name}: self-trade prevention via accountId + stpMode EXPIRE_MAKER (= our cancel-resting policy)`
        : `${name}: no self-trade prevention in this package: same-owner orders trade with each other`,
    ],
    create(cmds: Cmd[]): Runner {
      const extra = (owner: string) => (stp ? { accountId: owner, stpMode: 'EXPIRE_MAKER' } : {});
      const prepared: Prepared[] = cmds.map((c): Prepared => {
        if (c[0] === 'C') return { k: 2, id: c[1] };
        const side = c[3] === 0 ? 'buy' : 'sell';
        if (c[0] === 'L') return { k: 0, o: { id: c[1], side, size: c[5], price: c[4], ...extra(c[2]) } };
        const price = bandPrice(c[3], c[5], c[6]);
        const size = c[0] === 'M' ? c[4] : Math.floor(c[4] / c[5]);
        return { k: 0, o: { id: c[1], side, size, price, timeInForce: 'IOC', ...extra(c[2]) } };
      });
      const book = new Book();
      return {
        step(i) {
          const p = prepared[i]!;
          if (p.k === 0) sink += book.limit(p.o).done.length;
          else sink += book.cancel(p.id) === undefined ? 0 : 1;
        },
        summary() {
          const [asks, bids] = book.depth();
          const sum = (l: Array<[number, number]>) => l.reduce((s, x) => s + x[1], 0);
          return { resting: Number.NaN, bidQty: sum(bids), askQty: sum(asks), sink };
        },
      };
    },
  };
}

let sink = 0;

export const hftAdapter = makeAdapter('hft-limit-order-book', HftBook as unknown as new () => LobLike, false);
export const nodejsAdapter = makeAdapter('nodejs-order-book', NodejsBook as unknown as new () => LobLike, true);
