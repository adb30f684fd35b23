/**
 * Wiring of the wallet module: the service (with the market's prices and fiats, the accounts module's pay password
 * check and verification level, and the upload registry for vouchers), user and back-office routes, demo funding.
 * app.ts calls `createWalletModule` after the market and accounts modules, then `registerRoutes(api)` in /api.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { UserGuard } from '../accounts/auth.guard';
import type { SecurityService } from '../accounts/security.service';
import { createUploadService } from '../accounts/uploads.service';
import { findUserById } from '../accounts/users.repo';
import type { AuditService } from '../admin/admin.audit';
import type { AdminGuard } from '../admin/admin.guard';
import { createMarketReads } from '../market/market.reads';
import type { MarketService } from '../market/market.service';
import { registerWalletAdminRoutes } from './wallet.admin-routes';
import { seedDemoWallet } from './wallet.demo';
import { registerWalletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';

export type WalletModule = Awaited<ReturnType<typeof createWalletModule>>;

export async function createWalletModule(deps: {
  db: Db;
  config: Pick<Config, 'dataDir' | 'depositXpubs'>;
  market: MarketService;
  security: Pick<SecurityService, 'proveFor'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, market } = deps;
  const reads = createMarketReads(db, market);
  const uploads = createUploadService(db, { dir: join(deps.config.dataDir, 'uploads') });
  const wallet = createWalletService({
    db,
    // USDT legs at 1; every other coin at the market's last price of <COIN>/USDT.
    usdtPrice: (currency) => (currency === 'USDT' ? '1' : market.lastPrice(`${currency}/USDT`)),
    fiats: () => reads.fiats(),
    security: deps.security,
    levelOf: async (ex, userId) => (await findUserById(ex, userId))?.realLevel ?? 0,
    uploadExists: (address) => uploads.exists(address),
    audit: deps.audit,
    depositXpubs: deps.config.depositXpubs,
  });
  await wallet.init();
  return {
    wallet,
    registerRoutes(api: FastifyInstance, guards: { userGuard: UserGuard; admin: AdminGuard }) {
      registerWalletRoutes(api, { wallet, userGuard: guards.userGuard });
      registerWalletAdminRoutes(api, { wallet, guard: guards.admin });
    },
    /** Demo mode only: sample deposit addresses and the demo user's funding (idempotent). */
    seedDemo: () => seedDemoWallet(db),
  };
}
