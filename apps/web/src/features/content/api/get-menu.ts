import type { MenuItem } from '@app/api';
import type { Lang } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** GET /menu: the home shortcut grid, names translated. */
export const getMenu = (signal?: AbortSignal) => get<MenuItem[]>('/menu', undefined, { silent: true, signal });

export const menuQuery = (lang: Lang) =>
  queryOptions({ queryKey: contentKeys.menu(lang), queryFn: ({ signal }) => getMenu(signal) });

export function useMenu() {
  const lang = useSession((s) => s.lang);
  return useQuery(menuQuery(lang));
}
