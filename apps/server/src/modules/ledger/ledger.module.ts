/**
 * The ledger's tables (accounts, journal entries and postings, idempotency keys). The ledger itself is a library
 * of executor-first functions (index.ts) that every module calls inside its own transactions.
 */
import { defineModule } from '../../platform/module';
import * as tables from './ledger.tables';

export const ledgerModule = defineModule({
  name: 'ledger',
  tables,
  create: () => ({ exports: {} }),
});
