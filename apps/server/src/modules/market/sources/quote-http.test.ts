import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpQuoteSource } from './adapters/quote-http';
import type { SourceQuote } from './quote';
import { waitFor } from './replay.test-kit';

const T = 1_733_580_000_000;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

describe('quote-http: the generic quote format polled over HTTP', () => {
  it('reads quotes, skips garbage and unknown symbols, and keeps polling through failures', async () => {
    const answers = [
      {
        status: 200,
        body: `{"quotes":[{"symbol":"AAPL","price":"189.10","ts":${T}},{"symbol":"ZZZZ","price":"1","ts":${T}}]}`,
      },
      { status: 200, body: '{"quotes":' },
      { status: 503, body: 'down' },
      {
        status: 200,
        body: `[{"symbol":"aapl","price":"189.20","ts":${T + 1000}},{"symbol":"AAPL","price":"-3","ts":${T}}]`,
      },
    ];
    let served = 0;
    const server = createServer((_req, res) => {
      const a = answers[Math.min(served++, answers.length - 1)] ?? { status: 500, body: '' };
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
    });
    await new Promise<void>((d) => server.listen(0, '127.0.0.1', () => d()));
    closers.push(() => new Promise<void>((d) => server.close(() => d())));
    const source = new HttpQuoteSource({
      name: 'quotes',
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/quotes`,
      symbols: new Map([['AAPL', 'AAPL']]),
      intervalMs: 20,
      maxDelayMs: 60,
    });
    closers.push(() => source.stop());
    const got: SourceQuote[] = [];
    source.onQuote((q) => got.push(...q));
    source.start();
    await waitFor(() => got.length >= 2);
    expect(got.slice(0, 2)).toEqual([
      { symbol: 'AAPL', source: 'quotes', price: '189.1', ts: T },
      { symbol: 'AAPL', source: 'quotes', price: '189.2', ts: T + 1000 },
    ]);
    expect(served).toBeGreaterThanOrEqual(4);
    expect(source.status()).toMatchObject({ kind: 'quote-http', connected: true, last_quote_at: T + 1000 });
  });
});
