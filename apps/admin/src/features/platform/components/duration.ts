/** A lag or duration for people: `0 s`, `850 ms`, `12.5 s`, `3 min 20 s`, `2 h 5 min`. */
export function formatDuration(ms: number): string {
  if (ms <= 0) return '0 s';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${Number(s.toFixed(1))} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${Math.floor(s % 60)} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** How long ago an epoch-ms time was, relative to `now`. */
export const ago = (at: number | null, now: number): string =>
  at === null ? 'never' : `${formatDuration(now - at)} ago`;
