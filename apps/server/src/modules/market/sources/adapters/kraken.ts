/**
 * Kraken WebSocket v2 (`wss://ws.kraken.com/v2`): subscribe `{ method: 'subscribe', params: { channel: 'trade',
 * symbol: [...] } }`; `trade` messages (`snapshot` or `update`) carry `data: [{ symbol, price, qty, timestamp }]`,
 * prices as JSON numbers. Default spelling: `BTC/USDT`. The venue pings on its own `heartbeat` channel.
 */
import { decimalOf, isObject, jsonOf, priceOf, type RawQuote, timeOf } from '../quote';
import type { StreamFormat } from '../stream-source';

export const krakenSymbol = (symbol: string) => symbol.toUpperCase();

export const krakenFormat: StreamFormat = {
  url: (base) => base,
  subscribe: (symbols) => [JSON.stringify({ method: 'subscribe', params: { channel: 'trade', symbol: symbols } })],
  keepalive: { everyMs: 20_000, text: JSON.stringify({ method: 'ping' }) },
  parse(raw) {
    const m = jsonOf(raw);
    if (!isObject(m) || m.channel !== 'trade' || !Array.isArray(m.data)) return [];
    const out: RawQuote[] = [];
    for (const d of m.data) {
      if (!isObject(d) || typeof d.symbol !== 'string') continue;
      const price = priceOf(d.price);
      const volume = decimalOf(d.qty);
      const ts = timeOf(d.timestamp);
      if (price && volume !== null && ts !== null) out.push({ symbol: d.symbol, price, ts, volume });
    }
    return out;
  },
};
