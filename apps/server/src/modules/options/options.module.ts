/**
 * Seconds options: up/down on a pair for a chosen expiry, paid from the micro account. The open price is the
 * recorded price when the order is accepted, the end price the first recorded price at or after expiry (both kept
 * as price marks); the platform sweeper settles each order through the ledger with a receipt and pushes
 * `closed_microorder` to its owner. Users set their own daily loss limit and cool-off; the back office configures
 * expiries, coins, pairs and countries, and cannot touch a price or a result.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { balances } from '../ledger';
import { marketModule } from '../market';
import { receiptsModule } from '../receipts';
import { registerOptionsAdminRoutes } from './options.admin-routes';
import { optionChannels, startOptionPushes } from './options.realtime';
import { OPTION_FORMULAS } from './options.receipts';
import { registerOptionsRoutes } from './options.routes';
import { seedOptionDefaults } from './options.seed';
import { createOptionsService } from './options.service';
import * as tables from './options.tables';

export const optionsModule = defineModule({
  name: 'options',
  tables,
  async create({ db, realtime, use, marketNow }) {
    const { audit, guard } = use(adminModule);
    const { userGuard, users } = use(accountsModule);
    const { market } = use(marketModule);
    const receipts = use(receiptsModule);
    for (const f of OPTION_FORMULAS) receipts.addFormula(f);

    const options = createOptionsService({
      db,
      market: {
        instrument: (id) => market.instrument(id),
        markPrice: (m, tx) => market.markPrice(m, tx),
        marksFirstFrom: (list, tx) => market.marksFirstFrom(list, tx),
        priceAt: (symbol, ts, tx) => market.priceAt(symbol, ts, tx),
        firstTickFrom: (symbol, ts, tx) => market.firstTickFrom(symbol, ts, tx),
        lastPrice: (s) => market.lastPrice(s),
        assertTradable: (s) => market.assertTradable(s),
        seal: (s, ts) => market.seal(s, ts),
      },
      receipts,
      now: marketNow,
    });
    await seedOptionDefaults(db, market.registry.all());
    const pushes = startOptionPushes(realtime, options, marketNow);

    const receiptOf = async (userId: number, ids: number[]) => {
      const views = await receipts.forRefs(
        userId,
        'option_order',
        ids.map((id) => String(id)),
      );
      return new Map(views.map((v) => [Number(v.ref_id), v.id]));
    };

    return {
      exports: { options },
      routes: (api) =>
        registerOptionsRoutes(api, {
          options,
          requireUser: userGuard.requireUser,
          optionalUser: userGuard.optionalUser,
          now: marketNow,
          receiptOf,
          countryOf: (userId) => users.verifiedCountry(db, userId),
          // A read never creates an account: no micro account yet means a balance of 0.
          microBalance: async (userId, currency) =>
            (await balances(db, userId)).find((b) => b.kind === 4 && b.currency === currency)?.available ?? '0',
        }),
      adminRoutes: (api) =>
        registerOptionsAdminRoutes(api, {
          db,
          guard,
          audit,
          now: marketNow,
          label: (id) => users.label(db, id),
          receiptOf: async (ids) => {
            const out = new Map<number, string>();
            if (ids.length === 0) return out;
            const owners = await options.owners(ids);
            for (const [userId, own] of owners) for (const [k, v] of await receiptOf(userId, own)) out.set(k, v);
            return out;
          },
        }),
      channels: optionChannels,
      sweepers: [options.sweeper()],
      async stop() {
        pushes.stop();
      },
    };
  },
});
