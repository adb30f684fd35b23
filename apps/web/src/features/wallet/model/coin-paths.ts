import type { WalletCoin } from '@app/api/wallet';
import { WALLET_PATHS } from '../wallet-paths';

type Coin = { currency_id: number; currency: string };

/** The quote currency of the spot pairs a coin page offers to trade in. */
const QUOTE = 'USDT';

/** A trading account's coin trades on its own screen (contracts, stocks, seconds options); any other on spot. */
function tradePath(coin: Coin, field: string): string {
  if (field === 'lever') return '/pages/transaction/contract';
  if (field === 'stock') return '/pages/transaction/index2';
  if (field === 'micro') return '/pages/transaction/seconds_order';
  return coin.currency === QUOTE
    ? '/pages/transaction/index'
    : `/pages/transaction/index?symbol=${encodeURIComponent(`${coin.currency}/${QUOTE}`)}`;
}

/**
 * Where a coin page's buttons lead. Deposit and withdrawal need a network: with one open network the form opens on
 * it, with several the coin list opens on this coin's networks, with none the button is off (undefined).
 */
export function coinPaths(
  coin: Coin,
  field: string,
  networks: readonly Pick<WalletCoin, 'id' | 'subName' | 'status' | 'deposit_enabled' | 'withdraw_enabled'>[],
): { recharge?: string; withdraw?: string; transfer: string; trade: string } {
  const open = networks.filter((n) => n.id === coin.currency_id && Number(n.status) === 1);
  const pick = (action: 'recharge' | 'withdraw', enabled: (n: (typeof open)[number]) => boolean) => {
    const list = open.filter(enabled);
    const form = action === 'recharge' ? WALLET_PATHS.receive : WALLET_PATHS.withdraw;
    if (list.length === 1)
      return `${form}?id=${coin.currency_id}&network=${encodeURIComponent(list[0]?.subName ?? '')}`;
    if (list.length > 1) return `${WALLET_PATHS.select}?action=${action}&coin=${coin.currency_id}`;
    return undefined;
  };
  return {
    recharge: pick('recharge', (n) => n.deposit_enabled),
    withdraw: pick('withdraw', (n) => n.withdraw_enabled),
    transfer: `${WALLET_PATHS.fundTransfer}?currency=${coin.currency_id}&from=${field}`,
    trade: tradePath(coin, field),
  };
}
