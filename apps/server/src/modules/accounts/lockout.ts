/**
 * A failure counter with a temporary lock: after `max` failures within `windowMs`, the key is locked for
 * `lockMs`. In memory (per instance): it slows guessing; a restart forgets it. Time comes from Date.now so
 * tests can move the clock.
 */
export type Lockout = ReturnType<typeof createLockout>;

const MAX_KEYS = 50_000;

export function createLockout(opts: { max: number; windowMs: number; lockMs: number }) {
  const entries = new Map<string, { failures: number[]; lockedUntil: number }>();

  function prune(now: number) {
    for (const [key, e] of entries) {
      if (e.lockedUntil <= now && (e.failures.at(-1) ?? 0) < now - opts.windowMs) entries.delete(key);
    }
  }

  return {
    /** Milliseconds until the key may try again (0 when not locked). */
    remaining(key: string): number {
      const e = entries.get(key);
      return e ? Math.max(0, e.lockedUntil - Date.now()) : 0;
    },
    fail(key: string): void {
      const now = Date.now();
      if (entries.size > MAX_KEYS) prune(now);
      const e = entries.get(key) ?? { failures: [], lockedUntil: 0 };
      e.failures = e.failures.filter((t) => t > now - opts.windowMs);
      e.failures.push(now);
      if (e.failures.length >= opts.max) {
        e.lockedUntil = now + opts.lockMs;
        e.failures = [];
      }
      entries.set(key, e);
    },
    reset(key: string): void {
      entries.delete(key);
    },
  };
}

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
