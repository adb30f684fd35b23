/**
 * The read-only views of the price sources: public (`GET /market/sources`, its history) and the back office's
 * (`GET /admin/market/feed`). Everything here reads the deployment's configuration, the running feed and the
 * history table; nothing writes a source.
 */
import type { AdminFeed, MarketSourcesAnswer, SourceSetEntry } from '@app/api';
import type { Db } from '../../../db';
import type { FeedPlan } from '../market.feed-select';
import type { MarketService } from '../market.service';
import { methodFor, recordSourceSets, sourceHistory, sourceRefs } from './source-sets';
import { isSimulatedIn, type MarketSources } from './sources.config';

export type SourcesService = ReturnType<typeof createSourcesService>;

export function createSourcesService(deps: {
  db: Db;
  config: MarketSources;
  plan: FeedPlan;
  market: Pick<MarketService, 'registry' | 'now' | 'onTick' | 'health' | 'feedInfo'>;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { db, config, plan, market } = deps;
  let since = new Map<string, number>();
  const lastTick = new Map<string, number>();
  const symbols = () => [...new Set(market.registry.all().map((i) => i.symbol))];

  return {
    simulated: (symbol: string) => isSimulatedIn(config, symbol),

    /** At start, after the registry loaded: records changed sets and follows the ticks for the admin view. */
    async start() {
      // a misspelt symbol silently falls back to `*` (in production: untradable), so say so at start
      const unknown = Object.keys(config.instruments).filter(
        (k) => k !== '*' && !market.registry.bySymbol(k) && !market.registry.bySymbol(`${k}/USD`),
      );
      if (unknown.length > 0) deps.log?.warn({ unknown }, 'MARKET_SOURCES names instruments that do not exist');
      since = await recordSourceSets(db, config, symbols(), market.now());
      market.onTick((ticks) => {
        for (const t of ticks) lastTick.set(t.symbol, t.ts);
      });
    },

    publicView(): MarketSourcesAnswer {
      return {
        method: config.method,
        instruments: symbols().map((symbol) => ({
          symbol,
          simulated: isSimulatedIn(config, symbol),
          sources: sourceRefs(config, symbol),
          effective_at: since.get(symbol) ?? null,
        })),
      };
    },

    history: (symbol: string): Promise<SourceSetEntry[]> =>
      sourceHistory(db, market.registry.find(symbol)?.symbol ?? symbol),

    adminView(): AdminFeed {
      const status = new Map((plan.handle?.sources() ?? []).map((s) => [s.name, s]));
      return {
        method: config.method,
        running: market.health() === 'ok',
        last_tick_at: market.feedInfo().lastTickAt,
        late_ticks_refused: market.feedInfo().lateRefused,
        instruments: symbols().map((symbol) => ({
          symbol,
          simulated: isSimulatedIn(config, symbol),
          sources: sourceRefs(config, symbol).map((ref) => ({
            ...ref,
            connected: status.get(ref.name)?.connected ?? false,
            last_quote_at: status.get(ref.name)?.last_quote_at ?? null,
          })),
          effective_at: since.get(symbol) ?? null,
          last_tick_at: lastTick.get(symbol) ?? null,
        })),
      };
    },

    methodFor: (symbol: string) => methodFor(config, symbol),
  };
}
