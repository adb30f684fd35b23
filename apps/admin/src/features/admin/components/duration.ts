import type { AdminTexts } from '@app/i18n/admin';

/** The unit names and the "ago" and "never" words of the operator's language (`duration` of the admin texts). */
export type DurationTexts = AdminTexts['duration'];

/** A lag or duration for people: `0 s`, `850 ms`, `12.5 s`, `3 min 20 s`, `2 h 5 min` (in English). */
export function formatDuration(ms: number, u: DurationTexts): string {
  if (ms <= 0) return `0 ${u.s}`;
  if (ms < 1000) return `${Math.round(ms)} ${u.ms}`;
  const s = ms / 1000;
  if (s < 60) return `${Number(s.toFixed(1))} ${u.s}`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} ${u.min} ${Math.floor(s % 60)} ${u.s}`;
  return `${Math.floor(m / 60)} ${u.h} ${m % 60} ${u.min}`;
}

/** How long ago an epoch-ms time was, relative to `now`. */
export const ago = (at: number | null, now: number, u: DurationTexts): string =>
  at === null ? u.never : u.ago.replace('{{time}}', formatDuration(now - at, u));
