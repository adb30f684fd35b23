import { serverCatalogue } from './catalogue';

/** Simplified Chinese server texts: every capability part of ./parts.ts merged. */
export const zh = serverCatalogue('zh');
