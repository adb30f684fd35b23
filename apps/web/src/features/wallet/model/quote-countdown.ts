import { parseServerTime } from '../../../lib/time';

/**
 * The exchange quote's countdown as a pure reducer: a new quote starts it at 10 s, each second ticks it
 * down, and at zero it asks for a refresh. A quote past its expiry is not used for a submit.
 */

export const QUOTE_REFRESH_MS = 10_000;
export const QUOTE_REFRESH_SECONDS = QUOTE_REFRESH_MS / 1000;

export type QuoteCountdown = {
  /** When the shown quote arrived (ms), 0 before the first one. */
  quotedAt: number;
  /** Seconds until the next quote. */
  remaining: number;
  /** True once the countdown reached zero and no newer quote arrived yet. */
  due: boolean;
};

export type QuoteCountdownAction = { type: 'quoted'; at: number } | { type: 'tick' } | { type: 'reset' };

export const initialCountdown: QuoteCountdown = { quotedAt: 0, remaining: QUOTE_REFRESH_SECONDS, due: false };

export function quoteCountdownReducer(state: QuoteCountdown, action: QuoteCountdownAction): QuoteCountdown {
  switch (action.type) {
    case 'quoted':
      // The same quote seen twice (a re-render) does not restart the count.
      if (action.at === state.quotedAt) return state;
      return { quotedAt: action.at, remaining: QUOTE_REFRESH_SECONDS, due: false };
    case 'tick': {
      if (state.quotedAt === 0 || state.due) return state;
      const remaining = Math.max(0, state.remaining - 1);
      return { ...state, remaining, due: remaining === 0 };
    }
    case 'reset':
      return initialCountdown;
  }
}

/** expires_at as ms: an ISO date, or seconds / ms since the epoch (spec §9: > 10 digits are ms). */
export function expiryMillis(expiresAt: string | number): number {
  if (typeof expiresAt === 'number' || /^\d+$/.test(expiresAt)) {
    const n = Number(expiresAt);
    return String(Math.trunc(n)).length > 10 ? n : n * 1000;
  }
  // 'YYYY-MM-DD HH:mm:ss' is UTC on this API (docs/api-foundation.md); a string with a zone keeps it.
  if (/^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?$/.test(expiresAt.trim())) return parseServerTime(expiresAt);
  return Date.parse(expiresAt);
}

/** A quote may be sent while it has not expired (with a second of margin for the trip to the server). */
export function isQuoteFresh(expiresAt: string | number, now: number, marginMs = 1000): boolean {
  const at = expiryMillis(expiresAt);
  return Number.isFinite(at) && now + marginMs < at;
}
