/**
 * Settlement receipts: one table and service for every outcome that pays or charges a user. Modules register
 * their formulas (pure, versioned) and price sources (to re-load recorded ticks), and issue receipts inside the
 * transaction that moves the money. Anyone can re-check a receipt; its owner can read it whole.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { createFormulaRegistry } from './receipts.formulas';
import { type PriceLogAccess, priceLogSource } from './receipts.price-log';
import { registerReceiptRoutes } from './receipts.routes';
import { createReceiptsService } from './receipts.service';
import * as tables from './receipts.tables';

export const receiptsModule = defineModule({
  name: 'receipts',
  tables,
  create({ db, use }) {
    const { userGuard } = use(accountsModule);
    const registry = createFormulaRegistry();
    let priceLog: PriceLogAccess | undefined;
    const receipts = createReceiptsService(db, registry, () => priceLog);
    registry.addSource(priceLogSource(() => priceLog));
    return {
      exports: {
        issue: receipts.issue,
        verify: receipts.verify,
        /** The owner's receipts of some business rows (a position's fills and close). */
        forRefs: receipts.forRefs,
        addFormula: registry.addFormula,
        addSource: registry.addSource,
        /** The market hands in its public price log: `price_log` ticks load from it and bundles prove with it. */
        usePriceLog(log: PriceLogAccess) {
          if (priceLog) throw new Error('the price log is handed in twice');
          priceLog = log;
        },
        formula: registry.formula,
        formulas: registry.formulas,
      },
      routes: (api) => registerReceiptRoutes(api, { receipts, requireUser: userGuard.requireUser }),
    };
  },
});
