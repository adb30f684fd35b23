import type { PageKey, PageView } from '@app/api';
import type { Lang } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** GET /contactus, /aboutus, /operational_compliance: a titled HTML page. */
export const getPage = (key: PageKey, signal?: AbortSignal) =>
  get<PageView>(`/${key}`, undefined, { silent: true, signal });

export const pageQuery = (key: PageKey, lang: Lang) =>
  queryOptions({ queryKey: contentKeys.page(key, lang), queryFn: ({ signal }) => getPage(key, signal) });

export function usePage(key: PageKey) {
  const lang = useSession((s) => s.lang);
  return useQuery(pageQuery(key, lang));
}
