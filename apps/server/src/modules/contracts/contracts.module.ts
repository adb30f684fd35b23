/**
 * Contracts: leveraged long and short positions on crypto pairs and US stocks, priced from the market module's
 * recorded prices (fill = reference ± the pair's published spread). Pairs are seeded from the market catalogue;
 * the positions book is rebuilt from the waiting and open rows before the server listens; every tick goes through
 * the book, and only the positions it crosses are settled (one serial queue, one transaction each, with
 * receipts). The overnight fee runs in the platform sweeper; the wallet refuses moving funds out of an account
 * with open positions. Stop waits for the queue before the database closes.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { getOrCreateAccount, lockAccounts } from '../ledger';
import { marketModule } from '../market';
import { receiptsModule } from '../receipts';
import { walletModule } from '../wallet';
import { registerContractsAdminRoutes } from './contracts.admin-routes';
import { createContractsAdmin } from './contracts.admin-service';
import { hasLivePositions } from './contracts.holds';
import { dayOf, nextDay, overnightSweeper, scheduleRun } from './contracts.overnight';
import { createContractsReads } from './contracts.reads';
import { contractChannels, startContractPushes } from './contracts.realtime';
import { CONTRACT_FORMULAS } from './contracts.receipts';
import { registerContractsRoutes } from './contracts.routes';
import { createContractsService } from './contracts.service';
import * as tables from './contracts.tables';

export const contractsModule = defineModule({
  name: 'contracts',
  tables,
  async create({ db, log, realtime, scheduler, use, marketNow }) {
    const { audit, guard } = use(adminModule);
    const { userGuard, users } = use(accountsModule);
    const { market, reads: marketReads } = use(marketModule);
    const { holds } = use(walletModule);
    const receipts = use(receiptsModule);
    for (const f of CONTRACT_FORMULAS) receipts.addFormula(f);

    const contractsMarket = {
      lastPrice: (symbol: string) => market.lastPrice(symbol),
      registry: market.registry,
      onTick: market.onTick,
      markPrice: market.markPrice,
      priceAt: market.priceAt,
      isOpen: (symbol: string, ts: number) => market.isOpen(symbol, ts),
      assertTradable: (symbol: string) => market.assertTradable(symbol),
    };
    const contracts = createContractsService({ db, market: contractsMarket, log, receipts, now: marketNow });
    await contracts.start();
    const reads = createContractsReads({
      db,
      contracts,
      market: {
        lastPrice: contractsMarket.lastPrice,
        isOpen: contractsMarket.isOpen,
        change: (symbol) => market.quote(symbol).change,
      },
      receipts,
      now: marketNow,
      usdRate: async () => (await marketReads.fiats()).find((f) => f.currency_code === 'USD')?.rate ?? '1',
    });
    const admin = createContractsAdmin({ db, contracts, reads, audit, label: (id) => users.label(db, id) });
    const pushes = startContractPushes(realtime, scheduler, contracts, reads, log);

    holds.add(async (tx, userId, q) => {
      // Lock the account first: a position opening at the same time either committed before (seen here) or
      // waits for this transaction and starts after the funds left.
      if (q.op === 'transfer') {
        if (q.fromKind !== 3 && q.fromKind !== 5) return null;
        const acc = await getOrCreateAccount(tx, {
          ownerType: 'user',
          ownerId: userId,
          currency: q.currency,
          kind: q.fromKind,
        });
        await lockAccounts(tx, [acc.id]);
        return (await hasLivePositions(tx, userId, q.fromKind)) ? 'contracts.positions_open' : null;
      }
      return (await hasLivePositions(tx, userId)) ? 'contracts.positions_open' : null;
    });
    await scheduleRun(db, nextDay(dayOf(marketNow())));

    return {
      exports: { contracts, reads },
      routes: (api) =>
        registerContractsRoutes(api, {
          contracts,
          reads,
          requireUser: userGuard.requireUser,
          optionalUser: userGuard.optionalUser,
          lastPrice: contractsMarket.lastPrice,
        }),
      adminRoutes: (api) => registerContractsAdminRoutes(api, { admin, guard }),
      channels: contractChannels,
      sweepers: [overnightSweeper({ receipts, charged: (ids) => void contracts.resync(ids) })],
      async stop() {
        await pushes.stop();
        await contracts.stop();
      },
    };
  },
});
