import { DEFAULT_PAGE_SIZE, type Paged } from '@app/api/envelope';
import type { Bill, BillListBody, Statement, StatementLink, StatementQuery } from '@app/api/wallet';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiUrl, get, post } from '../../../lib/request';
import { walletKeys } from './keys';
import { nextPageOf } from './paging';
import type { AccountField } from './types';

export type BillFilters = { currency?: number; type?: AccountField; entry_type?: string };

/** POST /wallet/legal_log: the user's ledger postings, newest first, page by page. */
export function useBills(filters: BillFilters) {
  return useInfiniteQuery({
    queryKey: walletKeys.bills(filters),
    queryFn: ({ pageParam, signal }) =>
      post<Paged<Bill>>(
        '/wallet/legal_log',
        { ...filters, page: pageParam, limit: DEFAULT_PAGE_SIZE } satisfies z.input<typeof BillListBody>,
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageParam) => nextPageOf(last, pageParam),
  });
}

export type StatementFilters = { currency: number; type: AccountField; from: string; to: string };

/** GET /wallet/statement: opening and closing balance of one coin in one account over a period. */
export function useStatement(filters: StatementFilters | undefined) {
  return useQuery({
    queryKey: walletKeys.statement(filters ?? {}),
    queryFn: ({ signal }) =>
      get<Statement>('/wallet/statement', filters satisfies z.input<typeof StatementQuery> | undefined, {
        silent: true,
        signal,
      }),
    enabled: filters !== undefined,
  });
}

/**
 * The CSV download: a browser download cannot send the Authorization header, so the signed-in user first asks for
 * a short-lived signed link (POST /wallet/statement/link, no session token in it) and the browser then opens it.
 */
export async function statementCsvLink(filters: StatementFilters): Promise<string> {
  const link = await post<StatementLink>('/wallet/statement/link', filters satisfies z.input<typeof StatementQuery>);
  return apiUrl(link.url);
}

/** Asks for the link and starts the download (the answer is an attachment: the page stays). */
export async function downloadStatementCsv(
  filters: StatementFilters,
  open: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  open(await statementCsvLink(filters));
}
