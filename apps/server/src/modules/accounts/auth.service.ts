/**
 * Sign-up, login, logout, forgotten and changed passwords. Unknown account and wrong password give the same
 * error in about the same time (a dummy argon2 verify); 5 failures in 15 min lock the account identifier for
 * 15 min, and 20 failures from one IP lock that IP (under the route's 30/min rate limit).
 */
import type { Lang } from '@app/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { dummyHash, hashPassword, verifyPassword } from '../admin';
import type { CodeService } from './codes.service';
import { accountId, deliveryOf, type Identifier, targetOf, userTarget } from './identity';
import { newInviteCode } from './invite-code';
import { createLockout, minutesLeft } from './lockout';
import type { SessionService } from './sessions.service';
import { findUserById, findUserByIdentifier, isUniqueViolation } from './users.repo';
import { users } from './users.tables';

export type AuthService = ReturnType<typeof createAuthService>;
type Meta = { ip: string; userAgent: string };

const LOCK = { windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export function checkPasswordsMatch(password: string, confirm: string, field: string) {
  if (password !== confirm) throw AppError.invalid(field, 'account.passwords_differ');
}

export function createAuthService(
  db: Db,
  deps: { codes: CodeService; sessions: Pick<SessionService, 'create' | 'revokeAll' | 'revoke'> },
) {
  const accountLock = createLockout({ max: 5, ...LOCK });
  const ipLock = createLockout({ max: 20, ...LOCK });
  const oldPasswordLock = createLockout({ max: 5, ...LOCK });

  async function insertUser(values: { id: Identifier; passwordHash: string; inviterId: number | null; lang: Lang }) {
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await db
          .insert(users)
          .values({
            ...(values.id.kind === 'email'
              ? { email: values.id.email }
              : { areaCode: values.id.areaCode, mobile: values.id.mobile }),
            passwordHash: values.passwordHash,
            inviteCode: newInviteCode(),
            inviterId: values.inviterId,
            lang: values.lang,
            createdAt: new Date(),
          })
          .returning({ id: users.id });
        return row!.id;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Either the account appeared meanwhile, or (rarely) the random invite code is taken: retry that.
        if (await findUserByIdentifier(db, values.id)) throw AppError.say('account.exists');
        if (attempt >= 5) throw error;
      }
    }
  }

  return {
    /** Sends a code to an email/mobile for register, forget or bind. */
    async sendCode(params: { scene: 'register' | 'forget' | 'bind'; id: Identifier; ip: string; lang: Lang }) {
      const existing = await findUserByIdentifier(db, params.id);
      if ((params.scene === 'register' || params.scene === 'bind') && existing) throw AppError.say('account.exists');
      await deps.codes.send({
        scene: params.scene,
        target: targetOf(params.id),
        ...deliveryOf(params.id),
        ip: params.ip,
        lang: params.lang,
        // Forgotten password for an unknown account: same answer, nothing sent (no account discovery).
        deliver: params.scene !== 'forget' || existing !== undefined,
      });
    },

    async checkRegisterCode(id: Identifier, code: string): Promise<true> {
      await deps.codes.verify({ scene: 'register', target: targetOf(id), code, consume: false });
      return true;
    },

    async register(input: {
      id: Identifier;
      code: string;
      password: string;
      rePassword: string;
      inviteCode: string | undefined;
      lang: Lang;
    }): Promise<number> {
      checkPasswordsMatch(input.password, input.rePassword, 're_password');
      if (await findUserByIdentifier(db, input.id)) throw AppError.say('account.exists');
      let inviterId: number | null = null;
      if (input.inviteCode) {
        const [inviter] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.inviteCode, input.inviteCode.toUpperCase()));
        if (!inviter) throw AppError.say('account.invite_unknown');
        inviterId = inviter.id;
      }
      await deps.codes.verify({ scene: 'register', target: targetOf(input.id), code: input.code, consume: true });
      const passwordHash = await hashPassword(input.password);
      return insertUser({ id: input.id, passwordHash, inviterId, lang: input.lang });
    },

    async login(input: { userString: string; areaCode: string | undefined; password: string }, meta: Meta) {
      const id = accountId(input.userString, input.areaCode, 'user_string');
      const key = targetOf(id);
      const wait = Math.max(accountLock.remaining(key), ipLock.remaining(meta.ip));
      if (wait > 0) throw AppError.say('account.login_locked', { minutes: minutesLeft(wait) });
      const user = await findUserByIdentifier(db, id, input.areaCode !== undefined && input.areaCode !== '');
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !valid) {
        accountLock.fail(key);
        ipLock.fail(meta.ip);
        throw AppError.say('account.invalid_login');
      }
      accountLock.reset(key);
      if (user.locked) throw AppError.say('account.locked');
      return db.transaction(async (tx) => {
        await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
        return deps.sessions.create(tx, user.id, meta);
      });
    },

    async logout(userId: number, sessionId: number) {
      await deps.sessions.revoke(userId, sessionId);
    },

    async forget(input: { id: Identifier; code: string; password: string; rePassword: string }) {
      checkPasswordsMatch(input.password, input.rePassword, 'repassword');
      await deps.codes.verify({ scene: 'forget', target: targetOf(input.id), code: input.code, consume: true });
      const user = await findUserByIdentifier(db, input.id);
      if (!user) throw AppError.say('account.code_invalid');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await deps.sessions.revokeAll(tx, user.id);
      });
      accountLock.reset(targetOf(input.id));
    },

    async changePassword(
      userId: number,
      input: { oldPassword: string; password: string; rePassword: string; code: string },
    ) {
      checkPasswordsMatch(input.password, input.rePassword, 're_password');
      const key = `old:${userId}`;
      const wait = oldPasswordLock.remaining(key);
      if (wait > 0) throw AppError.say('account.login_locked', { minutes: minutesLeft(wait) });
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('NEED_LOGIN');
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        oldPasswordLock.fail(key);
        throw AppError.say('account.wrong_password');
      }
      oldPasswordLock.reset(key);
      await deps.codes.verify({ scene: 'security', target: userTarget(userId), code: input.code, consume: true });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await deps.sessions.revokeAll(tx, userId);
      });
    },
  };
}
