import type { AntiPhishingInput, AntiPhishingView, LoginRecord } from '@app/api/accounts';
import type { Paged } from '@app/api/envelope';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { accountsKeys } from './keys';

/** Account security calls (docs/api-accounts.md, "Account security"); keys under the accounts root (cleared at logout). */
export const safetyKeys = {
  logins: () => [...accountsKeys.all, 'logins'] as const,
  antiPhishing: () => [...accountsKeys.all, 'anti-phishing'] as const,
};

export const LOGINS_PAGE_SIZE = 15;

/** The next page number, or undefined once the pages so far hold `total` rows. */
export const nextLoginsPage = (last: Paged<LoginRecord>, pageParam: number): number | undefined =>
  pageParam * LOGINS_PAGE_SIZE < last.total ? pageParam + 1 : undefined;

/** GET /safe/logins: the user's own sign-ins, newest first, page by page. */
export function useLoginHistory() {
  return useInfiniteQuery({
    queryKey: safetyKeys.logins(),
    queryFn: ({ pageParam, signal }) =>
      get<Paged<LoginRecord>>('/safe/logins', { page: pageParam, limit: LOGINS_PAGE_SIZE }, { silent: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageParam) => nextLoginsPage(last, pageParam),
  });
}

/** GET /safe/anti_phishing: the user's own code, or null. */
export function useAntiPhishing() {
  return useQuery({
    queryKey: safetyKeys.antiPhishing(),
    queryFn: ({ signal }) => get<AntiPhishingView>('/safe/anti_phishing', undefined, { silent: true, signal }),
  });
}

/** POST /safe/anti_phishing {code, pay_password | password}: answers the translated confirmation. */
export const setAntiPhishing = (body: AntiPhishingInput) => post<string>('/safe/anti_phishing', body);
