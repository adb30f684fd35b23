import { serverCatalogue } from './catalogue';

/** Thai server texts: every capability part of ./parts.ts merged. */
export const th = serverCatalogue('th');
