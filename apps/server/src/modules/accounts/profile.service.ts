/** The caller's own profile, its editable fields, and the referral programme. */
import { isNickname, isSignature, type UserInfo } from '@app/api';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { maskAccount } from './identity';
import type { UploadService } from './uploads.service';
import { findUserById, type UserRow } from './users.repo';
import { users } from './users.tables';

export type ProfileService = ReturnType<typeof createProfileService>;

export function inviteLink(publicUrl: string, code: string) {
  return `${publicUrl}/h5/#/pages/common/register?code=${code}`;
}

export function userInfo(u: UserRow, publicUrl: string): UserInfo {
  return {
    id: u.id,
    email: u.email,
    mobile: u.mobile,
    area_code: u.mobile ? u.areaCode : null,
    nickname: u.nickname,
    head_portrait: u.headPortrait,
    signature: u.signature,
    invite_code: u.inviteCode,
    invite_link: inviteLink(publicUrl, u.inviteCode),
    credit_score: u.creditScore,
    real_level: u.realLevel,
    has_pay_password: u.payPasswordHash !== null,
    created_at: wireTime(u.createdAt),
  };
}

export function createProfileService(db: Db, deps: { publicUrl: string; uploads: Pick<UploadService, 'requireOwn'> }) {
  async function load(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('NEED_LOGIN');
    return user;
  }
  const set = (userId: number, values: Partial<typeof users.$inferInsert>) =>
    db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));

  return {
    async info(userId: number): Promise<UserInfo> {
      return userInfo(await load(userId), deps.publicUrl);
    },

    async setNickname(userId: number, nickname: string) {
      if (!isNickname(nickname)) throw AppError.invalid('nickname', 'validation.nickname');
      await set(userId, { nickname });
    },

    async setSignature(userId: number, signature: string) {
      if (!isSignature(signature)) throw AppError.invalid('signature', 'validation.signature');
      await set(userId, { signature });
    },

    async setHeadPortrait(userId: number, address: string) {
      await deps.uploads.requireOwn(address, userId, 'head_portrait');
      await set(userId, { headPortrait: address });
    },

    async invite(userId: number) {
      const user = await load(userId);
      const [n] = await db.select({ n: count() }).from(users).where(eq(users.inviterId, userId));
      return {
        invite_code: user.inviteCode,
        invite_link: inviteLink(deps.publicUrl, user.inviteCode),
        invited_count: n?.n ?? 0,
      };
    },

    async invitees(userId: number, page: { page: number; limit: number }) {
      const where = eq(users.inviterId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ email: users.email, mobile: users.mobile, createdAt: users.createdAt })
          .from(users)
          .where(where)
          .orderBy(desc(users.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        list: rows.map((r) => ({ account: maskAccount(r.email, r.mobile), created_at: wireTime(r.createdAt) })),
        total: total?.n ?? 0,
        ...page,
      };
    },
  };
}
