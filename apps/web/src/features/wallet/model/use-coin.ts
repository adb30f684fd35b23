import type { WalletCoin } from '@app/api/wallet';
import { useSearchParams } from 'react-router';
import { useDepositCoins } from '../api/deposit';

/** The coin and network of `?id=&network=` from the deposit/withdraw coin list (the first network if none given). */
export function useCoinParam(): {
  id: number | undefined;
  network: string;
  coin: WalletCoin | undefined;
  loading: boolean;
} {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const { data, isPending } = useDepositCoins();
  const wanted = params.get('network') ?? '';
  const coin = data?.find((c) => c.id === id && (wanted === '' || c.subName === wanted));
  return { id, network: coin?.subName ?? wanted, coin, loading: isPending };
}
