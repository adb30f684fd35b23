import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVER_ROOT } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      demo: true,
      logLevel: 'info',
      rateLimitMax: 600,
      adminTokenTtlHours: 12,
      publicUrl: 'http://localhost:8080',
      database: { kind: 'pglite', dataDir: `${SERVER_ROOT}/data/pglite` },
      webDist: SERVER_ROOT.replace(/server$/, 'web/dist'),
      adminDist: SERVER_ROOT.replace(/server$/, 'admin/dist'),
    });
  });

  it('chooses the database from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('never enables demo data in production', () => {
    const key = 'k'.repeat(32);
    const log = { PRICE_LOG_KEY: '0'.repeat(64) };
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: key, ...log }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true', SECRET_KEY: key, ...log }).demo).toBe(false);
  });

  it('needs SECRET_KEY (32+ characters) in production; a dev key elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
    const prod = { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32), PRICE_LOG_KEY: '0'.repeat(64) };
    expect(loadConfig(prod).secretKey).toBe('k'.repeat(32));
    expect(loadConfig({}).secretKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('NODE_ENV');
      expect(message).toContain('DATABASE_URL');
    }
  });
});

describe('config: price sources and the price log key', () => {
  const prod = { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32) };
  const key = 'ab'.repeat(32);
  const sources = {
    method: { max_age_ms: 5000, band_percent: '2.5' },
    sources: {
      binance: { kind: 'binance', url: 'wss://stream.binance.com:9443/stream' },
      coinbase: { kind: 'coinbase', url: 'wss://ws-feed.exchange.coinbase.com' },
      quotes: { kind: 'quote-ws', url: 'wss://quotes.example/ws' },
    },
    instruments: { 'BTC/USDT': ['binance', 'coinbase'], AAPL: ['quotes'], '*': ['sim'] },
  };

  it('defaults to every instrument on the simulator with the published method', () => {
    const c = loadConfig({});
    expect(c.marketSources).toEqual({
      method: { max_age_ms: 10_000, band_percent: '3' },
      sources: {},
      instruments: { '*': ['sim'] },
    });
    expect(c.priceLogKey).toBeUndefined();
  });

  it('reads MARKET_SOURCES inline or from MARKET_SOURCES_FILE, not both', () => {
    const inline = loadConfig({ MARKET_SOURCES: JSON.stringify(sources) }).marketSources;
    expect(inline.instruments['BTC/USDT']).toEqual(['binance', 'coinbase']);
    expect(inline.method).toEqual({ max_age_ms: 5000, band_percent: '2.5' });
    const file = join(mkdtempSync(join(tmpdir(), 'sources-')), 'sources.json');
    writeFileSync(file, JSON.stringify(sources));
    expect(loadConfig({ MARKET_SOURCES_FILE: file }).marketSources).toEqual(inline);
    expect(() => loadConfig({ MARKET_SOURCES_FILE: file, MARKET_SOURCES: '{}' })).toThrow(/not both/);
    expect(() => loadConfig({ MARKET_SOURCES_FILE: `${file}.missing` })).toThrow(/MARKET_SOURCES_FILE: cannot read/);
  });

  it('names what is wrong in a sources configuration', () => {
    const bad = (v: unknown) => () => loadConfig({ MARKET_SOURCES: typeof v === 'string' ? v : JSON.stringify(v) });
    expect(bad('{nope')).toThrow(/MARKET_SOURCES: not JSON/);
    expect(bad({ ...sources, instruments: { 'BTC/USDT': ['nowhere'] } })).toThrow(/unknown source nowhere/);
    expect(bad({ ...sources, instruments: { 'BTC/USDT': ['binance', 'sim'] } })).toThrow(/sim runs alone/);
    expect(bad({ sources: { binance: { kind: 'binance', url: 'https://x' } } })).toThrow(/sources\.binance\.url/);
    expect(bad({ sources: { feed: { kind: 'ftp', url: 'wss://x' } } })).toThrow(/sources\.feed\.kind/);
    expect(bad({ sources: { sim: { kind: 'binance', url: 'wss://x' } } })).toThrow(/sources\.sim: reserved/);
    expect(bad({ method: { band_percent: 3 } })).toThrow(/method\.band_percent/);
    expect(bad({ method: { max_age_ms: 10 } })).toThrow(/method\.max_age_ms/);
    expect(bad({ method: { weights: { binance: '0' } }, ...{ sources: sources.sources } })).toThrow(/weights/);
    expect(bad({ seed: 42 })).toThrow(/MARKET_SOURCES/);
  });

  it('refuses the removed feed variables by name', () => {
    expect(() => loadConfig({ MARKET_SEED: '42' })).toThrow(/MARKET_SEED: removed/);
    expect(() => loadConfig({ MARKET_FEED: 'exchange', MARKET_FEED_URL: 'wss://x' })).toThrow(
      /MARKET_FEED: removed.*MARKET_FEED_URL: removed/,
    );
  });

  it('needs PRICE_LOG_KEY (64 hex) in production; optional elsewhere', () => {
    expect(() => loadConfig(prod)).toThrow(/PRICE_LOG_KEY: required in production/);
    expect(() => loadConfig({ ...prod, PRICE_LOG_KEY: 'abc' })).toThrow(/PRICE_LOG_KEY/);
    expect(loadConfig({ ...prod, PRICE_LOG_KEY: key.toUpperCase() }).priceLogKey).toBe(key);
    expect(loadConfig({ PRICE_LOG_KEY: key }).priceLogKey).toBe(key);
  });
});
