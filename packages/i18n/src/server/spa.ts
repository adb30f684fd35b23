import { serverCatalogue } from './catalogue';

/** Spanish server texts: every capability part of ./parts.ts merged. */
export const spa = serverCatalogue('spa');
