export * from './events';
export * from './log';
export * from './schemas';
export * from './sources';
