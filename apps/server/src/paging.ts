/**
 * Our page `{list, total, page, limit}` with the original product's paginator fields beside it (reference §6, the
 * schemas `pagedA/B/C/E` of @app/api, docs/original-client.md): one object answers our client and the original's
 * compiled one. `data` / `order_list` are the same array as `list` (serialised twice).
 */
import type { Paged, PagedA, PagedB, PagedC, PagedE } from '@app/api';

/**
 * The last page number as Laravel's `lastPage()` counts it, which the original answers both as `last_page` (a) and as
 * `pages` (b): ceil(total / limit), and 1 for an empty list.
 */
export const lastPage = (p: Pick<Paged<unknown>, 'total' | 'limit'>): number =>
  Math.max(1, p.limit > 0 ? Math.ceil(p.total / p.limit) : 1);

/** Shape (a), Laravel's paginator: `current_page`, `data`, `last_page`, `per_page`. */
export function asPagedA<T>(p: Paged<T>): PagedA<T> {
  return { ...p, data: p.list, current_page: p.page, last_page: lastPage(p), per_page: p.limit };
}

/** Shape (b): `data`, `pages`. */
export function asPagedB<T>(p: Paged<T>): PagedB<T> {
  return { ...p, data: p.list, pages: lastPage(p) };
}

/** Shape (c): `count`. */
export function asPagedC<T>(p: Paged<T>): PagedC<T> {
  return { ...p, count: p.total };
}

/** Shape (e): `order_list`. */
export function asPagedE<T>(p: Paged<T>): PagedE<T> {
  return { ...p, order_list: p.list };
}
