import type { FiatRate } from '@app/api/market';
import type { UserCurrency, WalletDetail, WalletDetailBody, WalletListBody, WalletOverview } from '@app/api/wallet';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { get, post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { walletKeys } from './keys';
import type { AccountField } from './types';

/** POST /wallet/list {fiat}: every account kind with every enabled coin (zero rows included). */
export const getOverview = (fiat: string, signal?: AbortSignal) =>
  post<WalletOverview>('/wallet/list', { fiat } satisfies z.input<typeof WalletListBody>, { silent: true, signal });

export function useOverview() {
  const token = useSession((s) => s.token);
  const fiat = useSession((s) => s.fiat.currency_code);
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: walletKeys.overview(fiat, lang),
    queryFn: ({ signal }) => getOverview(fiat, signal),
    enabled: token !== '',
  });
}

/** GET /currency/user_currency_list: the user's total per coin across kinds (the home card). */
export function useUserCurrencies() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: walletKeys.userCurrencies(),
    queryFn: ({ signal }) => get<UserCurrency[]>('/currency/user_currency_list', undefined, { silent: true, signal }),
    enabled: token !== '',
  });
}

/**
 * GET /wallet/getRateCurrency: rates per 1 USD (asked without `id`, the answer is the list, not one rate). A new list replaces the session's fiat rate by code (spec §3),
 * so every amount on screen converts with the server's rate, never an invented one.
 */
export function useFiatRates() {
  const refresh = useSession((s) => s.refreshFiatFromList);
  const query = useQuery({
    queryKey: walletKeys.rates(),
    queryFn: ({ signal }) => get<FiatRate[]>('/wallet/getRateCurrency', undefined, { silent: true, signal }),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) refresh(query.data);
  }, [query.data, refresh]);
  return query;
}

/** POST /wallet/detail {currency, type}: one coin in one account (the transfer's "available"). */
export function useWalletDetail(currency: number | undefined, field: AccountField) {
  return useQuery({
    queryKey: walletKeys.detail(currency ?? 0, field),
    queryFn: ({ signal }) =>
      post<WalletDetail>('/wallet/detail', { currency, type: field } satisfies z.input<typeof WalletDetailBody>, {
        silent: true,
        signal,
      }),
    enabled: currency !== undefined,
  });
}
