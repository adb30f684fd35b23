/** What every source adapter produces: one source's own price for one instrument at the source's own time. */
import { fromNumber, isAmountString, isPositive, MAX_FRACTION_DIGITS, normalize } from '@app/money';
import type { SourceKind } from './sources.config';

export type SourceQuote = {
  /** The instrument's symbol here (`BTC/USDT`), never the source's spelling. */
  symbol: string;
  source: string;
  /** The source's price as it sent it (canonical decimal text, no rounding). */
  price: string;
  /** The source's own timestamp, epoch ms. */
  ts: number;
  /** Traded amount when the source reports trades (quote feeds do not). */
  volume?: string;
};

/** A frame's content before the source's symbol is mapped to ours. */
export type RawQuote = { symbol: string; price: string; ts: number; volume?: string };

export type SourceStatus = { name: string; kind: SourceKind; connected: boolean; last_quote_at: number | null };

export interface QuoteSource {
  readonly name: string;
  readonly kind: SourceKind;
  start(): void;
  stop(): Promise<void>;
  onQuote(listener: (quotes: SourceQuote[]) => void): () => void;
  status(): SourceStatus;
}

const PLAIN = /^\d{1,20}(\.\d{1,30})?$/;

/**
 * A price or amount from a frame as canonical decimal text, or null. Text is taken as sent; a JSON number (Kraken
 * v2 sends numbers) becomes its shortest round-trip text, which is the decimal the venue wrote.
 */
export function decimalOf(v: unknown): string | null {
  let text: string;
  if (typeof v === 'string') text = v.trim();
  else if (typeof v === 'number' && Number.isFinite(v) && v >= 0) text = fromNumber(v);
  else return null;
  if (!PLAIN.test(text) || !isAmountString(text)) return null;
  const out = normalize(text);
  return (out.split('.')[1]?.length ?? 0) <= MAX_FRACTION_DIGITS ? out : null;
}

/** A positive price, or null. */
export function priceOf(v: unknown): string | null {
  const p = decimalOf(v);
  return p !== null && isPositive(p) ? p : null;
}

/** Epoch ms from a number, a numeric string or an ISO date (microseconds are cut to ms), or null. */
export function timeOf(v: unknown): number | null {
  const ms =
    typeof v === 'number'
      ? v
      : typeof v === 'string'
        ? /^\d{10,16}$/.test(v)
          ? Number(v)
          : Date.parse(v)
        : Number.NaN;
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : null;
}

/** Parses JSON, or null for a malformed frame (a source's garbage must never stop the feed). */
export function jsonOf(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
