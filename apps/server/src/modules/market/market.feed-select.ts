/**
 * Which feed runs: `sim` simulates every series; `exchange` reads crypto from the exchange's public trade
 * stream and keeps simulating the stocks (the exchange has none).
 */
import type { FeedSettings } from '@app/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Instrument, SimulatorState } from './engine';
import { CompositeFeed, ExchangeFeed, type MarketFeed, SimulatedFeed } from './feed';

const DEFAULT_EXCHANGE_URL = 'wss://stream.binance.com:9443/stream';

export type FeedHandle = { feed: MarketFeed; simState(): SimulatorState | undefined };

export function createFeed(opts: {
  settings: FeedSettings;
  series: readonly Instrument[];
  simState: SimulatorState | undefined;
  startPrices: Record<string, string>;
  log: FastifyBaseLogger;
  now: () => number;
}): FeedHandle {
  const { settings, series } = opts;
  const simulate = (list: readonly Instrument[]) =>
    new SimulatedFeed({
      seed: settings.seed,
      instruments: list,
      state: opts.simState,
      startPrices: opts.startPrices,
      now: opts.now,
    });
  if (settings.source === 'sim') {
    const sim = simulate(series);
    return { feed: sim, simState: () => sim.state() };
  }
  const crypto = series.filter((s) => s.kind === 'crypto');
  const stocks = series.filter((s) => s.kind === 'stock');
  const exchange = new ExchangeFeed({
    url: settings.exchange_url || DEFAULT_EXCHANGE_URL,
    instruments: crypto,
    log: opts.log,
  });
  if (stocks.length === 0) return { feed: exchange, simState: () => undefined };
  const sim = simulate(stocks);
  return { feed: new CompositeFeed([exchange, sim]), simState: () => sim.state() };
}
