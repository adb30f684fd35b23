export * from './amounts';
export * from './book';
export * from './schemas';
