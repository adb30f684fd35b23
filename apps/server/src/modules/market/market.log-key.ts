/**
 * The Ed25519 key that signs the price log's heads. Production takes it from the deployment (PRICE_LOG_KEY, a hex
 * 32-byte seed) and refuses to start without it: a key made up at start would change at every restart and no one
 * could tell a lost key from a forged log. A demo keeps one generated key in its data folder (owner-only file), so
 * its heads stay verifiable across restarts; a memory database gets a fresh key per process (nothing outlives it).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateKey } from '@app/pricelog';
import { ConfigError } from '../../config';

const SEED = /^[0-9a-f]{64}$/;

export type LogKeySource = {
  /** PRICE_LOG_KEY as given (undefined: not set). */
  env: string | undefined;
  /** `<DATA_DIR>/price-log.key` for a demo on a lasting database; null for a memory database. */
  keyFile: string | null;
  production: boolean;
};

export function loadPriceLogKey(source: LogKeySource): string {
  const given = source.env?.trim().toLowerCase();
  if (given) {
    if (!SEED.test(given)) throw new ConfigError(['PRICE_LOG_KEY: a 32-byte Ed25519 seed as 64 hex characters']);
    return given;
  }
  if (source.production)
    throw new ConfigError(['PRICE_LOG_KEY: required in production (the key that signs the public price log)']);
  if (source.keyFile === null) return generateKey().privateKey;
  if (existsSync(source.keyFile)) return readKeyFile(source.keyFile);
  const key = generateKey().privateKey;
  mkdirSync(dirname(source.keyFile), { recursive: true });
  try {
    // `wx`: two starts racing on one folder must not overwrite each other's key; the loser reads the winner's.
    writeFileSync(source.keyFile, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(source.keyFile);
    throw error;
  }
  return key;
}

function readKeyFile(file: string): string {
  const stored = readFileSync(file, 'utf8').trim().toLowerCase();
  if (!SEED.test(stored)) throw new ConfigError([`${file}: not a price log key (64 hex characters)`]);
  return stored;
}
