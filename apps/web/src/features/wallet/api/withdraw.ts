import { useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/request';
import { walletKeys } from './keys';
import type { WithdrawInfo, WithdrawRecord, WithdrawTarget } from './types';

/** POST /wallet/get_info {currency, network}: minimum, fee, available and the 24 h limit. */
export function useWithdrawInfo(currency: number | undefined, network: string) {
  return useQuery({
    queryKey: walletKeys.withdrawInfo(currency ?? 0, network),
    queryFn: ({ signal }) => post<WithdrawInfo>('/wallet/get_info', { currency, network }, { silent: true, signal }),
    enabled: currency !== undefined,
  });
}

export type WithdrawRequest = {
  currency: number;
  network: string;
  number: string;
  target_type: WithdrawTarget;
  target_id?: number;
  pay_password: string;
};

/** POST /wallet/out. A 998 answer (verification needed) is handled by the request helper. */
export const submitWithdraw = (params: WithdrawRequest) => post<WithdrawRecord>('/wallet/out', params);
