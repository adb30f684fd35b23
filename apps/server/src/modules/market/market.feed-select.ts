/**
 * The feed that runs: one IndexFeed over the sources the deployment configured per instrument
 * (sources/sources.config.ts). The demo simulator is the source `sim`, built only for the instruments that use it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Instrument } from './engine';
import { type MarketFeed, SimulatedFeed } from './feed';
import { HttpQuoteSource } from './sources/adapters/quote-http';
import { quoteSymbol } from './sources/adapters/quote-ws';
import { IndexFeed } from './sources/index-feed';
import type { QuoteSource, SourceStatus } from './sources/quote';
import { SimSource } from './sources/sim-source';
import { type MarketSources, SIM_SOURCE, sourcesOf } from './sources/sources.config';
import { streamSource } from './sources/streams';

export type FeedHandle = {
  feed: MarketFeed;
  /** Each configured source's connection and last quote (the back office's read-only view). */
  sources(): SourceStatus[];
};

/**
 * What the market service is given (`opts.feed`): the deployment's sources. `createFeed` records the handle it
 * builds here so the read-only views can show the running sources.
 */
export class FeedPlan {
  handle: FeedHandle | undefined;
  constructor(readonly sources: MarketSources) {}
}

/** A stock `AAPL/USD` may be written `AAPL` in the configuration. */
const stockName = (symbol: string) => symbol.replace(/\/USD$/, '');

export function createFeed(opts: {
  settings: FeedPlan;
  series: readonly Instrument[];
  startPrices: Record<string, string>;
  log: FastifyBaseLogger;
  now: () => number;
}): FeedHandle {
  const config = opts.settings.sources;
  const plan = new Map(opts.series.map((s) => [s.symbol, sourcesOf(config, s.symbol)]));
  const served = new Map<string, Instrument[]>();
  for (const s of opts.series)
    for (const name of plan.get(s.symbol) ?? []) served.set(name, [...(served.get(name) ?? []), s]);

  const sources: QuoteSource[] = [];
  for (const [name, instruments] of served) {
    if (name === SIM_SOURCE) {
      sources.push(new SimSource(new SimulatedFeed({ instruments, startPrices: opts.startPrices, now: opts.now })));
      continue;
    }
    const def = config.sources[name];
    if (!def) continue;
    const symbols = (spell: (s: string) => string) =>
      new Map(
        instruments.map((i) => [
          i.symbol,
          def.symbols?.[i.symbol] ?? def.symbols?.[stockName(i.symbol)] ?? spell(i.symbol),
        ]),
      );
    sources.push(
      def.kind === 'quote-http'
        ? new HttpQuoteSource({
            name,
            url: def.url ?? '',
            symbols: symbols(quoteSymbol),
            ...(def.interval_ms ? { intervalMs: def.interval_ms } : {}),
            log: opts.log,
          })
        : streamSource(name, def, symbols, opts.log),
    );
  }
  const feed = new IndexFeed({ instruments: opts.series, plan, sources, method: config.method, now: opts.now });
  const handle: FeedHandle = { feed, sources: () => feed.sources() };
  opts.settings.handle = handle;
  return handle;
}
