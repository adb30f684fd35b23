import type { ExchangeBody, ExchangeCoin, ExchangeQuote, ExchangeQuoteBody, ExchangeResult } from '@app/api/wallet';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../../lib/request';
import { QUOTE_REFRESH_MS } from '../model/quote-countdown';
import { walletKeys } from './keys';

/** POST /user/getTransferList: coins that can be exchanged, with the spot account's available. */
export function useExchangeCoins() {
  return useQuery({
    queryKey: walletKeys.exchangeCoins(),
    queryFn: ({ signal }) => post<ExchangeCoin[]>('/user/getTransferList', undefined, { silent: true, signal }),
  });
}

export const getQuote = (from: number, to: number, signal?: AbortSignal) =>
  post<ExchangeQuote>(
    '/user/getTransferFee',
    { from_currency_id: from, to_currency_id: to } satisfies z.input<typeof ExchangeQuoteBody>,
    { silent: true, signal, loading: false },
  );

/** POST /user/getTransferFee: a quote living 15 s on the server, asked again every 10 s while the page is open. */
export function useQuote(from: number | undefined, to: number | undefined) {
  return useQuery({
    queryKey: walletKeys.quote(from ?? 0, to ?? 0),
    queryFn: ({ signal }) => getQuote(from!, to!, signal),
    enabled: from !== undefined && to !== undefined && from !== to,
    refetchInterval: QUOTE_REFRESH_MS,
    refetchIntervalInBackground: false,
    gcTime: 0,
  });
}

/** POST /user/Transfer. Silent: the page tells a changed price apart from other failures. */
export const submitExchange = (body: z.input<typeof ExchangeBody>) =>
  post<ExchangeResult>('/user/Transfer', body, { silent: true });
