export * from './events';
export * from './first-screen';
export * from './schemas';
