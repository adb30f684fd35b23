/**
 * The only reader of process.env. Every variable is validated here and the server refuses to start with a
 * message naming each bad variable. Tests build a Config directly with `loadConfig({...})`.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_MARKET_SOURCES,
  type MarketSources,
  MarketSourcesSchema,
} from './modules/market/sources/sources.config';

/** apps/server: relative defaults are resolved from here so `npm start` and the CLI agree whatever the cwd. */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^(memory:\/\/|postgres(ql)?:\/\/)/.test(v), {
    message: 'must be postgres://… or memory://',
  }),
  REDIS_URL: optionalText,
  SMTP_URL: optionalText,
  SMS_URL: optionalText.pipe(z.url().optional()),
  SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(7),
  LINK_SECRET: optionalText.pipe(z.string().min(32).optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  ADMIN_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  TRUST_PROXY: bool.default(false),
  /** Path to the JSON price-source configuration (sources/sources.config.ts); or MARKET_SOURCES inline. */
  MARKET_SOURCES_FILE: optionalText,
  MARKET_SOURCES: optionalText,
  /** Ed25519 seed of the price log's signing key (64 hex); required in production. */
  PRICE_LOG_KEY: optionalText.refine((v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v), {
    message: 'must be 64 hex characters (a 32-byte Ed25519 seed)',
  }),
  MARKET_HISTORY_COUNT: z.coerce.number().int().min(0).max(5000).default(1000),
  /**
   * ISO instant the market clock starts at (it then runs at real speed): the simulated feed, recorded prices and
   * trading read it, so a demo or a browser journey can trade stocks inside their session at any hour. Refused
   * in production.
   */
  MARKET_CLOCK_START: optionalText.refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), {
    message: 'must be an ISO date-time',
  }),
  /** Comma-separated symbols the simulator runs and generates history for; `none` for none (tests feed ticks). */
  MARKET_SIM_SYMBOLS: optionalText,
  /**
   * Adds `POST /api/dev/clock`, which moves the platform clock forward (a journey that needs tomorrow's mining
   * yield); only a signed-in super admin may call it. A production start with it set is refused.
   */
  DEV_CLOCK: bool.optional(),
  /** Hours a newly saved withdrawal address waits before it can receive a withdrawal (0 turns the hold off). */
  WITHDRAW_ADDRESS_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  DEPOSIT_XPUB_BTC: optionalText,
  DEPOSIT_XPUB_ERC20: optionalText,
  DEPOSIT_XPUB_TRC20: optionalText,
  /** on | off; default on, except under NODE_ENV=test (tests turn the market maker on where they need it). */
  SPOT_MAKER: z.enum(['on', 'off']).optional(),
  /** Key material for secrets stored encrypted (TOTP secrets): at least 32 characters; required in production. */
  SECRET_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  /** Comma-separated browser origins allowed by CORS and socket.io (scheme://host[:port]). */
  CORS_ORIGINS: optionalText.pipe(
    z
      .string()
      .optional()
      .transform((v) =>
        v === undefined
          ? undefined
          : v
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^https?:\/\/[^/\s]+$/, 'each origin must be scheme://host[:port], without a path')
              .transform((o) => o.toLowerCase()),
          )
          .optional(),
      ),
  ),
  WEB_DIST: z.string().min(1).optional(),
  ADMIN_DIST: z.string().min(1).optional(),
});

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** HTTP SMS provider endpoint (POST JSON {to, text}); without it SMS go to the dev outbox. */
  smsUrl: string | undefined;
  /** User session lifetime, renewed with use. */
  sessionTtlDays: number;
  /** Key of signed download links (at least 32 characters); without it one is generated and kept in the database. */
  linkSecret: string | undefined;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Seed demo data at start; always false in production. */
  demo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimitMax: number;
  adminTokenTtlHours: number;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits, login throttle, audit). */
  trustProxy: boolean;
  webDist: string;
  adminDist: string;
  /** Price sources per instrument and the index method (MARKET_SOURCES_FILE / MARKET_SOURCES; default: all `sim`). */
  marketSources: MarketSources;
  /** PRICE_LOG_KEY: hex Ed25519 seed signing the price log's heads (demo without it: a key kept in DATA_DIR). */
  priceLogKey: string | undefined;
  /** Candles generated per instrument and period on first start (tests use fewer). */
  marketHistoryCount: number;
  /** MARKET_CLOCK_START as epoch ms (undefined: the market clock is the real clock). */
  marketClockStart: number | undefined;
  /** DEV_CLOCK: the route that moves the platform clock forward exists (never in production). */
  devClock: boolean;
  /** MARKET_SIM_SYMBOLS: only these instruments are simulated (undefined: all; empty: none). */
  marketSimSymbols: string[] | undefined;
  /** CORS_ORIGINS: the browser origins allowed besides the same origin; undefined → PUBLIC_URL (+ dev servers). */
  corsOrigins: string[] | undefined;
  /** Run the spot market maker (SPOT_MAKER). */
  spotMaker: boolean;
  /** DEPOSIT_XPUB_<NETWORK>: extended public keys; each user gets a derived deposit address (wallet module). */
  depositXpubs: Partial<Record<'BTC' | 'ERC20' | 'TRC20', string>>;
  /** SECRET_KEY: the key material of secrets encrypted at rest (platform/secret-box.ts); a fixed dev key outside production. */
  secretKey: string;

  /** Hold on a newly saved withdrawal address, in hours (WITHDRAW_ADDRESS_HOLD_HOURS, default 24). */
  addressHoldHours: number;
};

