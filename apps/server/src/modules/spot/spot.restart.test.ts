/** A restart rebuilds every book from the open orders: same depth, same balances. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/make-app';
import { spotModule } from './spot.module';
import { bal, call, makeUser } from './spot.test-kit';

const dir = mkdtempSync(join(tmpdir(), 'spot-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('spot restart', () => {
  it('restores depth and balances', async () => {
    const database = { kind: 'pglite' as const, dataDir: dir };
    const first = await makeTestApp({ database });
    const a = await makeUser(first.app, { USDT: '10000', ETH: '10' });
    const b = await makeUser(first.app, { USDT: '10000', ETH: '10' });
    const ETH = { currency_id: 2, legal_id: 3 };
    await call(first.app, 'POST', '/api/coin/trade', a, { ...ETH, type: 1, amount: '1', target_price: '100' });
    await call(first.app, 'POST', '/api/coin/trade', b, { ...ETH, type: 1, amount: '2', target_price: '100' });
    await call(first.app, 'POST', '/api/coin/trade', a, { ...ETH, type: 2, amount: '3', target_price: '150' });
    await call(first.app, 'POST', '/api/coin/trade', b, { ...ETH, type: 2, amount: '1.5', target_price: '140' });
    await call(first.app, 'POST', '/api/coin/trade', a, { ...ETH, type: 1, amount: '0.5', target_price: '140' });
    const depth = (await call(first.app, 'GET', '/api/coin/depth?symbol=ETH/USDT')).message;
    const balances = [await bal(first.app, a.id, 'USDT'), await bal(first.app, b.id, 'ETH')];
    const bookOrders = [...first.app.use(spotModule).spot.book(2)!.orders()];
    await first.close();

    const second = await makeTestApp({ database });
    try {
      const again = (await call(second.app, 'GET', '/api/coin/depth?symbol=ETH/USDT')).message;
      expect({ ...again, seq: 0 }).toEqual({ ...depth, seq: 0 });
      expect(depth.bids).toEqual([['100', '3']]);
      expect(depth.asks).toEqual([
        ['140', '1'],
        ['150', '3'],
      ]);
      expect([...second.app.use(spotModule).spot.book(2)!.orders()]).toEqual(bookOrders);
      expect([await bal(second.app, a.id, 'USDT'), await bal(second.app, b.id, 'ETH')]).toEqual(balances);
      // Time priority survived: a's bid came first, so a sell of 1 fills a's order.
      const c = await makeUser(second.app, { ETH: '1' });
      await call(second.app, 'POST', '/api/coin/trade', c, { ...ETH, type: 2, amount: '1', target_price: '100' });
      expect(
        (await call(second.app, 'GET', '/api/coin/list?status=history', a)).message.list.find(
          (o: { price: string }) => o.price === '100',
        ),
      ).toMatchObject({ status: 'filled' });
    } finally {
      await second.close();
    }
  }, 120_000);
});
