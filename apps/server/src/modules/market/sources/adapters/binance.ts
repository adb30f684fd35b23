/**
 * Binance combined public stream (`wss://stream.binance.com:9443/stream?streams=btcusdt@aggTrade/…`): `aggTrade`
 * and `trade` payloads carry `s` symbol, `p` price, `q` quantity, `T` trade time. Default spelling: `BTCUSDT`.
 */
import { decimalOf, isObject, jsonOf, priceOf, type RawQuote, timeOf } from '../quote';
import type { StreamFormat } from '../stream-source';

export const binanceSymbol = (symbol: string) => symbol.replace('/', '').toUpperCase();

export const binanceFormat: StreamFormat = {
  url(base, symbols) {
    if (base.includes('streams=')) return base;
    const streams = symbols.map((s) => `${s.toLowerCase()}@aggTrade`).join('/');
    return `${base}${base.includes('?') ? '&' : '?'}streams=${streams}`;
  },
  parse(raw) {
    const msg = jsonOf(raw);
    const d = isObject(msg) && isObject(msg.data) ? msg.data : msg;
    if (!isObject(d) || (d.e !== 'aggTrade' && d.e !== 'trade') || typeof d.s !== 'string') return [];
    const price = priceOf(d.p);
    const volume = decimalOf(d.q);
    const ts = typeof d.T === 'number' ? timeOf(d.T) : null;
    if (!price || volume === null || ts === null) return [];
    return [{ symbol: d.s, price, ts, volume } satisfies RawQuote];
  },
};
