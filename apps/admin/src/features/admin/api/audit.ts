import type { AuditQuery, AuditRow } from '@app/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';

export type AuditEntry = AuditRow;

export type { AuditQuery };

export const auditKeys = { all: ['audit'] as const, list: (q: AuditQuery) => ['audit', 'list', q] as const };

export function useAuditLog(q: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(q),
    queryFn: () => api.get<Paged<AuditEntry>>('/audit', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
