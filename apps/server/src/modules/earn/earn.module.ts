/**
 * Earn: locked mining (with its cloud-miner and DeFi entries), paid from operator-funded campaigns. Subscribing
 * locks the amount in the user's mining account and reserves the whole term's yield from the campaign; the
 * platform sweeper pays each day's yield (catching up after downtime) and returns principal and yield at maturity,
 * each with a receipt; an early redemption charges the published penalty. Dual investment settles at maturity from
 * the first recorded price at or after it (four published branches, a receipt over that price). IEO sells a fixed
 * supply at a fixed price in a window; the sweepers allocate at the end (pro rata when oversubscribed, refunds and
 * receipts) and deliver after the lock period. The coupon centre's experience
 * vouchers pay a mining product's yield on a notional principal, their value reserved from the campaign when claimed.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { marketModule } from '../market';
import { receiptsModule } from '../receipts';
import { campaignBook, createCampaigns } from './campaigns';
import { registerCouponAdminRoutes } from './coupons.admin-routes';
import { registerCouponRoutes } from './coupons.routes';
import { createCouponService } from './coupons.service';
import { registerDualAdminRoutes } from './dual.admin-routes';
import { registerDualRoutes } from './dual.routes';
import { createDualService } from './dual.service';
import { registerEarnAdminRoutes } from './earn.admin-routes';
import { EARN_FORMULAS } from './earn.receipts';
import { registerEarnRoutes } from './earn.routes';
import { seedCouponDemo, seedEarnDemo, seedIeoDemo } from './earn.seed';
import * as tables from './earn.tables';
import { registerIeoAdminRoutes } from './ieo.admin-routes';
import { registerIeoRoutes } from './ieo.routes';
import { createIeoService } from './ieo.service';
import { createMiningService } from './mining.service';

export const earnModule = defineModule({
  name: 'earn',
  tables,
  async create({ db, use, marketNow, platform }) {
    const { userGuard, users } = use(accountsModule);
    const { audit, guard } = use(adminModule);
    const receipts = use(receiptsModule);
    for (const f of EARN_FORMULAS) receipts.addFormula(f);

    const campaigns = createCampaigns(db);
    const mining = createMiningService({ db, receipts, campaigns: campaignBook, now: marketNow });
    const { market } = use(marketModule);
    const dual = createDualService({
      db,
      market: {
        marksFirstFrom: (list, tx) => market.marksFirstFrom(list, tx),
        priceAt: (symbol, ts, tx) => market.priceAt(symbol, ts, tx),
        lastPrice: (s) => market.lastPrice(s),
      },
      receipts,
      campaigns: campaignBook,
      now: marketNow,
    });
    const ieo = createIeoService({ db, receipts, now: marketNow });
    const coupons = createCouponService({ db, campaigns: campaignBook, mining, now: marketNow });
    const receiptsOf = (userId: number, refType: string, ids: string[]) => receipts.forRefs(userId, refType, ids);

    return {
      exports: { mining, dual, ieo, coupons, campaigns },
      routes: (api) => {
        const requireUser = userGuard.requireUser;
        registerEarnRoutes(api, { mining, campaigns, requireUser, receiptsOf, now: marketNow });
        registerDualRoutes(api, { dual, campaigns, requireUser, receiptsOf, now: marketNow });
        registerIeoRoutes(api, {
          db,
          ieo,
          requireUser,
          optionalUser: userGuard.optionalUser,
          receiptsOf,
          now: marketNow,
        });
        registerCouponRoutes(api, {
          coupons,
          campaigns,
          requireUser,
          optionalUser: userGuard.optionalUser,
          now: marketNow,
        });
      },
      adminRoutes: (api) => {
        const label = (id: number) => users.label(db, id);
        registerEarnAdminRoutes(api, {
          db,
          guard,
          audit,
          campaigns,
          label,
          receiptsOf,
          sweepers: () => platform.status().sweepers,
          now: marketNow,
        });
        registerDualAdminRoutes(api, {
          db,
          guard,
          audit,
          dual,
          hasMarket: (symbol) => market.instrument(symbol) !== undefined,
          label,
          receiptsOf,
          now: marketNow,
        });
        registerIeoAdminRoutes(api, { db, guard, audit, ieo, label, receiptsOf, now: marketNow });
        registerCouponAdminRoutes(api, { db, guard, audit, coupons, label, now: marketNow });
      },
      seed: async () => {
        await seedEarnDemo(db, campaigns, { now: marketNow(), lastPrice: (s) => market.lastPrice(s) });
        await seedIeoDemo(db, ieo, marketNow());
        await seedCouponDemo(db, coupons, marketNow());
      },
      sweepers: [mining.sweeper(), dual.sweeper(), ...ieo.sweepers(), coupons.sweeper()],
    };
  },
});
