export * from './admin';
export * from './events';
export * from './schemas';
