/**
 * The platform clock: the one "now" of market data, trading, earn days and the sweepers, so a due time written by
 * a module and the sweeper that reads it always agree. It is the real clock in production. Outside production,
 * MARKET_CLOCK_START may start it at a chosen instant, and `advance` moves it forward (a journey that needs
 * tomorrow's mining yield): only forward, and never in production.
 */
export type Clock = {
  now(): number;
  /** Moves the clock forward by `ms`; refused in production. */
  advance(ms: number): void;
  /** Whether `advance` is allowed (not in production). */
  readonly adjustable: boolean;
};

export function createClock(o: { start?: number | undefined; adjustable: boolean; real?: () => number }): Clock {
  const real = o.real ?? Date.now;
  const bootedAt = real();
  const start = o.start;
  let offset = 0;
  const base = start === undefined ? real : () => start + (real() - bootedAt);
  return {
    now: () => base() + offset,
    advance(ms) {
      if (!o.adjustable) throw new Error('the platform clock cannot be moved in production');
      if (!Number.isFinite(ms) || ms <= 0) throw new Error('the platform clock only moves forward');
      offset += ms;
    },
    adjustable: o.adjustable,
  };
}
