/**
 * The original product's field names beside ours (reference §5, docs/original-client.md): pure mappings from our
 * answers to the fields its compiled client reads. Amounts stay decimal strings. Each original field is one of ours
 * under another name, or read from the same sources as ours (the market's USDT prices, the coin settings).
 */
import type {
  ORIGINAL_WALLET_FIELDS,
  WalletCoin,
  WalletDetail,
  WalletListAnswer,
  WalletOverview,
  WithdrawInfo,
} from '@app/api';
import type { UsdtPrice } from './wallet.calc';

type OriginalWallets = Omit<WalletListAnswer, keyof WalletOverview>;
type Pair<F extends string> = Record<`${F}_balance` | `lock_${F}_balance`, string>;

/** `<field>_balance` (available) and `lock_<field>_balance` (frozen), the original's column names. */
const balancePair = <F extends string>(field: F, available: string, frozen: string): Pair<F> =>
  ({ [`${field}_balance`]: available, [`lock_${field}_balance`]: frozen }) as Pair<F>;

/** Coins whose deposits land in an account: deposits credit `change`, for coins with a deposit-enabled network. */
export type Depositable = { coinIds: ReadonlySet<number>; open: boolean };
const isCharge = (field: string, coinId: number, d: Depositable) => field === 'change' && d.coinIds.has(coinId);

/** From the deposit/withdraw coin list: coins with a deposit-enabled network; `open` when any network is open. */
export const depositableOf = (coins: readonly WalletCoin[]): Depositable => ({
  coinIds: new Set(coins.filter((c) => c.deposit_enabled).map((c) => c.id)),
  open: coins.some((c) => c.deposit_enabled || c.withdraw_enabled),
});

/** `/wallet/list`: `{legal,change,micro,lever,moni}_wallet: {balance: rows, usdt_totle}`, `ExRate`, `is_open_CTbi`. */
export function originalWallets(o: WalletOverview, usdtPrice: UsdtPrice, d: Depositable): OriginalWallets {
  const wallet = <F extends (typeof ORIGINAL_WALLET_FIELDS)[number]>(field: F) => {
    const account = o.accounts.find((a) => a.field === field);
    return {
      balance: (account?.coins ?? []).map((c) => ({
        currency: c.currency_id,
        currency_name: c.currency,
        ...balancePair(field, c.available, c.frozen),
        usdt_price: usdtPrice(c.currency) ?? '0',
        is_charge: isCharge(field, c.currency_id, d),
      })),
      usdt_totle: account?.total_usdt ?? '0',
    };
  };
  return {
    legal_wallet: wallet('legal'),
    change_wallet: wallet('change'),
    micro_wallet: wallet('micro'),
    lever_wallet: wallet('lever'),
    // The original client's source reads it without a check; there is no simulated account here.
    moni_wallet: { balance: [], usdt_totle: '0' },
    ExRate: o.rate,
    is_open_CTbi: d.open ? '1' : '0',
  };
}

/** `/wallet/detail`: the asked account's pair, `currency_name`, `usdt_price`, `ExRate`, `is_charge`. */
export function originalDetail(w: WalletDetail, usdtPrice: UsdtPrice, exRate: string, d: Depositable) {
  return {
    ...balancePair(w.field, w.available, w.frozen),
    currency_name: w.currency,
    usdt_price: usdtPrice(w.currency) ?? '0',
    ExRate: exRate,
    is_charge: isCharge(w.field, w.currency_id, d),
  };
}

/** `/wallet/get_info`: `{rate, min_number, name, legal_balance, change_balance}`. */
export function originalWithdrawInfo(info: WithdrawInfo, legalAvailable: string) {
  return {
    rate: info.fee,
    min_number: info.min,
    name: info.currency,
    legal_balance: legalAvailable,
    change_balance: info.available,
  };
}
