// The wire contract shared by server, web and admin. Each file has one owner topic.

export * from './admin/roles';
export * from './content';
export * from './envelope';
export * from './fiat';
export * from './format';
export * from './market';
export * from './platform/schemas';
export * from './receipts/schemas';
export * from './spot';
export * from './validators';
export * from './wallet/book';
