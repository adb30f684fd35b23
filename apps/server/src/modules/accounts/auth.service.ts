/**
 * Sign-up, login, logout, forgotten and changed passwords. Unknown account and wrong password give the same
 * error in about the same time (a dummy argon2 verify). Every password check goes through the throttle service
 * (per account identifier and per address, reserved before the hash is checked: modules/throttle).
 */
import type { LoginChallenge } from '@app/api';
import type { Lang } from '@app/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { dummyHash, hashPassword, verifyPassword } from '../admin';
import { ACCOUNT_RULE, ADDRESS_RULE, minutesLeft, type ThrottleService } from '../throttle';
import type { CodeService } from './codes.service';
import { accountId, deliveryOf, type Identifier, storedIdentifier, targetOf, userTarget } from './identity';
import { newInviteCode } from './invite-code';
import type { SecondFactorGate } from './second-factor';
import type { SessionService } from './sessions.service';
import { findUserById, findUserByIdentifier, isUniqueViolation } from './users.repo';
import { users } from './users.tables';

export type AuthService = ReturnType<typeof createAuthService>;
type Meta = { ip: string; userAgent: string };

/** The login throttle's key of an account: its stored identifier, however it was typed. */
const loginKey = (id: Identifier) => `login:${targetOf(id)}`;

export function checkPasswordsMatch(password: string, confirm: string, field: string) {
  if (password !== confirm) throw AppError.invalid(field, 'account.passwords_differ');
}

export function createAuthService(
  db: Db,
  deps: {
    codes: CodeService;
    sessions: Pick<SessionService, 'create' | 'revokeAll' | 'revoke'>;
    throttle: Pick<ThrottleService, 'attempt' | 'reset'>;
    secondFactor: Pick<SecondFactorGate, 'loginChallenge'>;
  },
) {
  const { throttle } = deps;

  /** The session of a login whose every factor was given (the password, and the second factor when on). */
  async function completeLogin(userId: number, meta: Meta): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
      return deps.sessions.create(tx, userId, meta);
    });
  }

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

    completeLogin,

    /** The session token, or a challenge for the second factor (then /security/login/verify gives the token). */
    async login(
      input: { userString: string; areaCode: string | undefined; password: string },
      meta: Meta,
    ): Promise<string | LoginChallenge> {
      const id = accountId(input.userString, input.areaCode, 'user_string');
      const user = await findUserByIdentifier(db, id, input.areaCode !== undefined && input.areaCode !== '');
      const pass = await throttle.attempt([
        { key: loginKey(user ? storedIdentifier(user, id) : id), rule: ACCOUNT_RULE },
        { key: `login-ip:${meta.ip}`, rule: ADDRESS_RULE },
      ]);
      if (!pass.allowed) throw AppError.say('account.login_locked', { minutes: minutesLeft(pass.retryAfterMs) });
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !valid) throw AppError.say('account.invalid_login');
      await pass.succeeded();
      if (user.locked) throw AppError.say('account.locked');
      return (await deps.secondFactor.loginChallenge(user.id, meta)) ?? completeLogin(user.id, meta);
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
      await throttle.reset(loginKey(storedIdentifier(user, input.id)));
    },

    async changePassword(
      userId: number,
      input: { oldPassword: string; password: string; rePassword: string; code: string },
    ) {
      checkPasswordsMatch(input.password, input.rePassword, 're_password');
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('NEED_LOGIN');
      const pass = await throttle.attempt([{ key: `old-password:${userId}`, rule: ACCOUNT_RULE }]);
      if (!pass.allowed) throw AppError.say('account.login_locked', { minutes: minutesLeft(pass.retryAfterMs) });
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw AppError.say('account.wrong_password');
      await pass.succeeded();
      await deps.codes.verify({ scene: 'security', target: userTarget(userId), code: input.code, consume: true });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await deps.sessions.revokeAll(tx, userId);
      });
    },
  };
}
