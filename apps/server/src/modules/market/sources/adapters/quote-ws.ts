/**
 * The generic quote format, for stocks or any provider without an adapter (docs/api-market.md "Quote sources"):
 * the server connects, sends `{"subscribe":["AAPL","MSFT"]}`, and reads frames that are one quote or an array of
 * quotes: `{"symbol":"AAPL","price":"189.10","ts":1733580000000}` (price a decimal string, or a number; ts epoch
 * ms or ISO). `quote-http` polls the same objects from a URL (a JSON array, or `{ "quotes": [...] }`).
 */
import { isObject, jsonOf, priceOf, type RawQuote, timeOf } from '../quote';
import type { StreamFormat } from '../stream-source';

/** A stock `AAPL/USD` is `AAPL` at a quote provider. */
export const quoteSymbol = (symbol: string) => symbol.replace(/\/USD$/, '').toUpperCase();

/** The quotes in a parsed document (one object, an array, or `{ quotes: [...] }`). */
export function quotesIn(doc: unknown): RawQuote[] {
  const list = Array.isArray(doc) ? doc : isObject(doc) && Array.isArray(doc.quotes) ? doc.quotes : [doc];
  const out: RawQuote[] = [];
  for (const q of list) {
    if (!isObject(q) || typeof q.symbol !== 'string') continue;
    const price = priceOf(q.price);
    const ts = timeOf(q.ts);
    if (price && ts !== null) out.push({ symbol: q.symbol, price, ts });
  }
  return out;
}

export const quoteWsFormat: StreamFormat = {
  url: (base) => base,
  subscribe: (symbols) => [JSON.stringify({ subscribe: symbols })],
  parse: (raw) => quotesIn(jsonOf(raw)),
};
