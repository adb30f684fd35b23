/**
 * Market data: instruments, the feed (simulated or an exchange's trade stream), ticks → candles with history on
 * first start, quotes and klines, favourites, the recorded prices other modules settle with, and their back
 * office. Reference rows and missing history are written in `create`, so the server listens only once charts are
 * complete; the feed's jobs run on the platform scheduler.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { receiptsModule } from '../receipts';
import { registerMarketAdminRoutes } from './market.admin-routes';
import { createMarketAdminService, resolveFeedSettings } from './market.admin-service';
import { createFavouritesService } from './market.favourites';
import { createMarketReads } from './market.reads';
import { marketChannels, startMarketPushes } from './market.realtime';
import { marketMarkSource } from './market.receipts';
import { registerMarketRoutes } from './market.routes';
import { createMarketService } from './market.service';
import * as tables from './market.tables';

export const marketModule = defineModule({
  name: 'market',
  tables,
  config: (c) => ({
    feed: { source: c.marketFeed, seed: c.marketSeed, exchange_url: c.marketFeedUrl ?? '' },
    historyCount: c.marketHistoryCount,
    tickRetentionHours: c.tickRetentionHours,
    symbols: c.marketSimSymbols,
  }),
  async create({ db, log, realtime, scheduler, use, marketNow }, config) {
    const { audit, guard } = use(adminModule);
    const { userGuard } = use(accountsModule);
    use(receiptsModule).addSource(marketMarkSource);
    const fallbackFeed = config.feed;
    const market = createMarketService(
      db,
      log,
      {
        feed: await resolveFeedSettings(db, fallbackFeed),
        historyCount: config.historyCount,
        tickRetentionHours: config.tickRetentionHours,
        ...(config.symbols ? { symbols: config.symbols } : {}),
        now: marketNow,
      },
      scheduler,
    );
    await market.start();
    const reads = createMarketReads(db, market);
    const favourites = createFavouritesService(db, market);
    const admin = createMarketAdminService(db, { market, audit, fallbackFeed });
    const pushes = startMarketPushes(realtime, scheduler, market);

    return {
      exports: { market, reads },
      routes: (api) => registerMarketRoutes(api, { reads, market, favourites, requireUser: userGuard.requireUser }),
      adminRoutes: (api) => registerMarketAdminRoutes(api, { admin, guard }),
      channels: marketChannels(market),
      health: () => ({ market: market.health() }),
      /** Before the database closes: stop pushes and the feed, write buffered ticks/candles and the feed state. */
      async stop() {
        await pushes.stop();
        await market.stop();
      },
    };
  },
});
