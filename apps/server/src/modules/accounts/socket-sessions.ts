/**
 * A socket's private rooms never outlive its session. The realtime hub knows which session each socket of this
 * instance logged in with; `check()` asks the database which of those sessions still hold (not revoked, not
 * expired, user not locked) and ends the others on this instance's sockets (`session_end`, private rooms left).
 *
 * It runs at once after every call that ends sessions on this instance (logout, password change, forgotten
 * password, revoke-others, admin lock: `afterEnding`), and as the scheduler job `accounts.socket-sessions` every
 * few seconds, which catches sessions ended on another instance sharing the database, and expiry.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { RealtimeHub } from '../../platform/realtime';
import { userSessions } from './sessions.tables';
import { users } from './users.tables';

/** How often every instance re-checks its sockets' sessions (the longest a session ended elsewhere lives on). */
export const SOCKET_SESSION_CHECK_MS = 5_000;
const CHUNK = 500;

export type SocketSessions = ReturnType<typeof createSocketSessions>;

export function createSocketSessions(db: Db, realtime: Pick<RealtimeHub, 'liveSessions' | 'endSessions'>) {
  return {
    /** Ends the sockets whose session is gone; answers how many sockets were ended. */
    async check(now: Date = new Date()): Promise<number> {
      const live = realtime.liveSessions();
      if (live.length === 0) return 0;
      const holding = new Set<number>();
      for (let i = 0; i < live.length; i += CHUNK) {
        const rows = await db
          .select({ id: userSessions.id })
          .from(userSessions)
          .innerJoin(users, eq(users.id, userSessions.userId))
          .where(
            and(
              inArray(userSessions.id, live.slice(i, i + CHUNK)),
              gt(userSessions.expiresAt, now),
              eq(users.locked, false),
            ),
          );
        for (const r of rows) holding.add(r.id);
      }
      return realtime.endSessions(live.filter((id) => !holding.has(id)));
    },
  };
}

/**
 * The same service whose `names` methods run `after` once they resolved (after their transaction committed).
 * A failure of `after` is logged, never turned into the caller's error: the scheduler job catches up.
 */
export function afterEnding<T extends object, K extends keyof T>(
  service: T,
  names: readonly K[],
  after: () => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'error'>,
): T {
  const wrapped = { ...service };
  for (const name of names) {
    const fn = service[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<K, unknown>)[name] = async (...args: unknown[]) => {
      const result = await fn(...args);
      try {
        await after();
      } catch (error) {
        log.error({ err: error }, 'socket session check failed');
      }
      return result;
    };
  }
  return wrapped;
}
