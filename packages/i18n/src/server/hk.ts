import { serverCatalogue } from './catalogue';

/** Traditional Chinese server texts: every capability part of ./parts.ts merged. */
export const hk = serverCatalogue('hk');
