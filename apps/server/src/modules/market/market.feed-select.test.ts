import { afterEach, describe, expect, it } from 'vitest';
import type { Tick } from './engine';
import { simulatedSeries } from './market.catalogue';
import { createFeed, FeedPlan } from './market.feed-select';
import { replayServer, waitFor } from './sources/replay.test-kit';
import { MarketSourcesSchema } from './sources/sources.config';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});
const log = { warn() {} } as never;

describe('createFeed', () => {
  it('builds one source per configured name, maps a stock written AAPL, and runs the rest on the simulator', async () => {
    const venue = await replayServer([]);
    closers.push(venue.close);
    const sources = MarketSourcesSchema.parse({
      sources: { quotes: { kind: 'quote-ws', url: venue.url, symbols: { AAPL: 'AAPL.US' } } },
      instruments: { AAPL: ['quotes'], '*': ['sim'] },
    });
    const series = simulatedSeries().filter((s) => ['AAPL/USD', 'MSFT/USD', 'BTC/USDT'].includes(s.symbol));
    const plan = new FeedPlan(sources);
    const handle = createFeed({ settings: plan, series, startPrices: {}, log, now: Date.now });
    closers.push(() => handle.feed.stop());
    expect(plan.handle).toBe(handle);
    expect(
      handle
        .sources()
        .map((s) => [s.name, s.kind])
        .sort(),
    ).toEqual([
      ['quotes', 'quote-ws'],
      ['sim', 'sim'],
    ]);
    const ticks: Tick[] = [];
    handle.feed.onTick((t) => ticks.push(...t));
    handle.feed.start();
    await waitFor(() => venue.received.length > 0);
    expect(JSON.parse(venue.received[0] ?? '{}')).toEqual({ subscribe: ['AAPL.US'] });
    venue.send(`{"symbol":"AAPL.US","price":"189.10","ts":${Date.now()}}`);
    await waitFor(() => ticks.some((t) => t.symbol === 'AAPL/USD'), 4000);
    expect(ticks.find((t) => t.symbol === 'AAPL/USD')?.inputs).toEqual([
      { source: 'quotes', price: '189.1', ts: expect.any(Number) },
    ]);
    // BTC (24/7) comes from the simulator through the same grid, one flagged input named sim
    await waitFor(() => ticks.some((t) => t.symbol === 'BTC/USDT'), 4000);
    expect(ticks.find((t) => t.symbol === 'BTC/USDT')?.inputs?.map((i) => i.source)).toEqual(['sim']);
  });
});
