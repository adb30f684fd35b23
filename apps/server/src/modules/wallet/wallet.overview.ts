/**
 * Fund overview: every enabled coin in every account kind (zero rows included), valued in USDT at the market's
 * last prices and in the chosen display fiat (rates per 1 USD; USDT is counted as 1 USD).
 */
import { type Amount, add } from '@app/money';
import { AppError } from '../../errors';
import { ACCOUNT_KIND, type AccountKind, balances } from '../ledger';
import { displayValue, fieldOfKind } from './wallet.calc';
import { coinById, walletCoins } from './wallet.coins';
import type { WalletDeps } from './wallet.context';

const KINDS = Object.values(ACCOUNT_KIND) as AccountKind[];

export function createOverviewService(deps: WalletDeps) {
  const { db } = deps;

  async function fiatRate(code: string | undefined) {
    const fiats = await deps.fiats();
    const want = (code ?? 'USD').toUpperCase();
    const fiat = fiats.find((f) => f.currency_code === want);
    if (!fiat) throw AppError.invalid('fiat', 'validation.invalid');
    return fiat;
  }

  async function held(userId: number) {
    const map = new Map<string, { available: Amount; frozen: Amount }>();
    for (const b of await balances(db, userId)) map.set(`${b.kind}:${b.currency}`, b);
    return map;
  }

  function coinLine(
    coin: ReturnType<typeof walletCoins>[number],
    b: { available: Amount; frozen: Amount } | undefined,
    rate: Amount,
    fiat: string,
  ) {
    const available = b?.available ?? '0';
    const frozen = b?.frozen ?? '0';
    const total = add(available, frozen);
    const usdt = displayValue(total, deps.usdtPrice(coin.code), 'USDT');
    return {
      currency_id: coin.id,
      currency: coin.code,
      name: coin.name,
      logo: coin.logo,
      available,
      frozen,
      total,
      usdt_value: usdt,
      fiat_value: displayValue(usdt, rate, fiat),
    };
  }

  return {
    async list(userId: number, fiatCode?: string) {
      const fiat = await fiatRate(fiatCode);
      const map = await held(userId);
      const coins = walletCoins();
      let totalUsdt = '0';
      const accounts = KINDS.map((kind) => {
        const lines = coins.map((c) => coinLine(c, map.get(`${kind}:${c.code}`), fiat.rate, fiat.currency_code));
        const usdt = lines.reduce((s, l) => add(s, l.usdt_value), '0');
        totalUsdt = add(totalUsdt, usdt);
        return {
          kind,
          field: fieldOfKind(kind),
          total_usdt: usdt,
          total_fiat: displayValue(usdt, fiat.rate, fiat.currency_code),
          coins: lines,
        };
      });
      return {
        total_usdt: totalUsdt,
        total_fiat: displayValue(totalUsdt, fiat.rate, fiat.currency_code),
        fiat: fiat.currency_code,
        rate: fiat.rate,
        accounts,
      };
    },

    async detail(userId: number, currency: number, kind: AccountKind) {
      const coin = coinById(currency);
      const map = await held(userId);
      const line = coinLine(coin, map.get(`${kind}:${coin.code}`), '1', 'USD');
      return {
        currency_id: coin.id,
        currency: coin.code,
        kind,
        field: fieldOfKind(kind),
        available: line.available,
        frozen: line.frozen,
        total: line.total,
        usdt_value: line.usdt_value,
      };
    },

    async perCoin(userId: number) {
      const all = await balances(db, userId);
      return walletCoins().map((c) => {
        const total = all
          .filter((b) => b.currency === c.code)
          .reduce((s, b) => add(s, add(b.available, b.frozen)), '0');
        return {
          id: c.id,
          name: c.code,
          logo: c.logo,
          total,
          usdt_value: displayValue(total, deps.usdtPrice(c.code), 'USDT'),
        };
      });
    },

    async rates(code?: string) {
      if (code) return fiatRate(code);
      return deps.fiats();
    },
  };
}
