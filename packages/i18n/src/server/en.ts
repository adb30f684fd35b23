import { serverCatalogue } from './catalogue';

export type { ServerCatalogue, ServerKey } from './catalogue';

/** English server texts, the source: every capability part of ./parts.ts merged. */
export const en = serverCatalogue('en');
