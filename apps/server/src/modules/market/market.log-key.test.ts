import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { loadPriceLogKey } from './market.log-key';

const dir = mkdtempSync(join(tmpdir(), 'price-log-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SEED = 'ab'.repeat(32);

describe('the price log signing key', () => {
  it('comes from PRICE_LOG_KEY when set, and a malformed one is a config error', () => {
    expect(loadPriceLogKey({ env: SEED.toUpperCase(), keyFile: join(dir, 'unused.key'), production: true })).toBe(SEED);
    expect(() => loadPriceLogKey({ env: 'abc', keyFile: null, production: false })).toThrow(ConfigError);
  });

  it('production without PRICE_LOG_KEY refuses to start', () => {
    expect(() => loadPriceLogKey({ env: undefined, keyFile: join(dir, 'prod.key'), production: true })).toThrow(
      /PRICE_LOG_KEY: required in production/,
    );
  });

  it('a demo generates one key into its data folder (owner-only) and keeps it across starts', () => {
    const file = join(dir, 'data', 'price-log.key');
    const first = loadPriceLogKey({ env: undefined, keyFile: file, production: false });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadPriceLogKey({ env: undefined, keyFile: file, production: false })).toBe(first);
  });

  it('a memory database gets a fresh key per process', () => {
    const a = loadPriceLogKey({ env: undefined, keyFile: null, production: false });
    const b = loadPriceLogKey({ env: undefined, keyFile: null, production: false });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});
