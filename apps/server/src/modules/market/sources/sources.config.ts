/**
 * Price sources per instrument, from the deployment only (MARKET_SOURCES_FILE or MARKET_SOURCES, read once at start
 * by config.ts): which public streams make each instrument's index price and the published index method. Nothing
 * else writes it: no route, no database row (docs/decisions.md "Issue 30: sources from the deployment").
 */
import type { IndexMethod } from '@app/pricelog/index-price';
import { z } from 'zod';

/** The stream formats an adapter exists for (sources/adapters/*); `sim` is the demo simulator. */
export const SOURCE_KINDS = ['binance', 'coinbase', 'kraken', 'okx', 'quote-ws', 'quote-http', 'sim'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The simulator's reserved source name: an instrument whose only source it is, is simulated. */
export const SIM_SOURCE = 'sim';

const positiveDecimal = z.string().regex(/^(?!0+(\.0+)?$)\d{1,6}(\.\d{1,8})?$/, 'a positive decimal string');

const SourceDef = z
  .object({
    kind: z.enum(SOURCE_KINDS),
    /** ws(s):// for streams, http(s):// for `quote-http`; none for `sim`. */
    url: z.string().trim().max(1000).optional(),
    /** Instrument symbol → the source's own symbol, where the adapter's default spelling is not the source's. */
    symbols: z.record(z.string().min(1).max(40), z.string().min(1).max(40)).optional(),
    /** `quote-http`: polling interval. */
    interval_ms: z.number().int().min(250).max(60_000).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const want = s.kind === 'sim' ? null : s.kind === 'quote-http' ? /^https?:\/\/\S+$/ : /^wss?:\/\/\S+$/;
    if (want === null && s.url !== undefined) ctx.addIssue({ code: 'custom', message: 'sim takes no url' });
    if (want && !(s.url && want.test(s.url)))
      ctx.addIssue({ code: 'custom', path: ['url'], message: `${s.kind} needs a ${want.source.slice(1, 6)} url` });
  });
export type SourceDef = z.infer<typeof SourceDef>;

const sourceName = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'lower-case letters, digits, - and _');

export const DEFAULT_METHOD: IndexMethod = { max_age_ms: 10_000, band_percent: '3' };

export const MarketSourcesSchema = z
  .object({
    method: z
      .object({
        max_age_ms: z.number().int().min(1000).max(600_000).default(DEFAULT_METHOD.max_age_ms),
        band_percent: z
          .string()
          .regex(/^\d{1,2}(\.\d{1,4})?$/, 'a decimal string from 0 to 99')
          .default(DEFAULT_METHOD.band_percent),
        weights: z.record(sourceName, positiveDecimal).optional(),
      })
      .strict()
      .default({ ...DEFAULT_METHOD }),
    sources: z.record(sourceName, SourceDef).default({}),
    /** Symbol (or `*` for every other instrument) → source names; an instrument listed nowhere runs on `sim`. */
    instruments: z.record(z.string().min(1).max(40), z.array(sourceName).min(1).max(16)).default({ '*': [SIM_SOURCE] }),
  })
  .strict()
  .superRefine((c, ctx) => {
    const known = (name: string) => name === SIM_SOURCE || Object.hasOwn(c.sources, name);
    const own = c.sources[SIM_SOURCE];
    if (own && own.kind !== 'sim') ctx.addIssue({ code: 'custom', path: ['sources', SIM_SOURCE], message: 'reserved' });
    for (const [name, def] of Object.entries(c.sources))
      if (def.kind === 'sim' && name !== SIM_SOURCE)
        ctx.addIssue({ code: 'custom', path: ['sources', name], message: `the simulator is named ${SIM_SOURCE}` });
    for (const [symbol, names] of Object.entries(c.instruments)) {
      for (const n of names)
        if (!known(n)) ctx.addIssue({ code: 'custom', path: ['instruments', symbol], message: `unknown source ${n}` });
      // a made-up price inside a real index would be as steerable as the simulator itself
      if (names.length > 1 && names.includes(SIM_SOURCE))
        ctx.addIssue({ code: 'custom', path: ['instruments', symbol], message: `${SIM_SOURCE} runs alone` });
      if (new Set(names).size !== names.length)
        ctx.addIssue({ code: 'custom', path: ['instruments', symbol], message: 'a source is listed twice' });
    }
    for (const n of Object.keys(c.method.weights ?? {}))
      if (!known(n)) ctx.addIssue({ code: 'custom', path: ['method', 'weights'], message: `unknown source ${n}` });
  });
export type MarketSources = z.infer<typeof MarketSourcesSchema>;

export const DEFAULT_MARKET_SOURCES: MarketSources = MarketSourcesSchema.parse({});

/** The source names of an instrument: its own line (a stock `AAPL/USD` may be written `AAPL`), else `*`, else `sim`. */
export function sourcesOf(config: MarketSources, symbol: string): string[] {
  const own =
    config.instruments[symbol] ?? (symbol.endsWith('/USD') ? config.instruments[symbol.slice(0, -4)] : undefined);
  return own ?? config.instruments['*'] ?? [SIM_SOURCE];
}

export const kindOf = (config: MarketSources, name: string): SourceKind =>
  name === SIM_SOURCE ? 'sim' : (config.sources[name]?.kind ?? 'sim');

/** Simulated: the simulator is the instrument's only source (it may show, never settle money in production). */
export const isSimulatedIn = (config: MarketSources, symbol: string): boolean =>
  sourcesOf(config, symbol).every((n) => n === SIM_SOURCE);
