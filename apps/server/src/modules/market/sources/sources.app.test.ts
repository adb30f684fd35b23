import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MarketSourcesAnswer, SourceSetEntry } from '@app/api';
import { eq } from '@app/money';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTestApp, type TestApp } from '../../../test/make-app';
import { marketModule } from '../market.module';
import { replayServer, waitFor } from './replay.test-kit';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

const get = async (t: TestApp, url: string) => (await t.app.inject({ url: `/api${url}` })).json();

function configWith(url: string, extra: object = {}) {
  return JSON.stringify({
    sources: {
      binance: { kind: 'binance', url: `${url}/stream` },
      coinbase: { kind: 'coinbase', url },
    },
    instruments: { 'BTC/USDT': ['binance', 'coinbase'], '*': ['sim'] },
    ...extra,
  });
}

describe('price sources from the deployment', () => {
  it('prices BTC/USDT from the configured venues as an index with inputs; shows the sources publicly', async () => {
    const venue = await replayServer([]);
    closers.push(venue.close);
    const logs: string[] = [];
    const sources = JSON.parse(configWith(venue.url));
    sources.instruments['BTC-USDT'] = ['binance']; // a misspelt symbol: said at start
    const t = await makeTestApp({
      env: {
        MARKET_SOURCES: JSON.stringify(sources),
        MARKET_SIM_SYMBOLS: 'BTC/USDT,AAPL/USD',
        MARKET_HISTORY_COUNT: '0',
        LOG_LEVEL: 'warn',
      },
      logStream: { write: (l) => void logs.push(l) },
    });
    expect(logs.filter((l) => l.includes('MARKET_SOURCES names instruments')).join()).toContain('BTC-USDT');
    closers.push(() => t.close());
    const { market } = t.app.use(marketModule);
    const ticks: { price: string; inputs?: unknown[] }[] = [];
    market.onTick((list) => ticks.push(...list.filter((x) => x.inputs && x.inputs.length === 2)));
    await waitFor(() => venue.urls.length === 2);
    // the venues trade after the app is up (a frame sent at connect would be priced before this test listens)
    const T = Date.now();
    venue.send(`{"data":{"e":"aggTrade","s":"BTCUSDT","p":"100000.00","q":"0.5","T":${T}}}`);
    venue.send(
      `{"type":"match","product_id":"BTC-USDT","price":"100200","size":"1","time":"${new Date(T).toISOString()}"}`,
    );
    await waitFor(() => ticks.length > 0, 8000);
    expect(eq(ticks[0]?.price ?? '0', '100100')).toBe(true); // mean of 100000 and 100200, both inside the band

    const answer = MarketSourcesAnswer.parse((await get(t, '/market/sources')).message);
    expect(answer.method).toEqual({ max_age_ms: 10_000, band_percent: '3' });
    const btc = answer.instruments.find((i) => i.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({
      simulated: false,
      sources: [
        { name: 'binance', kind: 'binance', host: venue.url.replace('ws://', '') },
        { name: 'coinbase', kind: 'coinbase', host: venue.url.replace('ws://', '') },
      ],
    });
    expect(btc?.effective_at).toBeGreaterThan(0);
    expect(answer.instruments.find((i) => i.symbol === 'AAPL/USD')).toMatchObject({
      simulated: true,
      sources: [{ name: 'sim', kind: 'sim', host: null }],
    });
    expect(market.isSimulated?.('AAPL/USD')).toBe(true);
    expect(market.isSimulated?.('BTC/USDT')).toBe(false);
  });

  it('adds a history row only when an instrument set changes, effective at that start, newest first', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sources-history-'));
    const start = (sources: string) =>
      makeTestApp({
        database: { kind: 'pglite', dataDir },
        env: { MARKET_SOURCES: sources, MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' },
      });
    const history = async (t: TestApp, symbol: string) =>
      z
        .array(SourceSetEntry)
        .parse((await get(t, `/market/sources/history?symbol=${encodeURIComponent(symbol)}`)).message);

    const url = 'wss://stream.example:9443';
    let t = await start(configWith(url));
    const first = await history(t, 'BTC/USDT');
    expect(first).toHaveLength(1);
    expect(first[0]?.sources.map((s) => s.name)).toEqual(['binance', 'coinbase']);
    await t.close();

    t = await start(configWith(url)); // same set: nothing added
    expect(await history(t, 'BTC/USDT')).toEqual(first);
    await t.close();

    t = await start(configWith(url, { method: { band_percent: '2' } }));
    closers.push(() => t.close());
    const after = await history(t, 'BTCUSDT');
    expect(after).toHaveLength(2);
    expect(after[0]?.method.band_percent).toBe('2');
    expect(after[0]?.effective_at).toBeGreaterThanOrEqual(first[0]?.effective_at ?? 0);
    expect(after[1]).toEqual(first[0]);
    expect(await history(t, 'AAPL/USD')).toHaveLength(2); // its method changed too (band)
    expect((await get(t, '/market/sources')).message.method.band_percent).toBe('2');
  });
});
