/**
 * Price sources per instrument (docs/api-market.md, "Price sources"): read-only everywhere. The deployment sets
 * them; these answers only show them, with the time each set took effect and the published index method.
 */
import { z } from 'zod';

/** The index method (`@app/pricelog/index-price`): stale limit, clamp band around the median, optional weights. */
export const PriceIndexMethod = z.object({
  max_age_ms: z.number().int(),
  /** Decimal string, percent of the median, e.g. '3'. */
  band_percent: z.string(),
  weights: z.record(z.string(), z.string()).optional(),
});
export type PriceIndexMethod = z.infer<typeof PriceIndexMethod>;

/** One source of an instrument: its name in the leaves' inputs, its format, and the host it is read from. */
export const PriceSourceRef = z.object({
  name: z.string(),
  kind: z.string(),
  /** The stream's host (never its path or query, which may hold a provider's key); null for the simulator. */
  host: z.string().nullable(),
});
export type PriceSourceRef = z.infer<typeof PriceSourceRef>;

export const InstrumentSources = z.object({
  symbol: z.string(),
  /** The simulator is the only source: shown for the demo, never settles money in production. */
  simulated: z.boolean(),
  sources: z.array(PriceSourceRef),
  /** When this set (sources and method) took effect, epoch ms; null before the first start recorded it. */
  effective_at: z.number().int().nullable(),
});
export type InstrumentSources = z.infer<typeof InstrumentSources>;

/** `GET /market/sources`. */
export const MarketSourcesAnswer = z.object({ method: PriceIndexMethod, instruments: z.array(InstrumentSources) });
export type MarketSourcesAnswer = z.infer<typeof MarketSourcesAnswer>;

export const SourceHistoryQuery = z.object({ symbol: z.string().trim().min(1).max(40) });
export type SourceHistoryQuery = z.infer<typeof SourceHistoryQuery>;

/** One row of `GET /market/sources/history`: a set as it took effect (newest first). */
export const SourceSetEntry = z.object({
  symbol: z.string(),
  sources: z.array(PriceSourceRef),
  method: PriceIndexMethod,
  effective_at: z.number().int(),
});
export type SourceSetEntry = z.infer<typeof SourceSetEntry>;
