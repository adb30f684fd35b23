/**
 * OKX v5 public (`wss://ws.okx.com:8443/ws/v5/public`): subscribe `{ op: 'subscribe', args: [{ channel: 'trades',
 * instId }] }`; pushes carry `data: [{ instId, px, sz, ts }]` (ts: ms as text). OKX closes a connection quiet for
 * 30 s, so the text `ping` is sent every 20 s (it answers `pong`, which is not JSON and is skipped).
 */
import { decimalOf, isObject, jsonOf, priceOf, type RawQuote, timeOf } from '../quote';
import type { StreamFormat } from '../stream-source';

export const okxSymbol = (symbol: string) => symbol.replace('/', '-').toUpperCase();

export const okxFormat: StreamFormat = {
  url: (base) => base,
  subscribe: (symbols) => [
    JSON.stringify({ op: 'subscribe', args: symbols.map((instId) => ({ channel: 'trades', instId })) }),
  ],
  keepalive: { everyMs: 20_000, text: 'ping' },
  parse(raw) {
    const m = jsonOf(raw);
    if (!isObject(m) || !isObject(m.arg) || m.arg.channel !== 'trades' || !Array.isArray(m.data)) return [];
    const out: RawQuote[] = [];
    for (const d of m.data) {
      if (!isObject(d) || typeof d.instId !== 'string') continue;
      const price = priceOf(d.px);
      const volume = decimalOf(d.sz);
      const ts = timeOf(d.ts);
      if (price && volume !== null && ts !== null) out.push({ symbol: d.instId, price, ts, volume });
    }
    return out;
  },
};
