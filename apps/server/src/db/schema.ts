// Every table of every feature, for drizzle's typed client. Features import their own tables directly.
export * from '../modules/accounts/codes.tables';
export * from '../modules/accounts/kyc.tables';
export * from '../modules/accounts/sessions.tables';
export * from '../modules/accounts/uploads.tables';
export * from '../modules/accounts/users.tables';
export * from '../modules/accounts/wallet.tables';
export * from '../modules/admin/admin.tables';
export * from '../modules/common/common.tables';
export * from '../modules/content/content.tables';
export * from '../modules/market/market.tables';
export * from '../modules/notify/notify.tables';
