export * from './book';
export * from './schemas';
