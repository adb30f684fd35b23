import { serverCatalogue } from './catalogue';

/** Korean server texts: every capability part of ./parts.ts merged. */
export const kor = serverCatalogue('kor');
