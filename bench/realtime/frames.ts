/** The benchmark's payload (27 quotes shaped like `daymarket`) and the summary of measured delays. */
const SYMBOLS = ['BTC', 'ETH', 'LTC', 'BNB', 'SOL', 'XRP', 'DOGE', 'ADA', 'TRX', 'DOT', 'LINK', 'AVAX', 'BCH'];
const STOCKS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'NFLX', 'AMD', 'JPM', 'V', 'KO', 'DIS', 'WMT'];

const quotes = [...SYMBOLS.map((s) => `${s}/USDT`), ...STOCKS.map((s) => `${s}/USD`)].map((symbol, i) => ({
  id: i + 1,
  symbol,
  kind: symbol.endsWith('/USD') ? 'stock' : 'spot',
  currency_id: i + 1,
  legal_id: symbol.endsWith('/USD') ? 999 : 3,
  currency_name: symbol.split('/')[0],
  legal_name: symbol.split('/')[1],
  name: symbol,
  now_price: '65000.12',
  change: '-1.23',
  open_24h: '65800.00',
  high: '66012.50',
  low: '64010.00',
  volume: '17484.741111',
  amount: '1134006062.57',
  logo: '',
  precision: 2,
  amount_precision: 6,
  hot: i < 5,
  open: true,
}));

/** One frame; `t` is the send time (performance.now of this process) so receivers can measure the delay. */
export function frame(t: number): string {
  return JSON.stringify({ t, quotes });
}

export type Result = { transport: string; deliveries_per_s: number; delivered: string; p50_ms: number; p99_ms: number };

export function summarise(transport: string, delays: number[], seconds: number, expected: number): Result {
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    transport,
    deliveries_per_s: Math.round(delays.length / seconds),
    delivered: `${delays.length}/${expected}`,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
  };
}
