export * from './admin';
export * from './coupons';
export * from './coupons-admin';
export * from './dual';
export * from './dual-admin';
export * from './ieo';
export * from './ieo-admin';
export * from './schemas';
