import type { HouseDay } from '../api/types';
import { sumDecimals } from './ratio';

export type CoinTotal = { currency: string; orders: number; house_net: string; fees: string };

/** Per coin, the sums of the days listed, in the order coins first appear (the newest day's first). */
export function houseTotals(days: readonly HouseDay[]): CoinTotal[] {
  const coins = [...new Set(days.map((d) => d.currency))];
  return coins.map((currency) => {
    const mine = days.filter((d) => d.currency === currency);
    return {
      currency,
      orders: mine.reduce((n, d) => n + d.orders, 0),
      house_net: sumDecimals(mine.map((d) => d.house_net)),
      fees: sumDecimals(mine.map((d) => d.fees)),
    };
  });
}
