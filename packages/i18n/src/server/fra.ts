import { serverCatalogue } from './catalogue';

/** French server texts: every capability part of ./parts.ts merged. */
export const fra = serverCatalogue('fra');
