/** The wire envelope of spec §7: every answer is HTTP 200 with one of these types. */
export const ENVELOPE_TYPES = ['ok', 'error', '999', '998'] as const;
export type Envelope<T = unknown> = { type: 'ok'; message: T } | { type: 'error' | '999' | '998'; message: string };

/** Default list paging of spec §9. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export type Paged<T> = { list: T[]; total: number; page: number; limit: number };
/** The original product's paginators beside ours (shared.ts `pagedA/B/C/E`; the original client's names). */
export type PagedA<T> = Paged<T> & { data: T[]; current_page: number; last_page: number; per_page: number };
export type PagedB<T> = Paged<T> & { data: T[]; pages: number };
export type PagedC<T> = Paged<T> & { count: number };
export type PagedE<T> = Paged<T> & { order_list: T[] };

/** Content categories of spec §9. */
export const NEWS_CATEGORY = 4;
export const BANNER_CATEGORY = 5;
export const APP_VERSION = '0.8.0';
