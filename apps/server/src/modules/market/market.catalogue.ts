/**
 * Reference data from the engine catalogue: coins, instruments and fiats with stable ids, written at every start
 * (insert-if-missing, so an admin's later edits survive) whatever the demo setting.
 *
 * Ids: pair instruments 1…13 in catalogue order, stock instruments 101…; stock tickers are currencies 1000…,
 * USD is 999 (docs/api-market.md). Stock symbols are `AAPL/USD` everywhere outside the engine catalogue.
 */
import { USD_ID, USDT_ID } from '@app/api';
import type { Executor } from '../../db';
import { COINS, CONTRACTS, defaultInstruments, FIATS, type Instrument, PAIRS, STOCKS } from './engine';
import { coins, fiats, instruments } from './market.tables';

const HOT = new Set(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'DOGE/USDT', 'AAPL/USD', 'NVDA/USD', 'TSLA/USD']);
const STOCK_INSTRUMENT_BASE = 100;
const STOCK_CURRENCY_BASE = 1000;

const stockSymbol = (ticker: string) => `${ticker}/USD`;

type InstrumentRow = typeof instruments.$inferInsert;
type CoinRow = typeof coins.$inferInsert;

export function catalogueCoins(): CoinRow[] {
  const crypto = COINS.map(
    (c): CoinRow => ({
      id: c.id,
      code: c.code,
      name: c.name,
      kind: 'crypto',
      precision: c.precision,
      networks: [...(c.networks ?? [])],
      logo: '',
    }),
  );
  const stocks = STOCKS.map(
    (s, i): CoinRow => ({
      id: STOCK_CURRENCY_BASE + i,
      code: s.symbol,
      name: s.name,
      kind: 'stock',
      precision: s.amountPrecision,
      networks: [],
      logo: '',
    }),
  );
  return [...crypto, ...stocks, { id: USD_ID, code: 'USD', name: 'US Dollar', kind: 'fiat', precision: 2 }];
}

function catalogueInstruments(): InstrumentRow[] {
  const pairs = PAIRS.map((p, i): InstrumentRow => {
    const coin = COINS.find((c) => c.code === p.base);
    const contract = CONTRACTS.find((c) => c.symbol === p.symbol);
    if (!coin) throw new Error(`pair ${p.symbol} has no coin`);
    return {
      id: i + 1,
      symbol: p.symbol,
      kind: 'spot',
      currencyId: coin.id,
      legalId: USDT_ID,
      name: coin.name,
      sort: i + 1,
      hot: HOT.has(p.symbol),
      precision: p.pricePrecision,
      amountPrecision: p.amountPrecision,
      logo: '',
      maxLeverage: contract?.maxLeverage ?? null,
      leverages: contract ? [...contract.leverages] : null,
      lotSize: contract?.lotSize ?? null,
    };
  });
  const stocks = STOCKS.map(
    (s, i): InstrumentRow => ({
      id: STOCK_INSTRUMENT_BASE + i + 1,
      symbol: stockSymbol(s.symbol),
      kind: 'stock',
      currencyId: STOCK_CURRENCY_BASE + i,
      legalId: USD_ID,
      name: s.name,
      sort: STOCK_INSTRUMENT_BASE + i + 1,
      hot: HOT.has(stockSymbol(s.symbol)),
      precision: s.pricePrecision,
      amountPrecision: s.amountPrecision,
      logo: '',
    }),
  );
  return [...pairs, ...stocks];
}

/** The engine's price series under the symbols the rest of the server uses (`AAPL` → `AAPL/USD`). */
export function simulatedSeries(): Instrument[] {
  return defaultInstruments().map((i) => (i.kind === 'stock' ? { ...i, symbol: stockSymbol(i.symbol) } : i));
}

/** Inserts missing reference rows; existing rows (maybe edited by an admin) are left alone. */
export async function seedCatalogue(ex: Executor): Promise<void> {
  await ex.insert(coins).values(catalogueCoins()).onConflictDoNothing();
  await ex.insert(instruments).values(catalogueInstruments()).onConflictDoNothing();
  await ex
    .insert(fiats)
    .values(
      FIATS.map((f, i) => ({
        code: f.code,
        name: f.name,
        symbol: f.sign,
        rate: f.rate,
        precision: f.precision,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}
