/**
 * The capability parts of the server catalogue, one line each: `server/<cap>/` holds that module's texts in the
 * 8 languages and its index.ts re-exports them. A new capability adds its folder and one line here; nothing else.
 */
export * as accounts from './accounts';
export * as admin from './admin';
export * as common from './common';
export * as content from './content';
export * as contracts from './contracts';
export * as core from './core';
export * as earn from './earn';
export * as market from './market';
export * as options from './options';
export * as receipts from './receipts';
export * as security from './security';
export * as spot from './spot';
export * as wallet from './wallet';
