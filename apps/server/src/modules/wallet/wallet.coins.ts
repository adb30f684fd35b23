/**
 * The coins the wallet knows (the market module's catalogue, crypto only) and their deposit/withdraw settings per
 * network (`wallet_coin_settings`, seeded once with the defaults below, edited in the back office).
 */
import { type Amount, gt, normalize } from '@app/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { AppError } from '../../errors';
import { catalogueCoins } from '../market';
import { walletCoinSettings } from './wallet.tables';

export type Coin = { id: number; code: string; name: string; logo: string };
type CoinSettingRow = typeof walletCoinSettings.$inferSelect;

/** Crypto coins of the market catalogue (BTC 1, ETH 2, USDT 3, …), in id order. */
export const walletCoins = (): Coin[] =>
  catalogueCoins()
    .filter((c) => c.kind === 'crypto')
    .map((c) => ({ id: c.id, code: c.code, name: c.name, logo: c.logo ?? '' }))
    .sort((a, b) => a.id - b.id);

export function coinById(id: number | string, field = 'currency'): Coin {
  const coin = walletCoins().find((c) => c.id === Number(id) || c.code === String(id).toUpperCase());
  if (!coin) throw AppError.invalid(field, 'validation.invalid');
  return coin;
}

/** Spec §3: BTC, ETH and USDT on ERC20 and TRC20. Fees and minimums are the platform's defaults. */
const DEFAULT_COIN_SETTINGS = [
  { coinId: 1, currency: 'BTC', network: 'BTC', minDeposit: '0.0001', minWithdraw: '0.001', withdrawFee: '0.0005' },
  { coinId: 2, currency: 'ETH', network: 'ERC20', minDeposit: '0.001', minWithdraw: '0.01', withdrawFee: '0.005' },
  { coinId: 3, currency: 'USDT', network: 'ERC20', minDeposit: '1', minWithdraw: '10', withdrawFee: '5' },
  { coinId: 3, currency: 'USDT', network: 'TRC20', minDeposit: '1', minWithdraw: '10', withdrawFee: '1' },
] as const;

/** Inserts the default rows that are missing (an admin's edits survive restarts). */
export async function ensureCoinSettings(ex: Executor): Promise<void> {
  await ex
    .insert(walletCoinSettings)
    .values(DEFAULT_COIN_SETTINGS.map((s, i) => ({ ...s, sort: i + 1 })))
    .onConflictDoNothing();
}

export const listCoinSettings = (ex: Executor): Promise<CoinSettingRow[]> =>
  ex.select().from(walletCoinSettings).orderBy(asc(walletCoinSettings.sort), asc(walletCoinSettings.id));

/** The setting of a coin on a network (the coin's first network when none is given); unknown → field error. */
export async function coinSetting(ex: Executor, coinId: number, network?: string): Promise<CoinSettingRow> {
  const rows = await ex
    .select()
    .from(walletCoinSettings)
    .where(
      network
        ? and(eq(walletCoinSettings.coinId, coinId), eq(walletCoinSettings.network, network.trim().toUpperCase()))
        : eq(walletCoinSettings.coinId, coinId),
    )
    .orderBy(asc(walletCoinSettings.sort), asc(walletCoinSettings.id));
  const row = rows[0];
  if (!row)
    throw AppError.invalid(network ? 'network' : 'currency', network ? 'validation.network' : 'validation.invalid');
  return row;
}

/** Fee rate of an exchange into `coinId`: the highest of its networks' rates, 0.1 % for coins without a row. */
export async function exchangeFeeRate(ex: Executor, coinId: number): Promise<Amount> {
  const rows = await ex.select().from(walletCoinSettings).where(eq(walletCoinSettings.coinId, coinId));
  let rate = rows.length === 0 ? '0.001' : '0';
  for (const r of rows) if (gt(r.exchangeFeeRate, rate)) rate = r.exchangeFeeRate;
  return normalize(rate);
}
