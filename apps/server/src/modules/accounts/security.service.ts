/**
 * Sensitive changes: the pay password, binding a new email or phone, and the proof a change needs (the pay
 * password, or a fresh code of scene `security` sent to the user's own email/phone by /sms_mail2).
 */
import type { Lang } from '@app/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../admin';
import { ACCOUNT_RULE, minutesLeft, type ThrottleService } from '../throttle';
import { checkPasswordsMatch } from './auth.service';
import type { CodeService } from './codes.service';
import { type Identifier, targetOf, userTarget } from './identity';
import type { SecondFactorGate } from './second-factor';
import { findUserById, findUserByIdentifier, isUniqueViolation, type UserRow } from './users.repo';
import { users } from './users.tables';

export type SecurityService = ReturnType<typeof createSecurityService>;
/** What the caller offers as proof: either may be missing. */
export type Proof = {
  payPassword?: string | undefined;
  code?: string | undefined;
  /** The second factor's code: required on top of the proof when the user has a second factor. */
  twoFactorCode?: string | undefined;
  /** The caller's address (the second factor's throttle counts per address too). */
  ip?: string | undefined;
};

export function createSecurityService(
  db: Db,
  deps: {
    codes: CodeService;
    throttle: Pick<ThrottleService, 'attemptOwn' | 'reset'>;
    secondFactor: Pick<SecondFactorGate, 'stepUp'>;
  },
) {
  async function loadUser(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('NEED_LOGIN');
    return user;
  }

  /**
   * Pay password (throttled per user: 5 tries in 15 min, then 15 min locked; more at once than the limit are
   * refused as busy, not as wrong) or a security code, else refused;
   * then the second factor's code when the user has one.
   */
  async function prove(user: UserRow, proof: Proof): Promise<void> {
    await proveFirst(user, proof);
    await deps.secondFactor.stepUp(user.id, proof.twoFactorCode, proof.ip ?? '');
  }

  async function proveFirst(user: UserRow, proof: Proof): Promise<void> {
    if (proof.payPassword) {
      const pass = await deps.throttle.attemptOwn({ key: `pay:${user.id}`, rule: ACCOUNT_RULE });
      if (!pass.allowed) {
        // Slots held by checks still running are not wrong tries: a right password among them says so.
        if (pass.reason === 'busy') throw AppError.say('account.pay_password_busy');
        throw AppError.say('account.pay_password_locked', { minutes: minutesLeft(pass.retryAfterMs) });
      }
      if (!user.payPasswordHash || !(await verifyPassword(user.payPasswordHash, proof.payPassword))) {
        await pass.failed();
        throw AppError.say('account.pay_password_wrong');
      }
      await pass.succeeded();
      return;
    }
    if (proof.code) {
      await deps.codes.verify({ scene: 'security', target: userTarget(user.id), code: proof.code, consume: true });
      return;
    }
    throw AppError.say('account.proof_required');
  }

  async function bind(userId: number, id: Identifier, bindCode: string, proof: Proof) {
    const user = await loadUser(userId);
    const alreadyBound = id.kind === 'email' ? user.email !== null : user.mobile !== null;
    const existing = await findUserByIdentifier(db, id);
    if (existing) throw AppError.say('account.exists');
    // Changing a bound address needs proof of identity; binding the first one only needs the new address's code.
    if (alreadyBound) await prove(user, proof);
    await deps.codes.verify({ scene: 'bind', target: targetOf(id), code: bindCode, consume: true });
    try {
      await db
        .update(users)
        .set(
          id.kind === 'email'
            ? { email: id.email, updatedAt: new Date() }
            : { areaCode: id.areaCode, mobile: id.mobile, updatedAt: new Date() },
        )
        .where(eq(users.id, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.say('account.exists');
      throw error;
    }
  }

  return {
    async proveFor(userId: number, proof: Proof): Promise<void> {
      await prove(await loadUser(userId), proof);
    },

    /** /sms_mail2: a code of scene security to the caller's own bound email or phone. */
    async sendOwnCode(userId: number, channel: 'email' | 'mobile', ip: string, lang: Lang) {
      const user = await loadUser(userId);
      const to =
        channel === 'email' ? user.email : user.mobile !== null ? `+${user.areaCode ?? ''}${user.mobile}` : null;
      if (!to) throw AppError.say('account.no_channel');
      await deps.codes.send({
        scene: 'security',
        target: userTarget(userId),
        channel: channel === 'email' ? 'email' : 'sms',
        to,
        ip,
        lang,
        userId,
      });
    },

    async setPayPassword(
      userId: number,
      input: { password: string; rePassword: string; code: string; twoFactorCode?: string | undefined; ip?: string },
    ) {
      checkPasswordsMatch(input.password, input.rePassword, 're_password');
      await deps.codes.verify({ scene: 'security', target: userTarget(userId), code: input.code, consume: true });
      await deps.secondFactor.stepUp(userId, input.twoFactorCode, input.ip ?? '');
      const payPasswordHash = await hashPassword(input.password);
      await db.update(users).set({ payPasswordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await deps.throttle.reset(`pay:${userId}`);
    },

    bindEmail: (userId: number, id: Identifier, code: string, proof: Proof) => bind(userId, id, code, proof),
    bindMobile: (userId: number, id: Identifier, code: string, proof: Proof) => bind(userId, id, code, proof),
  };
}
