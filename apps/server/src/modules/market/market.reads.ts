/** Public market reads: quote lists, search, detail, contracts, display fiats. */

import {
  type ContractQuote,
  type FiatRate,
  type QuotationGroup,
  type Quote,
  SEARCH_KEYWORD_MAX,
  USD_ID,
  USDT_ID,
} from '@app/api';
import { normalize } from '@app/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import type { MarketService } from './market.service';
import { fiats } from './market.tables';

export type MarketReads = ReturnType<typeof createMarketReads>;

export function createMarketReads(db: Db, market: Pick<MarketService, 'registry' | 'quotes'>) {
  const { registry } = market;
  const enabled = () => registry.enabled();

  return {
    quotation(): QuotationGroup[] {
      const list = enabled();
      return [
        { id: USDT_ID, name: 'USDT', quotes: market.quotes(list.filter((i) => i.kind === 'spot')) },
        { id: USD_ID, name: 'USD', quotes: market.quotes(list.filter((i) => i.kind === 'stock')) },
      ];
    },

    contracts(): ContractQuote[] {
      const list = enabled().filter((i) => i.maxLeverage !== null && i.lotSize !== null);
      const quotes = market.quotes(list);
      return list.map((inst, k) => ({
        ...(quotes[k] as Quote),
        max_leverage: inst.maxLeverage ?? 0,
        leverages: inst.leverages ?? [],
        lot_size: normalize(inst.lotSize ?? '0'),
      }));
    },

    /** Case-insensitive match on symbol (with or without the slash), coin code or display name. */
    search(keyword: string | undefined): Quote[] {
      const k = (keyword ?? '').trim();
      if (k === '') throw AppError.invalid('search_keyword', 'validation.required');
      if (k.length > SEARCH_KEYWORD_MAX) {
        throw AppError.invalid('search_keyword', 'validation.too_long', { max: SEARCH_KEYWORD_MAX });
      }
      const needle = k.toUpperCase();
      const compact = needle.replace(/[^A-Z0-9]/g, '');
      const hits = enabled().filter(
        (i) =>
          i.symbol.toUpperCase().includes(needle) ||
          (compact !== '' && i.symbol.replace('/', '').toUpperCase().includes(compact)) ||
          i.currencyName.toUpperCase().includes(needle) ||
          i.name.toUpperCase().includes(needle),
      );
      return market.quotes(hits);
    },

    hot(): Quote[] {
      return market.quotes(enabled().filter((i) => i.hot));
    },

    detail(q: { symbol?: string | undefined; id?: number | undefined }): Quote {
      const inst = q.id !== undefined ? registry.find(q.id) : q.symbol ? registry.find(q.symbol) : undefined;
      if (!inst?.enabled) throw new AppError('NOT_FOUND');
      return market.quotes([inst])[0] as Quote;
    },

    async fiats(): Promise<FiatRate[]> {
      const rows = await db
        .select()
        .from(fiats)
        .where(eq(fiats.enabled, true))
        .orderBy(asc(fiats.sort), asc(fiats.code));
      return rows.map((f) => ({
        currency_code: f.code,
        symbol: f.symbol,
        name: f.name,
        rate: normalize(f.rate),
      }));
    },
  };
}
