import type { BannerItem } from '@app/api/content';
import { BANNER_CATEGORY } from '@app/api/envelope';
import type { Lang } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** POST /banner/list {c_id: 5}: home banners in sort order. */
export const getBannerList = (cId = BANNER_CATEGORY, signal?: AbortSignal) =>
  post<BannerItem[]>('/banner/list', { c_id: cId }, { silent: true, signal });

export const bannerListQuery = (lang: Lang) =>
  queryOptions({
    queryKey: contentKeys.bannerList(BANNER_CATEGORY, lang),
    queryFn: ({ signal }) => getBannerList(BANNER_CATEGORY, signal),
  });

export function useBannerList() {
  const lang = useSession((s) => s.lang);
  return useQuery(bannerListQuery(lang));
}
