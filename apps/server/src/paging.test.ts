/** The original product's paginator fields are filled from our page, one object for both clients. */
import { pagedA, pagedB, pagedC, pagedE } from '@app/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asPagedA, asPagedB, asPagedC, asPagedE, lastPage } from './paging';

const page = { list: [{ id: 1 }, { id: 2 }], total: 5, page: 2, limit: 2 };
const empty = { list: [], total: 0, page: 1, limit: 10 };
const item = z.object({ id: z.number() });

describe('original paginators', () => {
  it('last page = ceil(total / limit), 1 for an empty list (Laravel lastPage(), also the original pages)', () => {
    expect(lastPage(page)).toBe(3);
    expect(lastPage({ total: 4, limit: 2 })).toBe(2);
    expect(lastPage(empty)).toBe(1);
  });

  it('(a) Laravel: current_page, data, last_page (at least 1), per_page', () => {
    expect(asPagedA(page)).toEqual({ ...page, data: page.list, current_page: 2, last_page: 3, per_page: 2 });
    expect(asPagedA(empty)).toMatchObject({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    expect(asPagedB(empty)).toMatchObject({ data: [], pages: 1, total: 0 });
  });

  it('(b) data, pages; (c) count; (e) order_list', () => {
    expect(asPagedB(page)).toEqual({ ...page, data: page.list, pages: 3 });
    expect(asPagedC(page)).toEqual({ ...page, count: 5 });
    expect(asPagedE(page)).toEqual({ ...page, order_list: page.list });
  });

  it('each filled page passes its schema strictly (every field declared)', () => {
    expect(() => pagedA(item).strict().parse(asPagedA(page))).not.toThrow();
    expect(() => pagedB(item).strict().parse(asPagedB(page))).not.toThrow();
    expect(() => pagedC(item).strict().parse(asPagedC(page))).not.toThrow();
    expect(() => pagedE(item).strict().parse(asPagedE(page))).not.toThrow();
  });
});
