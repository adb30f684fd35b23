import type { WalletCoin } from '@app/api/wallet';
import { useSearchParams } from 'react-router';
import { useDepositCoins } from '../api/deposit';
import { WALLET_PATHS } from '../wallet-paths';
import type { WalletAction } from './action';

/**
 * The coin picker to show instead of a page whose link names no coin it can open, or null. Without `?id` the page
 * once waited forever for a coin nobody asked for (issue 29); an unknown id or network (a stale link) gets the
 * picker too, narrowed to that coin's networks when the coin exists.
 */
export function coinPickerPath(
  action: WalletAction,
  id: number | undefined,
  coins: readonly WalletCoin[] | undefined,
  network: string,
): string | null {
  const picker = `${WALLET_PATHS.select}?action=${action}`;
  if (id === undefined) return picker;
  if (!coins) return null;
  const networks = coins.filter((c) => c.id === id);
  if (networks.length === 0) return picker;
  return network === '' || networks.some((c) => c.subName === network) ? null : `${picker}&coin=${id}`;
}

/** The coin and network of `?id=&network=` from the deposit/withdraw coin list (the first network if none given). */
export function useCoinParam(action: WalletAction): {
  id: number | undefined;
  network: string;
  coin: WalletCoin | undefined;
  loading: boolean;
  /** Where to go instead (the coin picker), when the link names no coin this page can open. */
  picker: string | null;
} {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const { data, isPending } = useDepositCoins();
  const wanted = params.get('network') ?? '';
  const coin = data?.find((c) => c.id === id && (wanted === '' || c.subName === wanted));
  return {
    id,
    network: coin?.subName ?? wanted,
    coin,
    loading: isPending,
    picker: coinPickerPath(action, id, data, wanted),
  };
}
