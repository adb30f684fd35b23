// Every table of every feature, for drizzle's typed client. Features import their own tables directly.
export * from '../modules/admin/admin.tables';
export * from '../modules/common/common.tables';
export * from '../modules/content/content.tables';
