/**
 * The default instrument catalogue, as data. Prices, rates and volumes are decimal strings; volatility and drift
 * are annualised simulation parameters (plain numbers: they never become money, they only shape the random walk).
 */
import type { TradingSession } from './sessions';

interface CoinDef {
  id: number;
  code: string;
  name: string;
  /** Decimal places of balances in this coin. */
  precision: number;
  /** Plausible start price in USDT. */
  startPrice: string;
  /** Annualised volatility of log returns (0.6 = 60 %). */
  volatility: number;
  /** Annualised drift of the price. */
  drift: number;
  /** Typical traded amount per day, in coin units. */
  dailyVolume: string;
  /** Deposit/withdrawal networks, when the coin lives on several chains. */
  networks?: readonly string[];
}

interface PairDef {
  symbol: string;
  base: string;
  quote: string;
  pricePrecision: number;
  amountPrecision: number;
}

interface ContractDef {
  /** Perpetual on the spot pair's price; same symbol as the pair. */
  symbol: string;
  base: string;
  quote: string;
  kind: 'perpetual';
  maxLeverage: number;
  leverages: readonly number[];
  /** Base units per lot. */
  lotSize: string;
}

interface StockDef {
  symbol: string;
  name: string;
  exchange: 'NASDAQ' | 'NYSE';
  currency: 'USD';
  startPrice: string;
  volatility: number;
  drift: number;
  /** Typical shares traded per day. */
  dailyVolume: string;
  pricePrecision: number;
  amountPrecision: number;
}

interface FiatDef {
  code: string;
  name: string;
  sign: string;
  /** Display rate: units of this currency per 1 USD. */
  rate: string;
  precision: number;
}

/** What the simulator and the history generator need to know about one tradable price series. */
export interface Instrument {
  symbol: string;
  kind: 'crypto' | 'stock';
  base: string;
  quote: string;
  pricePrecision: number;
  amountPrecision: number;
  startPrice: string;
  volatility: number;
  drift: number;
  dailyVolume: string;
  /** Stocks only: when the exchange is open. Crypto trades 24/7. */
  session?: TradingSession;
  /** Expected jumps per year (Poisson); defaults per kind in the simulator. */
  jumpsPerYear?: number;
}

/** NYSE and NASDAQ regular hours: 09:30–16:00 New York time, Monday–Friday (holidays not modelled). */
export const NYSE_SESSION: TradingSession = {
  timeZone: 'America/New_York',
  open: '09:30',
  close: '16:00',
  days: [1, 2, 3, 4, 5],
};

export const COINS: readonly CoinDef[] = [
  {
    id: 1,
    code: 'BTC',
    name: 'Bitcoin',
    precision: 8,
    startPrice: '65000.00',
    volatility: 0.6,
    drift: 0.15,
    dailyVolume: '25000',
  },
  {
    id: 2,
    code: 'ETH',
    name: 'Ethereum',
    precision: 8,
    startPrice: '3200.00',
    volatility: 0.75,
    drift: 0.12,
    dailyVolume: '300000',
  },
  {
    id: 3,
    code: 'USDT',
    name: 'Tether USD',
    precision: 6,
    startPrice: '1',
    volatility: 0.005,
    drift: 0,
    dailyVolume: '50000000000',
    networks: ['ERC20', 'TRC20'],
  },
  {
    id: 4,
    code: 'LTC',
    name: 'Litecoin',
    precision: 8,
    startPrice: '85.00',
    volatility: 0.8,
    drift: 0.05,
    dailyVolume: '900000',
  },
  {
    id: 5,
    code: 'BNB',
    name: 'BNB',
    precision: 8,
    startPrice: '580.0',
    volatility: 0.65,
    drift: 0.1,
    dailyVolume: '600000',
  },
  {
    id: 6,
    code: 'SOL',
    name: 'Solana',
    precision: 8,
    startPrice: '150.00',
    volatility: 0.9,
    drift: 0.15,
    dailyVolume: '8000000',
  },
  {
    id: 7,
    code: 'XRP',
    name: 'XRP',
    precision: 6,
    startPrice: '0.5500',
    volatility: 0.85,
    drift: 0.05,
    dailyVolume: '1500000000',
  },
  {
    id: 8,
    code: 'DOGE',
    name: 'Dogecoin',
    precision: 8,
    startPrice: '0.12000',
    volatility: 1.0,
    drift: 0.05,
    dailyVolume: '6000000000',
  },
  {
    id: 9,
    code: 'ADA',
    name: 'Cardano',
    precision: 6,
    startPrice: '0.4500',
    volatility: 0.85,
    drift: 0.05,
    dailyVolume: '700000000',
  },
  {
    id: 10,
    code: 'TRX',
    name: 'TRON',
    precision: 6,
    startPrice: '0.12000',
    volatility: 0.6,
    drift: 0.08,
    dailyVolume: '2500000000',
  },
  {
    id: 11,
    code: 'DOT',
    name: 'Polkadot',
    precision: 10,
    startPrice: '7.000',
    volatility: 0.85,
    drift: 0.03,
    dailyVolume: '25000000',
  },
  {
    id: 12,
    code: 'LINK',
    name: 'Chainlink',
    precision: 8,
    startPrice: '15.000',
    volatility: 0.9,
    drift: 0.08,
    dailyVolume: '20000000',
  },
  {
    id: 13,
    code: 'AVAX',
    name: 'Avalanche',
    precision: 8,
    startPrice: '35.00',
    volatility: 0.9,
    drift: 0.08,
    dailyVolume: '10000000',
  },
  {
    id: 14,
    code: 'BCH',
    name: 'Bitcoin Cash',
    precision: 8,
    startPrice: '400.0',
    volatility: 0.8,
    drift: 0.05,
    dailyVolume: '800000',
  },
];

