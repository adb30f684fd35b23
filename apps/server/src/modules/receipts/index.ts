export type { Formula, PriceSource } from './receipts.formulas';
export { receiptsModule } from './receipts.module';
export { receiptCitationOf } from './receipts.reads';
export type { ReceiptDraft, ReceiptsService } from './receipts.service';
export type { ReceiptTick } from './receipts.tables';
