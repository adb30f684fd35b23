import type { FavouriteAddBody, FavouriteDelBody } from '@app/api/market';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { marketKeys } from './keys';
import type { Quote } from './types';

/** GET /optional/list (auth): favourites in the order added. */
export const getFavourites = (signal?: AbortSignal) =>
  get<Quote[]>('/optional/list', undefined, { silent: true, signal, loading: false });

/** POST /optional/add {currency_id}: an instrument id. */
export const addFavourite = (id: number) =>
  post<string>('/optional/add', { currency_id: id } satisfies z.input<typeof FavouriteAddBody>);

/** POST /optional/del {currency_id, id}: both names carry the instrument id (the spec's payload). */
export const removeFavourite = (id: number) =>
  post<string>('/optional/del', { currency_id: id, id } satisfies z.input<typeof FavouriteDelBody>);

/** The list is per user, so the key carries the token; with no token there is nothing to ask. */
export const favouritesQuery = (token: string) =>
  queryOptions({ queryKey: marketKeys.favourites(token), queryFn: ({ signal }) => getFavourites(signal) });

export function useFavourites() {
  const token = useSession((s) => s.token);
  return useQuery({ ...favouritesQuery(token), enabled: token !== '' });
}

/** One mutation per action: toggles a favourite, then refreshes the list. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quote, on }: { quote: Quote; on: boolean }) =>
      on ? addFavourite(quote.id) : removeFavourite(quote.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.favouritesAll() }),
  });
}
