import { DEFAULT_PAGE_SIZE, type Paged } from '@app/api/envelope';

/** The next page number, or undefined once the pages so far hold `total` rows (every list answers `total`). */
export function nextPageOf<T>(last: Paged<T>, pageParam: number, limit = DEFAULT_PAGE_SIZE): number | undefined {
  return pageParam * limit < last.total ? pageParam + 1 : undefined;
}
