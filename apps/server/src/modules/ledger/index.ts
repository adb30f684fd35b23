// The ledger module's public face: other modules import from here, never from the tables.
export {
  decodeMemo,
  ENTRY_GROUPS,
  type EntryGroup,
  type EntryMemo,
  encodeMemo,
  entryTypesOf,
  isLedgerEntryType,
  LEDGER_ENTRY_TYPES,
  type LedgerEntryType,
  type MemoKind,
} from './entry-types';
export { hashRequest, type IdempotencyParams, withIdempotency } from './ledger.idempotency';
export { ledgerModule } from './ledger.module';
export { post } from './ledger.post';
export { postMany } from './ledger.post-many';
export { accountStatement, auditJournal, type Balance, balances, type Statement, sumByCurrency } from './ledger.read';
export { type FeeSplit, grossForNet, payable, receivable, splitFee } from './ledger.rounding';
export {
  createLedgerService,
  creditFromSystem,
  debitToSystem,
  freeze,
  getOrCreateAccount,
  getOrCreateAccounts,
  type LedgerService,
  lockAccounts,
  settleFrozen,
  transfer,
  transferWithFee,
  unfreeze,
} from './ledger.service';
export {
  CONFLICT_ATTEMPTS,
  conflictPause,
  retryOnConflict,
  type TransactionOptions,
  transientConflictCode,
  withTransaction,
} from './ledger.tx';
export * from './ledger.types';
