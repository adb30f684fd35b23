// The wire contract shared by server, web and admin: one folder per capability (schemas.ts, events.ts), and the
// primitives they share. Every capability folder is listed here (index.test.ts checks it) and in package.json's
// exports, so `@app/api/<capability>` imports one capability alone.

export * from './accounts';
export * from './admin';
export * from './common';
export * from './content';
export * from './contracts';
export * from './earn';
export * from './envelope';
export * from './fiat';
export * from './format';
export * from './market';
export * from './notify';
export * from './options';
export * from './platform';
export * from './receipts';
export * from './security';
export * from './shared';
export * from './spot';
export * from './validators';
export * from './wallet';
