/**
 * Login throttle per IP + email: after MAX_FAILURES failed logins in WINDOW_MS, further attempts are refused
 * until the window passes. In memory: it slows guessing on one instance; the global rate limit covers the rest.
 */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const MAX_ENTRIES = 10_000;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, { count: number; since: number }>();

  function prune() {
    const cutoff = now() - WINDOW_MS;
    for (const [key, entry] of failures) if (entry.since < cutoff) failures.delete(key);
  }

  return {
    isBlocked(key: string): boolean {
      const entry = failures.get(key);
      if (!entry) return false;
      if (entry.since < now() - WINDOW_MS) {
        failures.delete(key);
        return false;
      }
      return entry.count >= MAX_FAILURES;
    },
    fail(key: string): void {
      if (failures.size > MAX_ENTRIES) prune();
      const entry = failures.get(key);
      if (entry && entry.since >= now() - WINDOW_MS) entry.count += 1;
      else failures.set(key, { count: 1, since: now() });
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}
