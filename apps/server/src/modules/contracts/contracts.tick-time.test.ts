/**
 * Which tick decides (issue 30 item 7): a market entry is priced at the latest recorded tick at or before its
 * acceptance, never at one recorded while it waited in the queue; and a liquidation, like a stop, is never fired by
 * a tick stamped before the position opened (a feed's late tick).
 */
import { normalize } from '@app/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import type { EntryInput } from './contracts.exec';
import { contractsModule } from './contracts.module';
import { contractPositions } from './contracts.tables';
import { checkInvariants, makeContractsApp, makeTrader, settle, tick } from './contracts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeContractsApp();
}, 60_000);
afterAll(async () => t.close());

const rowOf = async (id: number) =>
  (await t.app.database.db.select().from(contractPositions).where(eq(contractPositions.id, id)))[0];

/** An ETH/USDT market entry as the route hands it to the service once validated. */
function entry(userId: number, over: Partial<EntryInput> = {}): EntryInput {
  const pair = t.app
    .use(contractsModule)
    .contracts.pairs()
    .find((p) => p.symbol === 'ETH/USDT')!;
  return { userId, pair, side: 'long', lots: 1, multiple: 10, mode: 'cross', limit: null, tp: null, sl: null, ...over };
}

describe('a market entry', () => {
  it('is priced at the latest tick at or before its acceptance, not at one recorded while it waited', async () => {
    const { contracts } = t.app.use(contractsModule);
    const { market } = t.app.use(marketModule);
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    // Accepted now; before its turn in the queue comes, a second passes and a tick stamped after it is recorded.
    const pending = contracts.submit(entry(u.id));
    const acceptedAt = market.now();
    t.app.clock.advance(1000);
    market.ingest([{ symbol: 'ETH/USDT', price: '3100', volume: '1', ts: acceptedAt + 500 }]);
    const row = await pending;
    expect(normalize(row.referencePrice ?? '')).toBe('3000');
    await settle(t.app);
    await checkInvariants(t.app);
  });
});

describe('a liquidation', () => {
  it('never fires on a tick stamped before the position opened; the next tick after the open decides', async () => {
    const { contracts } = t.app.use(contractsModule);
    const { market } = t.app.use(marketModule);
    const u = await makeTrader(t.app, '1000');
    const before = await tick(t.app, 'ETH/USDT', '3000');
    t.app.clock.advance(1000);
    // Isolated at 50×: a fall of a few percent takes the whole margin.
    const opened = await contracts.submit(entry(u.id, { mode: 'isolated', multiple: 50 }));
    const openedAt = opened.openedAt!.getTime();
    expect(openedAt).toBeGreaterThan(before + 500);
    // Stamped half a second before the open, delivered after it: the position never lived at that price.
    market.ingest([{ symbol: 'ETH/USDT', price: '2800', volume: '1', ts: before + 500 }]);
    await settle(t.app);
    expect((await rowOf(opened.id))?.status).toBe(1);
    // The same price after the open liquidates it, at that tick.
    await tick(t.app, 'ETH/USDT', '2800');
    const closed = await rowOf(opened.id);
    expect(closed).toMatchObject({ status: 3, closeReason: 'liquidation' });
    expect(normalize(closed!.closeReference ?? '')).toBe('2800');
    await checkInvariants(t.app);
  });
});
