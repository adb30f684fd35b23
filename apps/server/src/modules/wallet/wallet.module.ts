/**
 * Wallets: fund overview, deposits, withdrawals, internal transfers, exchange, bills and statements, the
 * withdrawal-address book and bank cards, and the back office (review queues, coin settings, balances, journal,
 * adjustments, ledger summary). Money moves only through the ledger.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { linksModule } from '../links';
import { marketModule } from '../market';
import { registerWalletAdminRoutes } from './wallet.admin-routes';
import { registerBookRoutes } from './wallet.book.routes';
import { createBookService, listAddresses, listCards } from './wallet.book.service';
import * as bookTables from './wallet.book.tables';
import { createHolds } from './wallet.context';
import { seedDemoWallet } from './wallet.demo';
import { registerWalletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';
import * as walletTables from './wallet.tables';

export const walletModule = defineModule({
  name: 'wallet',
  tables: { ...walletTables, ...bookTables },
  config: (c) => ({ depositXpubs: c.depositXpubs, addressHoldHours: c.addressHoldHours }),
  async create({ db, use }, config) {
    const { audit, guard } = use(adminModule);
    const accounts = use(accountsModule);
    const { links } = use(linksModule);
    const { market, reads } = use(marketModule);
    const holds = createHolds();
    const wallet = createWalletService({
      db,
      holds,
      // USDT legs at 1; every other coin at the market's last price of <COIN>/USDT.
      usdtPrice: (currency) => (currency === 'USDT' ? '1' : market.lastPrice(`${currency}/USDT`)),
      fiats: () => reads.fiats(),
      security: accounts.security,
      users: accounts.users,
      uploadExists: (address, userId) => accounts.uploads.exists(address, userId),
      audit,
      depositXpubs: config.depositXpubs,
    });
    await wallet.init();
    const book = createBookService(db, {
      security: accounts.security,
      uploads: accounts.uploads,
      holdHours: config.addressHoldHours,
    });
    accounts.userDetail.addPart(async (ex, userId) => ({
      addresses: await listAddresses(ex, userId),
      cards: await listCards(ex, userId),
    }));

    return {
      exports: { wallet, holds },
      routes(api) {
        registerWalletRoutes(api, { wallet, userGuard: accounts.userGuard, links });
        registerBookRoutes(api, { book, userGuard: accounts.userGuard });
      },
      adminRoutes: (api) => registerWalletAdminRoutes(api, { wallet, guard }),
      /** Sample deposit addresses and the demo user's funding (idempotent). */
      seed: () => seedDemoWallet(db, accounts.users),
    };
  },
});
