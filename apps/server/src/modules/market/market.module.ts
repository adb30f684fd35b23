/**
 * Wiring of the market module: services, routes, realtime. `createMarketModule` starts the feed after seeding
 * the reference data and writing any missing history, so the server listens only once charts are complete.
 */
import type { FastifyBaseLogger, FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Server } from 'socket.io';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { AuditService } from '../admin/admin.audit';
import type { AdminGuard } from '../admin/admin.guard';
import { registerMarketAdminRoutes } from './market.admin-routes';
import { createMarketAdminService, resolveFeedSettings } from './market.admin-service';
import { createFavouritesService } from './market.favourites';
import { createMarketReads } from './market.reads';
import { attachMarketRealtime } from './market.realtime';
import { registerMarketRoutes } from './market.routes';
import { createMarketService, type MarketOptions } from './market.service';

export type MarketModule = Awaited<ReturnType<typeof createMarketModule>>;

export async function createMarketModule(deps: {
  db: Db;
  config: Config;
  audit: Pick<AuditService, 'record'>;
  log: FastifyBaseLogger;
  /** Test knobs (fewer simulated series, faster timers). */
  options?: Partial<MarketOptions>;
}) {
  const { db, config } = deps;
  const fallbackFeed = {
    source: config.marketFeed,
    seed: config.marketSeed,
    exchange_url: config.marketFeedUrl ?? '',
  };
  const market = createMarketService(db, deps.log, {
    feed: await resolveFeedSettings(db, fallbackFeed),
    historyCount: config.marketHistoryCount,
    tickRetentionHours: config.tickRetentionHours,
    ...deps.options,
  });
  const started = await market.start();
  const reads = createMarketReads(db, market);
  const favourites = createFavouritesService(db, market);
  const admin = createMarketAdminService(db, { market, audit: deps.audit, fallbackFeed });
  let realtime: { close(): void } | undefined;

  return {
    market,
    history: started.history,
    registerRoutes(api: FastifyInstance, guards: { admin: AdminGuard; requireUser: preValidationAsyncHookHandler }) {
      registerMarketRoutes(api, { reads, market, favourites, requireUser: guards.requireUser });
      registerMarketAdminRoutes(api, { admin, guard: guards.admin });
    },
    attachRealtime(io: Server) {
      realtime = attachMarketRealtime(io, market);
    },
    /** Before the database closes: stop pushes and the feed, write buffered ticks/candles and the feed state. */
    async stop() {
      realtime?.close();
      await market.stop();
    },
  };
}