/** The key used when SECRET_KEY is unset outside production: public, so only for development and tests. */
export const DEV_SECRET_KEY = 'dev-only-secret-key-never-use-in-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const fromServerRoot = (p: string) => (isAbsolute(p) ? p : resolve(SERVER_ROOT, p));

/** The sources configuration from a file or inline JSON (not both), validated; every problem named. */
function readMarketSources(file: string | undefined, inline: string | undefined): MarketSources {
  if (file !== undefined && inline !== undefined)
    throw new ConfigError(['MARKET_SOURCES: set MARKET_SOURCES_FILE or MARKET_SOURCES, not both']);
  const name = file !== undefined ? 'MARKET_SOURCES_FILE' : 'MARKET_SOURCES';
  let text = inline;
  if (file !== undefined) {
    try {
      text = readFileSync(resolve(file), 'utf8');
    } catch (error) {
      throw new ConfigError([`MARKET_SOURCES_FILE: cannot read ${file} (${(error as Error).message})`]);
    }
  }
  if (text === undefined) return DEFAULT_MARKET_SOURCES;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`${name}: not JSON (${(error as Error).message})`]);
  }
  const parsed = MarketSourcesSchema.safeParse(json);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map((i) => `${name}: ${[...i.path].join('.') || '(root)'}: ${i.message}`),
    );
  return parsed.data;
}

/** Removed variables: refused rather than ignored, so a deployment does not believe it still sets them. */
const REMOVED: Record<string, string> = {
  MARKET_FEED: 'removed: price sources are set per instrument in MARKET_SOURCES_FILE or MARKET_SOURCES',
  MARKET_FEED_URL: 'removed: a stream URL is a source in MARKET_SOURCES_FILE or MARKET_SOURCES',
  MARKET_SEED: 'removed: the demo simulator draws a secret seed from the operating system at every start',
  TICK_RETENTION_HOURS: 'removed: recorded ticks are the public price log and are kept forever',
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const removed = Object.keys(REMOVED).filter((k) => env[k] !== undefined);
  if (removed.length > 0) throw new ConfigError(removed.map((k) => `${k}: ${REMOVED[k]}`));
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.SECRET_KEY === undefined) {
    throw new ConfigError(['SECRET_KEY: required in production (at least 32 characters)']);
  }
  // Loud rather than silently ignored: a production environment that sets it was copied from a test setup.
  if (e.NODE_ENV === 'production' && e.DEV_CLOCK) {
    throw new ConfigError(['DEV_CLOCK: moves the platform clock, never allowed in production']);
  }
  if (e.NODE_ENV === 'production' && e.PRICE_LOG_KEY === undefined) {
    throw new ConfigError(['PRICE_LOG_KEY: required in production (64 hex characters, the price log signing key)']);
  }
  const marketSources = readMarketSources(e.MARKET_SOURCES_FILE, e.MARKET_SOURCES);
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : fromServerRoot('data');
  const database: DatabaseTarget =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite', dataDir: null }
        : { kind: 'postgres', url: e.DATABASE_URL };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    smsUrl: e.SMS_URL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    linkSecret: e.LINK_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    demo: e.NODE_ENV !== 'production' && (e.DEMO ?? true),
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    adminTokenTtlHours: e.ADMIN_TOKEN_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : fromServerRoot('../web/dist'),
    adminDist: e.ADMIN_DIST ? resolve(e.ADMIN_DIST) : fromServerRoot('../admin/dist'),
    marketSources,
    priceLogKey: e.PRICE_LOG_KEY?.toLowerCase(),
    marketHistoryCount: e.MARKET_HISTORY_COUNT,
    marketClockStart:
      e.MARKET_CLOCK_START !== undefined && e.NODE_ENV !== 'production' ? Date.parse(e.MARKET_CLOCK_START) : undefined,
    marketSimSymbols:
      e.MARKET_SIM_SYMBOLS === undefined
        ? undefined
        : e.MARKET_SIM_SYMBOLS === 'none'
          ? []
          : e.MARKET_SIM_SYMBOLS.split(',')
              .map((s) => s.trim().toUpperCase())
              .filter(Boolean),
    devClock: e.NODE_ENV !== 'production' && (e.DEV_CLOCK ?? false),
    corsOrigins: e.CORS_ORIGINS,
    spotMaker: e.SPOT_MAKER ? e.SPOT_MAKER === 'on' : e.NODE_ENV !== 'test',
    depositXpubs: {
      ...(e.DEPOSIT_XPUB_BTC ? { BTC: e.DEPOSIT_XPUB_BTC } : {}),
      ...(e.DEPOSIT_XPUB_ERC20 ? { ERC20: e.DEPOSIT_XPUB_ERC20 } : {}),
      ...(e.DEPOSIT_XPUB_TRC20 ? { TRC20: e.DEPOSIT_XPUB_TRC20 } : {}),
    },
    secretKey: e.SECRET_KEY ?? DEV_SECRET_KEY,

    addressHoldHours: e.WITHDRAW_ADDRESS_HOLD_HOURS,
  };
}
