/**
 * One throttle for every secret the platform checks (user and admin passwords, pay passwords, TOTP codes).
 *
 * An attempt first RESERVES a slot with one atomic statement (insert or increment, with the window and the lock
 * decided in the same statement), and only an attempt that got a slot within the limit may check the secret. So 40
 * parallel tries against a limit of 5 check at most 5 secrets, whatever their order, on any number of instances:
 * the counter is a database row, not memory. The (limit + 1)th reservation starts the lock.
 *
 *   const pass = await throttle.attempt([{ key: `login:${id}`, rule: LOGIN }, { key: `login-ip:${ip}`, rule: LOGIN_IP }]);
 *   if (!pass.allowed) refuse(pass.retryAfterMs);
 *   if (await verify()) await pass.succeeded(); else refused;   // failures stay counted
 *
 * On success the rules say what happens to their key: `reset` (the account's own counter starts again) or
 * `release` (the slot is given back, so an address only counts failures: one user's good logins never lock the
 * others behind the same address).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { throttleCounters } from './throttle.tables';

export type ThrottleRule = {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
  /** How long the key stays locked once the limit is passed. */
  lockMs: number;
  /** What a success does to this key's counter. */
  onSuccess: 'reset' | 'release';
};

export type ThrottleKey = { key: string; rule: ThrottleRule };

export type ThrottlePass =
  | { allowed: true; succeeded(): Promise<void> }
  | { allowed: false; retryAfterMs: number; succeeded?: undefined };

/**
 * A pass of `attemptOwn`: the caller reports a wrong secret with `failed()`, so a refusal can tell attempts still
 * being checked (`busy`) from confirmed failures (`locked`).
 */
export type OwnPass =
  | { allowed: true; succeeded(): Promise<void>; failed(): Promise<void> }
  | { allowed: false; reason: 'busy' | 'locked'; retryAfterMs: number };

type Reserved = { count: number; locked_until: Date | string | null };

export type ThrottleService = ReturnType<typeof createThrottleService>;

export function createThrottleService(db: Db, now: () => number = () => Date.now()) {
  /** Takes one slot of `key`; answers the count after it and the lock's end, decided atomically. */
  async function reserve({ key, rule }: ThrottleKey): Promise<Reserved> {
    const at = new Date(now()).toISOString();
    const windowStartCutoff = new Date(now() - rule.windowMs).toISOString();
    const lockEnd = new Date(now() + rule.lockMs).toISOString();
    // `fresh`: no lock in force and the window is over (or a lock ended): the key starts again at 1.
    const fresh = sql`((${throttleCounters.lockedUntil} is null and ${throttleCounters.windowStart} <= ${windowStartCutoff}::timestamptz)
      or ${throttleCounters.lockedUntil} <= ${at}::timestamptz)`;
    const res = await db.execute(sql`
      insert into throttle_counters (key, count, window_start, locked_until)
      values (${key}, 1, ${at}::timestamptz, null)
      on conflict (key) do update set
        count = case when ${fresh} then 1 else ${throttleCounters.count} + 1 end,
        window_start = case when ${fresh} then ${at}::timestamptz else ${throttleCounters.windowStart} end,
        locked_until = case
          when ${fresh} then null
          when ${throttleCounters.lockedUntil} is null and ${throttleCounters.count} + 1 > ${rule.max} then ${lockEnd}::timestamptz
          else ${throttleCounters.lockedUntil} end
      returning count, locked_until`);
    const [row] = (res as unknown as { rows: Reserved[] }).rows;
    if (!row) throw new Error(`throttle: no row for ${key}`);
    return row;
  }

  async function afterSuccess({ key, rule }: ThrottleKey) {
    if (rule.onSuccess === 'reset') {
      await db.execute(sql`delete from throttle_counters where key = ${key}`);
    } else {
      await db.execute(sql`update throttle_counters set count = greatest(count - 1, 0) where key = ${key}`);
    }
  }

  return {
    /**
     * Reserves a slot of every key, in order; refuses (without touching later keys) at the first key over its
     * limit. The caller checks the secret only when allowed, and calls `succeeded()` when it was right.
     */
    async attempt(keys: readonly ThrottleKey[]): Promise<ThrottlePass> {
      for (const k of keys) {
        const r = await reserve(k);
        if (r.locked_until !== null) {
          const until = new Date(r.locked_until).getTime();
          if (until > now()) return { allowed: false, retryAfterMs: until - now() };
        }
      }
      return {
        allowed: true,
        succeeded: async () => {
          for (const k of keys) await afterSuccess(k);
        },
      };
    },

    /**
     * One key whose slots are taken by attempts in flight as well as by failures (so parallel guesses are bounded
     * as with `attempt`), with the confirmed failures counted beside it under `<key>#failed`. A refusal is
     * `locked` when the limit's worth of attempts really failed, else `busy`: the slots are held by checks still
     * running, and a right secret among them must not be told it was wrong. A new episode of the key (its count
     * back at 1) forgets older failures; a success forgets both.
     */
    async attemptOwn(k: ThrottleKey): Promise<OwnPass> {
      const failedKey = `${k.key}#failed`;
      const r = await reserve(k);
      if (r.count === 1) await db.execute(sql`delete from throttle_counters where key = ${failedKey}`);
      const until = r.locked_until === null ? 0 : new Date(r.locked_until).getTime();
      if (until > now()) {
        const res = await db.execute(sql`select count from throttle_counters where key = ${failedKey}`);
        const [row] = (res as unknown as { rows: { count: number }[] }).rows;
        const reason = (row?.count ?? 0) >= k.rule.max ? 'locked' : 'busy';
        return { allowed: false, reason, retryAfterMs: until - now() };
      }
      return {
        allowed: true,
        succeeded: async () => {
          await db.execute(sql`delete from throttle_counters where key in (${k.key}, ${failedKey})`);
        },
        failed: async () => {
          const at = new Date(now()).toISOString();
          await db.execute(sql`
            insert into throttle_counters (key, count, window_start, locked_until)
            values (${failedKey}, 1, ${at}::timestamptz, null)
            on conflict (key) do update set count = ${throttleCounters.count} + 1`);
        },
      };
    },

    /** Forgets a key (a password reset ends the lock of the account it reset). */
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from throttle_counters where key in (${key}, ${`${key}#failed`})`);
    },

    /** Deletes counters whose window and lock are both over (the scheduler's prune job). */
    async prune(olderThanMs: number): Promise<number> {
      const cutoff = new Date(now() - olderThanMs).toISOString();
      const at = new Date(now()).toISOString();
      const res = await db.execute(sql`
        delete from throttle_counters
        where window_start < ${cutoff}::timestamptz and (locked_until is null or locked_until < ${at}::timestamptz)
        returning key`);
      return (res as unknown as { rows: unknown[] }).rows.length;
    },
  };
}

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
