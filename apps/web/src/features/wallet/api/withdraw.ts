import type { Withdrawal, WithdrawBody, WithdrawInfo, WithdrawInfoBody } from '@app/api/wallet';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../../lib/request';
import { walletKeys } from './keys';

/** POST /wallet/get_info {currency, network}: minimum, fee, available and the 24 h limit. */
export function useWithdrawInfo(currency: number | undefined, network: string) {
  return useQuery({
    queryKey: walletKeys.withdrawInfo(currency ?? 0, network),
    queryFn: ({ signal }) =>
      post<WithdrawInfo>('/wallet/get_info', { currency, network } satisfies z.input<typeof WithdrawInfoBody>, {
        silent: true,
        signal,
      }),
    enabled: currency !== undefined,
    // Fetched again on every visit: the balance, the 24 h use and the verification level change between visits
    // (a verification approved meanwhile must not still be reported missing).
    staleTime: 0,
  });
}

/** POST /wallet/out. A 998 answer (verification needed) is handled by the request helper. */
export const submitWithdraw = (body: z.input<typeof WithdrawBody>) => post<Withdrawal>('/wallet/out', body);
