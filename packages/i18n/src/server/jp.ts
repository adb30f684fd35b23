import { serverCatalogue } from './catalogue';

/** Japanese server texts: every capability part of ./parts.ts merged. */
export const jp = serverCatalogue('jp');
