/**
 * The public history of each instrument's source set (`price_source_sets`): at start the configured set (sources
 * and method) is compared with the instrument's newest row and a row is added, effective now, when it differs. Rows
 * are only ever added, so the history shows every set that ever priced an instrument and since when.
 */
import type { PriceSourceRef, SourceSetEntry } from '@app/api';
import type { IndexMethod } from '@app/pricelog/index-price';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { priceSourceSets } from '../market.tables';
import { kindOf, type MarketSources, SIM_SOURCE, sourcesOf } from './sources.config';

/** The stream's host only: a path or query may carry a provider's key and is never published. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export function sourceRefs(config: MarketSources, symbol: string): PriceSourceRef[] {
  return sourcesOf(config, symbol).map((name) => ({
    name,
    kind: kindOf(config, name),
    host: name === SIM_SOURCE ? null : hostOf(config.sources[name]?.url),
  }));
}

/** The method as it applies to one instrument: weights of its own sources only. */
export function methodFor(config: MarketSources, symbol: string): IndexMethod {
  const names = new Set(sourcesOf(config, symbol));
  const weights = Object.entries(config.method.weights ?? {}).filter(([n]) => names.has(n));
  return {
    max_age_ms: config.method.max_age_ms,
    band_percent: config.method.band_percent,
    ...(weights.length > 0 ? { weights: Object.fromEntries(weights.sort(([a], [b]) => (a < b ? -1 : 1))) } : {}),
  };
}

/** Key-order independent JSON, so a row read back from jsonb compares equal to the same set built here. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** Advisory lock key of the history write (one per database; any fixed number other modules do not use). */
const SETS_LOCK = 300_030;

const entryOf = (row: typeof priceSourceSets.$inferSelect): SourceSetEntry => ({
  symbol: row.symbol,
  sources: row.sources as PriceSourceRef[],
  method: row.method as IndexMethod,
  effective_at: row.effectiveAt,
});

/** Adds a row for each instrument whose configured set differs from its newest row; returns each one's effective time. */
export async function recordSourceSets(
  db: Db,
  config: MarketSources,
  symbols: readonly string[],
  now: number,
): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    // two instances starting together must not both add the same change
    await tx.execute(sql`select pg_advisory_xact_lock(${SETS_LOCK})`);
    const rows = await tx
      .select()
      .from(priceSourceSets)
      .orderBy(asc(priceSourceSets.effectiveAt), asc(priceSourceSets.id));
    const newest = new Map(rows.map((r) => [r.symbol, r]));
    const since = new Map<string, number>();
    const added: (typeof priceSourceSets.$inferInsert)[] = [];
    for (const symbol of symbols) {
      const sources = sourceRefs(config, symbol);
      const method = methodFor(config, symbol);
      const last = newest.get(symbol);
      if (last && canonical(last.sources) === canonical(sources) && canonical(last.method) === canonical(method)) {
        since.set(symbol, last.effectiveAt);
        continue;
      }
      added.push({ symbol, sources, method, effectiveAt: now });
      since.set(symbol, now);
    }
    if (added.length > 0) await tx.insert(priceSourceSets).values(added);
    return since;
  });
}

export async function sourceHistory(db: Db, symbol: string, limit = 200): Promise<SourceSetEntry[]> {
  const rows = await db
    .select()
    .from(priceSourceSets)
    .where(eq(priceSourceSets.symbol, symbol))
    .orderBy(desc(priceSourceSets.effectiveAt), desc(priceSourceSets.id))
    .limit(limit);
  return rows.map(entryOf);
}
