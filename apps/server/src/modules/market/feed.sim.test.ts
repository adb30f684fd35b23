/**
 * The demo feed (issue 30 item 3): every start draws its own secret key, so two starts from the same prices at the
 * same time give different markets, and a start continues from the last recorded price at now.
 */
import { describe, expect, it } from 'vitest';
import type { Tick } from './engine';
import { SimulatedFeed } from './feed';
import { simulatedSeries } from './market.catalogue';

const series = simulatedSeries().filter((s) => s.kind === 'crypto');
const START = Date.UTC(2025, 0, 6, 12);

function collect(feed: SimulatedFeed, until: number): Tick[] {
  const seen: Tick[] = [];
  const off = feed.onTick((t) => seen.push(...t));
  feed.step(until);
  off();
  return seen;
}

describe('SimulatedFeed', () => {
  it('gives a different stream at every start, from the same prices and time', () => {
    const startPrices = Object.fromEntries(series.map((s) => [s.symbol, s.startPrice]));
    const make = () => new SimulatedFeed({ instruments: series, startPrices, now: () => START });
    const a = collect(make(), START + 20_000);
    const b = collect(make(), START + 20_000);
    expect(a.map((t) => [t.symbol, t.ts])).toEqual(b.map((t) => [t.symbol, t.ts]));
    expect(a.length).toBe(series.length * 21);
    // 21 ticks of each of the crypto pairs: equal prices throughout would mean the same key twice.
    const differing = a.filter((t, i) => t.price !== b[i]!.price).length;
    expect(differing).toBeGreaterThan(a.length / 2);
  });

  it('starts at now from the last recorded price it is given', () => {
    const btc = series.filter((s) => s.symbol === 'BTC/USDT');
    const feed = new SimulatedFeed({ instruments: btc, startPrices: { 'BTC/USDT': '12345.67' }, now: () => START });
    expect(feed.prices()).toEqual({ 'BTC/USDT': '12345.67' });
    const ticks = collect(feed, START + 1000);
    expect(ticks.map((t) => t.ts)).toEqual([START, START + 1000]);
    expect(Math.abs(Number(ticks[0]!.price) / 12345.67 - 1)).toBeLessThan(0.005);
  });

  it('started again after a stop, continues from the prices reached with a new key, at now', async () => {
    let now = START;
    const btc = series.filter((s) => s.symbol === 'BTC/USDT');
    const feed = new SimulatedFeed({ instruments: btc, now: () => now, intervalMs: 3_600_000 });
    feed.start();
    await feed.stop();
    const last = feed.prices()['BTC/USDT'];
    now = START + 86_400_000; // a day later: nothing of the pause is replayed
    const seen: Tick[] = [];
    feed.onTick((t) => seen.push(...t));
    feed.start();
    await feed.stop();
    expect(seen.map((t) => t.ts)).toEqual([now]);
    expect(Math.abs(Number(seen[0]!.price) / Number(last) - 1)).toBeLessThan(0.005);
  });
});
