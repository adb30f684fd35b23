import { DEFAULT_PAGE_SIZE } from '@app/api';
import type { Page } from './types';

/** The next page number, or undefined at the end: by `total` when the server sends it, else on a short page. */
export function nextPageOf<T>(last: Page<T>, pageParam: number, limit = DEFAULT_PAGE_SIZE): number | undefined {
  if (typeof last.total === 'number') return pageParam * limit < last.total ? pageParam + 1 : undefined;
  return last.list.length < limit ? undefined : pageParam + 1;
}
