/**
 * User sessions: opaque 32-byte tokens (base64url) stored as sha256, with a sliding expiry of SESSION_TTL_DAYS.
 * A token is minted at every login; a password change or an admin lock revokes every token of the user.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SessionView } from '@app/api';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { wireTime } from '../../envelope';
import { userSessions } from './sessions.tables';
import { users } from './users.tables';

export type SessionService = ReturnType<typeof createSessionService>;
type Authenticated = { userId: number; sessionId: number; realLevel: number };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Refresh last_seen/expiry at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Runs in the session's transaction for every new session (the login history: safety.service `recordLogin`). */
export type OnNewSession = (
  executor: Executor,
  login: { userId: number; ip: string; userAgent: string; at: Date },
) => Promise<void>;

export function createSessionService(db: Db, opts: { ttlDays: number; onNewSession?: OnNewSession }) {
  const ttlMs = opts.ttlDays * 24 * 3600_000;

  return {
    /** A new session for a user; returns the raw token (shown once, never stored). */
    async create(executor: Executor, userId: number, meta: { ip: string; userAgent: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await executor.delete(userSessions).where(and(eq(userSessions.userId, userId), lt(userSessions.expiresAt, now)));
      await executor.insert(userSessions).values({
        tokenHash: sha256(token),
        userId,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 300),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      await opts.onNewSession?.(executor, { userId, ip: meta.ip, userAgent: meta.userAgent, at: now });
      return token;
    },

    /** The user behind a raw token, or null when missing, unknown, expired or the user is locked. */
    async authenticate(raw: string): Promise<Authenticated | null> {
      if (!raw || raw.length > 200) return null;
      const now = new Date();
      const [row] = await db
        .select({ session: userSessions, locked: users.locked, realLevel: users.realLevel })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(and(eq(userSessions.tokenHash, sha256(raw)), gt(userSessions.expiresAt, now)));
      if (!row || row.locked) return null;
      if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db
          .update(userSessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
          .where(eq(userSessions.id, row.session.id));
      }
      return { userId: row.session.userId, sessionId: row.session.id, realLevel: row.realLevel };
    },

    async revoke(userId: number, sessionId: number): Promise<void> {
      await db.delete(userSessions).where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
    },

    /** Ends every session of a user (password change, forgotten password, admin lock). */
    async revokeAll(executor: Executor, userId: number): Promise<number> {
      const gone = await executor
        .delete(userSessions)
        .where(eq(userSessions.userId, userId))
        .returning({ id: userSessions.id });
      return gone.length;
    },

    async revokeOthers(userId: number, keepSessionId: number): Promise<number> {
      const gone = await db
        .delete(userSessions)
        .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId)))
        .returning({ id: userSessions.id });
      return gone.length;
    },

    async list(userId: number, currentSessionId: number | null, executor: Executor = db): Promise<SessionView[]> {
      const rows = await executor
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, new Date())))
        .orderBy(desc(userSessions.lastSeenAt));
      return rows.map((s) => ({
        id: s.id,
        created_at: wireTime(s.createdAt),
        last_seen_at: wireTime(s.lastSeenAt),
        ip: s.ip,
        user_agent: s.userAgent,
        current: s.id === currentSessionId,
      }));
    },
  };
}
