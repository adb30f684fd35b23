/**
 * Spot trading: pairs and per-pair books rebuilt from open orders before the server listens, one serial command
 * queue per pair (freeze, engine, ledger settlement in one transaction), the transparent market maker (unless
 * SPOT_MAKER=off), depth/trades channels and order updates, and the back office. Stop waits for the queues
 * before the database closes.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { marketModule } from '../market';
import { receiptsModule } from '../receipts';
import { registerSpotAdminRoutes } from './spot.admin-routes';
import { createSpotAdmin } from './spot.admin-service';
import { createMarketMaker } from './spot.maker';
import { createSpotReads } from './spot.reads';
import { spotChannels, startSpotPushes } from './spot.realtime';
import { spotFillFormula, spotTradeSource } from './spot.receipts';
import { registerSpotRoutes } from './spot.routes';
import { createSpotService } from './spot.service';
import * as tables from './spot.tables';

export const spotModule = defineModule({
  name: 'spot',
  tables,
  config: (c) => ({ makerEnabled: c.spotMaker }),
  async create({ db, log, realtime, scheduler, use }, config) {
    const { audit, guard } = use(adminModule);
    const { userGuard } = use(accountsModule);
    const { market } = use(marketModule);
    const receipts = use(receiptsModule);
    receipts.addFormula(spotFillFormula);
    receipts.addSource(spotTradeSource);
    const spot = createSpotService({ db, market, log, receipts });
    await spot.start();
    const reads = createSpotReads(db, spot, market);
    const maker = createMarketMaker({ db, spot, market, log, scheduler });
    const admin = createSpotAdmin({ db, spot, reads, maker, audit });
    const pushes = startSpotPushes(realtime, scheduler, spot, reads);

    return {
      exports: { spot, reads, maker },
      routes: (api) => registerSpotRoutes(api, { spot, reads, requireUser: userGuard.requireUser }),
      adminRoutes: (api) => registerSpotAdminRoutes(api, { admin, guard }),
      channels: spotChannels(spot),
      async start() {
        if (config.makerEnabled) maker.start();
      },
      async stop() {
        await pushes.stop();
        await maker.stop();
        await spot.drain();
      },
    };
  },
});
