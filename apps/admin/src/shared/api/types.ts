// Wire envelope and paging shapes of docs/api-foundation.md (mirrors @app/api's envelope.ts).
export type Envelope<T = unknown> = { type: 'ok'; message: T } | { type: 'error' | '999' | '998'; message: string };
export type Paged<T> = { list: T[]; total: number; page: number; limit: number };
export type PageQuery = { page: number; limit: number };
