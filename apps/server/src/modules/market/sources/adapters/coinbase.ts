/**
 * Coinbase Exchange public feed (`wss://ws-feed.exchange.coinbase.com`): subscribe to the `matches` channel (or
 * `ticker`); `match`/`last_match` and `ticker` messages carry `product_id`, `price`, `time` (ISO), `size` (matches)
 * or `last_size` (ticker). Default spelling: `BTC-USDT`.
 */
import { decimalOf, isObject, jsonOf, priceOf, type RawQuote, timeOf } from '../quote';
import type { StreamFormat } from '../stream-source';

export const coinbaseSymbol = (symbol: string) => symbol.replace('/', '-').toUpperCase();

const TYPES = new Set(['match', 'last_match', 'ticker']);

export const coinbaseFormat: StreamFormat = {
  url: (base) => base,
  subscribe: (symbols) => [JSON.stringify({ type: 'subscribe', product_ids: symbols, channels: ['matches'] })],
  parse(raw) {
    const m = jsonOf(raw);
    if (!isObject(m) || typeof m.type !== 'string' || !TYPES.has(m.type) || typeof m.product_id !== 'string') return [];
    const price = priceOf(m.price);
    const ts = timeOf(m.time);
    if (!price || ts === null) return [];
    const volume = decimalOf(m.type === 'ticker' ? m.last_size : m.size);
    return [{ symbol: m.product_id, price, ts, ...(volume !== null ? { volume } : {}) } satisfies RawQuote];
  },
};
