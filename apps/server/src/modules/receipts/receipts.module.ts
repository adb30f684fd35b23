/**
 * Settlement receipts: one table and service for every outcome that pays or charges a user. Modules register
 * their formulas (pure, versioned) and price sources (to re-load recorded ticks), and issue receipts inside the
 * transaction that moves the money. Anyone can re-check a receipt; its owner can read it whole.
 */
import { defineModule } from '../../platform/module';
import { accountsModule } from '../accounts';
import { createFormulaRegistry } from './receipts.formulas';
import { registerReceiptRoutes } from './receipts.routes';
import { createReceiptsService } from './receipts.service';
import * as tables from './receipts.tables';

export const receiptsModule = defineModule({
  name: 'receipts',
  tables,
  create({ db, use }) {
    const { userGuard } = use(accountsModule);
    const registry = createFormulaRegistry();
    const receipts = createReceiptsService(db, registry);
    return {
      exports: {
        issue: receipts.issue,
        verify: receipts.verify,
        /** The owner's receipts of some business rows (a position's fills and close). */
        forRefs: receipts.forRefs,
        addFormula: registry.addFormula,
        addSource: registry.addSource,
      },
      routes: (api) => registerReceiptRoutes(api, { receipts, requireUser: userGuard.requireUser }),
    };
  },
});
