/** Back-office view of users: search, detail (addresses, cards, reviews, inviter, sessions), lock and unlock. */
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import type { Actor, AuditService } from '../admin';
import { adminReview, type PictureLink } from './kyc.service';
import { kycReviews } from './kyc.tables';
import { userInfo } from './profile.service';
import type { SessionService } from './sessions.service';
import { findUserById, type UserRow } from './users.repo';
import { users } from './users.tables';

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;

/**
 * A later module's part of the back office's user detail (the wallet module adds the user's withdrawal addresses
 * and bank cards): fields merged into the detail answer, read with the given executor.
 */
type UserDetailPart = (executor: Executor, userId: number) => Promise<Record<string, unknown>>;

const row = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  mobile: u.mobile,
  nickname: u.nickname,
  real_level: u.realLevel,
  locked: u.locked,
  created_at: wireTime(u.createdAt),
  last_login_at: u.lastLoginAt ? wireTime(u.lastLoginAt) : null,
});

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createUsersAdminService(
  db: Db,
  deps: {
    audit: AuditService;
    sessions: Pick<SessionService, 'list' | 'revokeAll'>;
    publicUrl: string;
    picture: PictureLink;
  },
) {
  const detailParts: UserDetailPart[] = [];
  async function setLocked(actor: Actor, id: number, locked: boolean, reason: string) {
    return db.transaction(async (tx) => {
      const before = await findUserById(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const [after] = await tx.update(users).set({ locked, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      const revoked = locked ? await deps.sessions.revokeAll(tx, id) : 0;
      await deps.audit.record(tx, actor, {
        action: locked ? 'user.lock' : 'user.unlock',
        target: `user:${id}`,
        before: { locked: before.locked },
        after: { locked, reason, ...(locked ? { sessions_revoked: revoked } : {}) },
      });
      return row(after!);
    });
  }

  return {
    async list(params: { q?: string | undefined; page: number; limit: number }) {
      const q = params.q?.trim();
      let where: SQL | undefined;
      if (q) {
        const like = `%${likeEscape(q)}%`;
        const parts: (SQL | undefined)[] = [
          ilike(users.email, like),
          ilike(users.mobile, like),
          eq(users.inviteCode, q.toUpperCase()),
        ];
        if (/^\d{1,9}$/.test(q)) parts.push(eq(users.id, Number(q)));
        where = or(...parts);
      }
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.id))
          .limit(params.limit)
          .offset((params.page - 1) * params.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { list: rows.map(row), total: total?.n ?? 0, page: params.page, limit: params.limit };
    },

    /** `identity`: the caller's role reviews identity (kyc read): the review photos come as signed links. */
    async detail(id: number, identity = false) {
      const user = await findUserById(db, id);
      if (!user) throw new AppError('NOT_FOUND');
      const [parts, reviews, inviter, [invited], sessions] = await Promise.all([
        Promise.all(detailParts.map((part) => part(db, id))),
        db.select().from(kycReviews).where(eq(kycReviews.userId, id)).orderBy(desc(kycReviews.id)),
        user.inviterId ? findUserById(db, user.inviterId) : Promise.resolve(undefined),
        db.select({ n: count() }).from(users).where(eq(users.inviterId, id)),
        deps.sessions.list(id, null),
      ]);
      return {
        user: { ...userInfo(user, deps.publicUrl), locked: user.locked, last_login_at: row(user).last_login_at },
        addresses: [],
        cards: [],
        ...Object.assign({}, ...parts),
        reviews: reviews.map((r) => adminReview(r, user.email, identity ? deps.picture : () => null)),
        inviter: inviter
          ? { id: inviter.id, email: inviter.email, mobile: inviter.mobile, nickname: inviter.nickname }
          : null,
        invited_count: invited?.n ?? 0,
        sessions: sessions.map(({ current: _c, ...s }) => s),
      };
    },

    /** Adds a later module's fields to the user detail. */
    addDetailPart(part: UserDetailPart) {
      detailParts.push(part);
    },

    lock: (actor: Actor, id: number, reason: string) => setLocked(actor, id, true, reason),
    unlock: (actor: Actor, id: number, reason: string) => setLocked(actor, id, false, reason),
  };
}
