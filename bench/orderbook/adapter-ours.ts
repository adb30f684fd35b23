import { type LimitCommand, type MarketCommand, SpotOrderBook } from '../../apps/server/src/modules/spot/engine/index';
import type { Adapter, Runner } from './adapters';
import type { Cmd } from './stream';

type Prepared = { k: 0; c: LimitCommand } | { k: 1; c: MarketCommand } | { k: 2; id: string };

export const oursAdapter: Adapter = {
  name: 'ours',
  notes: ['ours: every command native (market by base and by quote, protection band, cancel-resting STP)'],
  create(cmds: Cmd[]): Runner {
    const prepared: Prepared[] = cmds.map((c): Prepared => {
      if (c[0] === 'C') return { k: 2, id: c[1] };
      const side = c[3] === 0 ? 'buy' : 'sell';
      if (c[0] === 'L') return { k: 0, c: { orderId: c[1], owner: c[2], side, price: c[4], qty: c[5] } };
      const amount = c[0] === 'M' ? { qty: c[4] } : { quoteAmount: c[4] };
      return {
        k: 1,
        c: { orderId: c[1], owner: c[2], side, ...amount, referencePrice: c[5], protectionBps: c[6] },
      };
    });
    const book = new SpotOrderBook();
    return {
      step(i) {
        const p = prepared[i]!;
        // The result buffer is read (as a caller would) so the work cannot be optimised away.
        if (p.k === 0) sink += book.placeLimit(p.c).fills.length;
        else if (p.k === 1) sink += book.placeMarket(p.c).fills.length;
        else sink += book.cancel(p.id).cancelled.length;
      },
      summary() {
        let bidQty = 0;
        let askQty = 0;
        for (const o of book.orders()) {
          if (o.side === 'buy') bidQty += o.qty;
          else askQty += o.qty;
        }
        return { resting: book.size, bidQty, askQty, sink };
      },
    };
  },
};

let sink = 0;
