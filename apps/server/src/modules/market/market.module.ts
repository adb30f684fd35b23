/**
 * Market data: instruments, the feed (the index over the deployment's price sources per instrument; the demo
 * simulator is the source `sim`), ticks → candles with history on
 * first start, quotes and klines, favourites, the recorded prices other modules settle with, and their back
 * office. Reference rows and missing history are written in `create`, so the server listens only once charts are
 * complete; the feed's jobs run on the platform scheduler.
 */
import { join } from 'node:path';
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { receiptsModule } from '../receipts';
import { registerMarketAdminRoutes } from './market.admin-routes';
import { createMarketAdminService } from './market.admin-service';
import { createFavouritesService } from './market.favourites';
import { FeedPlan } from './market.feed-select';
import { createMarketReads } from './market.reads';
import { marketChannels, startMarketPushes } from './market.realtime';
import { marketMarkSource } from './market.receipts';
import { registerMarketRoutes } from './market.routes';
import { createMarketService } from './market.service';
import * as tables from './market.tables';
import { isSimulatedIn } from './sources/sources.config';
import { registerSourceRoutes } from './sources/sources.routes';
import { createSourcesService } from './sources/sources.service';

export const marketModule = defineModule({
  name: 'market',
  tables,
  config: (c) => ({
    sources: c.marketSources,
    production: c.nodeEnv === 'production',
    priceLogKey: c.priceLogKey,
    // a demo on a lasting database keeps its generated log key beside its data; a memory database makes one per run
    logKeyFile: c.database.kind === 'pglite' && c.database.dataDir === null ? null : join(c.dataDir, 'price-log.key'),
    historyCount: c.marketHistoryCount,
    symbols: c.marketSimSymbols,
  }),
  async create({ db, log, realtime, scheduler, use, marketNow }, config) {
    const { audit, guard } = use(adminModule);
    const { userGuard } = use(accountsModule);
    const receipts = use(receiptsModule);
    receipts.addSource(marketMarkSource);
    // the deployment's sources, read once here: nothing at run time (no route, no row) can change them
    const plan = new FeedPlan(config.sources);
    const market = createMarketService(
      db,
      log,
      {
        feed: plan,
        simulated: (symbol) => isSimulatedIn(config.sources, symbol),
        production: config.production,
        ...(config.priceLogKey ? { logKey: config.priceLogKey } : {}),
        logKeyFile: config.logKeyFile,
        historyCount: config.historyCount,
        ...(config.symbols ? { symbols: config.symbols } : {}),
        now: marketNow,
      },
      scheduler,
    );
    await market.start();
    const sources = createSourcesService({ db, config: config.sources, plan, market, log });
    await sources.start();
    // receipts cite the log's leaves; a leaf of several sources is re-checked with the method and decimals it used
    receipts.usePriceLog({
      ...market.log,
      flush: () => market.flush(),
      indexOf: (symbol) => {
        const scale = market.registry.feedPrecision(symbol);
        return scale === undefined ? undefined : { method: sources.methodFor(symbol), scale };
      },
    });
    const reads = createMarketReads(db, market);
    const favourites = createFavouritesService(db, market);
    const admin = createMarketAdminService(db, { market, audit, sources });
    const pushes = startMarketPushes(realtime, scheduler, market);

    return {
      exports: { market, reads, sources },
      routes: (api) => {
        registerMarketRoutes(api, { reads, market, favourites, requireUser: userGuard.requireUser });
        registerSourceRoutes(api, sources);
      },
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
