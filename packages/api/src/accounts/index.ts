export * from './schemas';
export * from './security';
