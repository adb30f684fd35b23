/** The wire envelope of spec §7: every answer is HTTP 200 with one of these types. */
export const ENVELOPE_TYPES = ['ok', 'error', '999', '998'] as const;
export type Envelope<T = unknown> = { type: 'ok'; message: T } | { type: 'error' | '999' | '998'; message: string };

/** Default list paging of spec §9. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export type Paged<T> = { list: T[]; total: number; page: number; limit: number };

/** Content categories of spec §9. */
export const NEWS_CATEGORY = 4;
export const BANNER_CATEGORY = 5;
export const APP_VERSION = '0.8.0';
