import type { OutboxRow } from '@app/api/notify';
import type { PageQuery } from '@app/api/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/request';
import type { Paged } from '../../shared/api/types';

// `GET /admin/outbox` of docs/api-accounts.md: demo mode only (otherwise the server answers an error).

export type { OutboxRow as OutboxMessage };
export type OutboxQuery = PageQuery;

export const OUTBOX_REFRESH_MS = 5_000;

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (q: OutboxQuery) => ['outbox', 'list', q] as const,
};

/**
 * Polls every 5 s while the screen is open. Silent: the error (no demo mode) is shown on the screen itself rather
 * than as a toast repeated at every poll, and polling stops once the server has said no.
 */
export function useOutbox(q: OutboxQuery) {
  return useQuery({
    queryKey: outboxKeys.list(q),
    queryFn: () => adminRequest<Paged<OutboxRow>>('GET', '/outbox', { query: q, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? false : OUTBOX_REFRESH_MS),
  });
}
