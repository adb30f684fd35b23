import type { PlatformStatus } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/request';

/** `GET /admin/platform` (super, finance): this instance's modules, sweepers, jobs and channels. */
export const PLATFORM_REFRESH_MS = 5_000;
export const platformKeys = { status: ['platform', 'status'] as const };

export function usePlatformStatus() {
  return useQuery({
    queryKey: platformKeys.status,
    queryFn: () => api.get<PlatformStatus>('/platform'),
    refetchInterval: PLATFORM_REFRESH_MS,
    staleTime: 0,
  });
}
