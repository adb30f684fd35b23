/**
 * Exchange trading hours in a named time zone, computed with Intl only (no date library).
 * Offsets are cached per UTC hour: every DST switch of the zones we use happens on a whole UTC hour,
 * so the cache is exact. Exchange holidays are not modelled (documented in README.md).
 */
export interface TradingSession {
  timeZone: string;
  /** Local opening time 'HH:MM' (inclusive). */
  open: string;
  /** Local closing time 'HH:MM' (exclusive). */
  close: string;
  /** Local weekdays with a session, 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 50_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC at instant `ts`, in ms (New York in winter: -5 h). */
export function zoneOffsetMs(ts: number, timeZone: string): number {
  const hour = Math.floor(ts / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const at = hour * HOUR_MS;
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(at))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const offset = asUtc - at;
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Opening and closing instants (UTC ms) of the session on the local day containing `ts`, or null if none. */
export function sessionBounds(ts: number, session: TradingSession): { open: number; close: number } | null {
  const local = ts + zoneOffsetMs(ts, session.timeZone);
  const localDay = Math.floor(local / DAY_MS);
  const weekday = (((localDay + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  if (!session.days.includes(weekday)) return null;
  const toUtc = (localMs: number) => {
    const guess = localMs - zoneOffsetMs(localMs, session.timeZone);
    return localMs - zoneOffsetMs(guess, session.timeZone);
  };
  return {
    open: toUtc(localDay * DAY_MS + minutesOf(session.open) * MINUTE_MS),
    close: toUtc(localDay * DAY_MS + minutesOf(session.close) * MINUTE_MS),
  };
}

export function isSessionOpen(ts: number, session: TradingSession): boolean {
  const b = sessionBounds(ts, session);
  return b !== null && ts >= b.open && ts < b.close;
}

/** `ts` itself when the market is open, otherwise the next opening instant after `ts`. */
export function nextSessionOpen(ts: number, session: TradingSession): number {
  for (let k = 0; k < 15; k++) {
    const b = sessionBounds(ts + k * DAY_MS, session);
    if (!b) continue;
    if (k === 0 && ts >= b.open && ts < b.close) return ts;
    if (b.open >= ts) return b.open;
  }
  throw new Error(`no session within 15 days after ${new Date(ts).toISOString()}`);
}

/** Milliseconds of [from, to) during which the market is open. */
export function sessionOverlapMs(from: number, to: number, session: TradingSession): number {
  let total = 0;
  let lastOpen = Number.NaN;
  // half-day steps visit every local day even across 23/25-hour DST days; `lastOpen` skips repeats
  for (let at = from; at < to + DAY_MS; at += DAY_MS / 2) {
    const b = sessionBounds(at, session);
    if (!b || b.open === lastOpen) continue;
    lastOpen = b.open;
    if (b.open >= to) break;
    total += Math.max(0, Math.min(to, b.close) - Math.max(from, b.open));
  }
  return total;
}
