import type { PublicSiteConfig } from '@app/api';
import type { Lang } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** GET /getSiteConfig: site name, logo, service link, and which channels' codes wait in the dev outbox. */
export const getSiteConfig = (signal?: AbortSignal) =>
  get<PublicSiteConfig>('/getSiteConfig', undefined, { silent: true, loading: false, signal });

export const siteConfigQuery = (lang: Lang) =>
  queryOptions({
    queryKey: contentKeys.siteConfig(lang),
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: 5 * 60_000,
  });

export function useSiteConfig() {
  const lang = useSession((s) => s.lang);
  return useQuery(siteConfigQuery(lang));
}
