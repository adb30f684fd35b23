/** The market maker keeps depth on both sides and re-quotes when the reference moves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { MAKER_OWNER_ID } from './spot.exec';
import { spotModule } from './spot.module';
import { checkInvariants } from './spot.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ env: { SPOT_MAKER: 'on' } });
}, 120_000);
afterAll(async () => t.close());

describe('market maker', () => {
  it('quotes a ladder on both sides and re-quotes on a move', async () => {
    const maker = t.app.use(spotModule).maker;
    await maker.runOnce();
    const pair = t.app.use(spotModule).spot.findPair({ symbol: 'BTC/USDT' })!;
    const settings = await maker.settings();
    const d1 = t.app.use(spotModule).reads.depth(pair, 20);
    expect(d1.bids.length).toBe(settings.levels);
    expect(d1.asks.length).toBe(settings.levels);
    expect(Number(d1.bids[0]![0])).toBeLessThan(Number(d1.asks[0]![0]));

    const ref = t.app.use(marketModule).market.lastPrice('BTC/USDT')!;
    const moved = (Number(ref) * 1.02).toFixed(2);
    t.app.use(marketModule).market.ingest([{ symbol: 'BTC/USDT', price: moved, volume: '1', ts: Date.now() }]);
    await maker.runOnce();
    const d2 = t.app.use(spotModule).reads.depth(pair, 20);
    expect(Number(d2.bids[0]![0])).toBeGreaterThan(Number(d1.bids[0]![0]));
    expect(d2.asks.length).toBe(settings.levels);

    const status = await maker.status();
    expect(status.balances.find((b) => b.currency === 'USDT')?.funded).toBe('1000000');
    const open = await t.app.use(spotModule).reads.adminOrders({ user_id: MAKER_OWNER_ID, status: 'open', page: 1 });
    expect(open.total).toBeGreaterThan(0);
    await checkInvariants(t.app);
  }, 120_000);
});
