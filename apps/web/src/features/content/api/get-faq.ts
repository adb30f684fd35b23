import type { FaqItem } from '@app/api';
import type { Lang } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** GET /faq: questions and sanitized HTML answers. */
export const getFaq = (signal?: AbortSignal) => get<FaqItem[]>('/faq', undefined, { silent: true, signal });

export const faqQuery = (lang: Lang) =>
  queryOptions({ queryKey: contentKeys.faq(lang), queryFn: ({ signal }) => getFaq(signal) });

export function useFaq() {
  const lang = useSession((s) => s.lang);
  return useQuery(faqQuery(lang));
}