export const PAIRS: readonly PairDef[] = [
  { symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', pricePrecision: 2, amountPrecision: 6 },
  { symbol: 'ETH/USDT', base: 'ETH', quote: 'USDT', pricePrecision: 2, amountPrecision: 4 },
  { symbol: 'LTC/USDT', base: 'LTC', quote: 'USDT', pricePrecision: 2, amountPrecision: 3 },
  { symbol: 'BNB/USDT', base: 'BNB', quote: 'USDT', pricePrecision: 2, amountPrecision: 3 },
  { symbol: 'SOL/USDT', base: 'SOL', quote: 'USDT', pricePrecision: 2, amountPrecision: 2 },
  { symbol: 'XRP/USDT', base: 'XRP', quote: 'USDT', pricePrecision: 4, amountPrecision: 1 },
  { symbol: 'DOGE/USDT', base: 'DOGE', quote: 'USDT', pricePrecision: 5, amountPrecision: 0 },
  { symbol: 'ADA/USDT', base: 'ADA', quote: 'USDT', pricePrecision: 4, amountPrecision: 1 },
  { symbol: 'TRX/USDT', base: 'TRX', quote: 'USDT', pricePrecision: 5, amountPrecision: 0 },
  { symbol: 'DOT/USDT', base: 'DOT', quote: 'USDT', pricePrecision: 3, amountPrecision: 2 },
  { symbol: 'LINK/USDT', base: 'LINK', quote: 'USDT', pricePrecision: 3, amountPrecision: 2 },
  { symbol: 'AVAX/USDT', base: 'AVAX', quote: 'USDT', pricePrecision: 2, amountPrecision: 2 },
  { symbol: 'BCH/USDT', base: 'BCH', quote: 'USDT', pricePrecision: 2, amountPrecision: 3 },
];

const STANDARD_LEVERAGES = [5, 10, 20, 50, 100] as const;

function perpetual(base: string, maxLeverage: number, lotSize: string): ContractDef {
  return {
    symbol: `${base}/USDT`,
    base,
    quote: 'USDT',
    kind: 'perpetual',
    maxLeverage,
    leverages: STANDARD_LEVERAGES.filter((l) => l <= maxLeverage),
    lotSize,
  };
}

export const CONTRACTS: readonly ContractDef[] = [
  perpetual('BTC', 100, '0.001'),
  perpetual('ETH', 100, '0.01'),
  perpetual('LTC', 50, '0.1'),
  perpetual('BNB', 50, '0.01'),
  perpetual('SOL', 50, '0.1'),
  perpetual('XRP', 50, '10'),
  perpetual('DOGE', 20, '100'),
];

function stock(
  symbol: string,
  name: string,
  exchange: StockDef['exchange'],
  startPrice: string,
  volatility: number,
  dailyVolume: string,
): StockDef {
  return {
    symbol,
    name,
    exchange,
    currency: 'USD',
    startPrice,
    volatility,
    drift: 0.08,
    dailyVolume,
    pricePrecision: 2,
    amountPrecision: 0,
  };
}

export const STOCKS: readonly StockDef[] = [
  stock('AAPL', 'Apple Inc.', 'NASDAQ', '225.00', 0.28, '55000000'),
  stock('MSFT', 'Microsoft Corporation', 'NASDAQ', '420.00', 0.25, '20000000'),
  stock('NVDA', 'NVIDIA Corporation', 'NASDAQ', '120.00', 0.5, '250000000'),
  stock('AMZN', 'Amazon.com, Inc.', 'NASDAQ', '185.00', 0.32, '40000000'),
  stock('GOOGL', 'Alphabet Inc. Class A', 'NASDAQ', '165.00', 0.3, '25000000'),
  stock('META', 'Meta Platforms, Inc.', 'NASDAQ', '520.00', 0.38, '15000000'),
  stock('TSLA', 'Tesla, Inc.', 'NASDAQ', '240.00', 0.6, '90000000'),
  stock('NFLX', 'Netflix, Inc.', 'NASDAQ', '680.00', 0.4, '3500000'),
  stock('AMD', 'Advanced Micro Devices, Inc.', 'NASDAQ', '150.00', 0.5, '45000000'),
  stock('JPM', 'JPMorgan Chase & Co.', 'NYSE', '210.00', 0.22, '9000000'),
  stock('V', 'Visa Inc.', 'NYSE', '280.00', 0.2, '6000000'),
  stock('KO', 'The Coca-Cola Company', 'NYSE', '65.00', 0.15, '13000000'),
  stock('DIS', 'The Walt Disney Company', 'NYSE', '95.00', 0.28, '9000000'),
  stock('WMT', 'Walmart Inc.', 'NYSE', '80.00', 0.18, '15000000'),
];

export const FIATS: readonly FiatDef[] = [
  { code: 'USD', name: 'US Dollar', sign: '$', rate: '1', precision: 2 },
  { code: 'CNY', name: 'Chinese Yuan', sign: '¥', rate: '7.18', precision: 2 },
  { code: 'HKD', name: 'Hong Kong Dollar', sign: 'HK$', rate: '7.80', precision: 2 },
  { code: 'EUR', name: 'Euro', sign: '€', rate: '0.92', precision: 2 },
  { code: 'GBP', name: 'British Pound', sign: '£', rate: '0.79', precision: 2 },
  { code: 'JPY', name: 'Japanese Yen', sign: '¥', rate: '150', precision: 0 },
  { code: 'KRW', name: 'South Korean Won', sign: '₩', rate: '1350', precision: 0 },
  { code: 'THB', name: 'Thai Baht', sign: '฿', rate: '35.5', precision: 2 },
];

function coinByCode(code: string): CoinDef | undefined {
  return COINS.find((c) => c.code === code);
}

/** Every simulated price series: the USDT pairs (contracts share their pair's price) and the stocks. */
export function defaultInstruments(): Instrument[] {
  const pairs = PAIRS.map((p): Instrument => {
    const coin = coinByCode(p.base);
    if (!coin) throw new Error(`pair ${p.symbol} has no coin ${p.base}`);
    return {
      symbol: p.symbol,
      kind: 'crypto',
      base: p.base,
      quote: p.quote,
      pricePrecision: p.pricePrecision,
      amountPrecision: p.amountPrecision,
      startPrice: coin.startPrice,
      volatility: coin.volatility,
      drift: coin.drift,
      dailyVolume: coin.dailyVolume,
    };
  });
  const stocks = STOCKS.map(
    (s): Instrument => ({
      symbol: s.symbol,
      kind: 'stock',
      base: s.symbol,
      quote: s.currency,
      pricePrecision: s.pricePrecision,
      amountPrecision: s.amountPrecision,
      startPrice: s.startPrice,
      volatility: s.volatility,
      drift: s.drift,
      dailyVolume: s.dailyVolume,
      session: NYSE_SESSION,
    }),
  );
  return [...pairs, ...stocks];
}
