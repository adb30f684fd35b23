export * from './events';
export * from './schemas';
export * from './log';
