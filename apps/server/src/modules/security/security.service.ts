/**
 * The users' optional second factor: TOTP (RFC 6238, through the admin module's helpers) with 10 one-time recovery
 * codes. Secrets are sealed at rest (platform/secret-box.ts, bound to the user's row); recovery codes are stored as
 * sha256. Every code check (login step, step-up, enable, disable, renewal) first reserves a slot of the throttle
 * (`2fa:<user>`, 5 per 15 min, and per address at the login step), so codes cannot be guessed in parallel.
 *
 * Login: a right password answers a ticket (random, 5 min, stored as sha256) instead of a token; the ticket and a
 * code give the token. Step-up: sensitive calls carry `two_factor_code` (a code, or a passkey step-up's proof),
 * checked by `stepUp`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isStepUpProof, LOGIN_TICKET_SECONDS, type LoginChallenge, type TwoFactorStatus } from '@app/api';
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { AppError } from '../../errors';
import type { SecretBox } from '../../platform/secret-box';
import {
  type Actor,
  type AuditService,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
  totpUrl,
} from '../admin';
import { ACCOUNT_RULE, ADDRESS_RULE, minutesLeft, type ThrottleService } from '../throttle';
import { loginTickets, userRecoveryCodes, userTotp } from './security.tables';

type Meta = { ip: string; userAgent: string };
export type SecurityService = ReturnType<typeof createSecurityService>;

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export function createSecurityService(
  db: Db,
  deps: {
    box: SecretBox;
    throttle: Pick<ThrottleService, 'attempt'>;
    /** The issuer shown in authenticator apps (the site's name). */
    issuer: () => Promise<string>;
    /** Accounts' end of a login: the session token. */
    completeLogin: (userId: number, meta: Meta) => Promise<string>;
    /** The label of the account in authenticator apps (email or phone). */
    labelOf: (userId: number) => Promise<string>;
    audit: Pick<AuditService, 'record'>;
    /**
     * Passkeys: whether the user has any (a second factor too), spending a step-up proof, and removal at a
     * back-office reset.
     */
    passkeys: {
      has(userId: number, executor?: Executor): Promise<boolean>;
      spendProof(userId: number, proof: string): Promise<boolean>;
      removeAll(executor: Executor, userId: number): Promise<void>;
    };
  },
) {
  const { box, throttle } = deps;
  const context = (userId: number) => `user:${userId}:totp`;

  async function rowOf(executor: Executor, userId: number) {
    const [row] = await executor.select().from(userTotp).where(eq(userTotp.userId, userId));
    return row;
  }

  async function recoveryLeft(executor: Executor, userId: number): Promise<number> {
    const [r] = await executor
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
    return r?.n ?? 0;
  }

  /** Accepts a TOTP code once: its step must be newer than the last accepted one (one conditional update). */
  async function useTotp(executor: Executor, userId: number, sealed: string, code: string): Promise<boolean> {
    const step = totpStep(box.open(sealed, context(userId)), code);
    if (step === null) return false;
    const updated = await executor
      .update(userTotp)
      .set({ lastStep: step })
      .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
      .returning({ id: userTotp.userId });
    return updated.length === 1;
  }

  /** Spends an unused recovery code (one conditional update, so it works once even under races). */
  async function useRecovery(executor: Executor, userId: number, code: string): Promise<boolean> {
    const used = await executor
      .update(userRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(userRecoveryCodes.userId, userId),
          eq(userRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(userRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: userRecoveryCodes.id });
    return used.length === 1;
  }

  async function replaceRecoveryCodes(executor: Executor, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await executor.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await executor.insert(userRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    return codes;
  }

  /**
   * Reserves a throttle slot, then runs `check` with a code checker; the slot is given back only when the whole
   * change succeeded. `totpOnly`: recovery codes are refused (turning 2FA on proves the authenticator works).
   */
  async function withCode<T>(
    userId: number,
    ip: string,
    code: string,
    run: (
      checkCode: (executor: Executor, sealed: string, opts?: { totpOnly?: boolean }) => Promise<void>,
    ) => Promise<T>,
  ): Promise<T> {
    const pass = await throttle.attempt([
      { key: `2fa:${userId}`, rule: ACCOUNT_RULE },
      ...(ip ? [{ key: `2fa-ip:${ip}`, rule: ADDRESS_RULE }] : []),
    ]);
    if (!pass.allowed) throw AppError.say('security.locked', { minutes: minutesLeft(pass.retryAfterMs) });
    const result = await run(async (executor, sealed, opts) => {
      const ok = isTotpCode(code)
        ? await useTotp(executor, userId, sealed, code.trim())
        : !opts?.totpOnly && (await useRecovery(executor, userId, code));
      if (!ok) throw AppError.say('security.code_invalid');
    });
    await pass.succeeded();
    return result;
  }

  const isOn = async (userId: number): Promise<boolean> => !!(await rowOf(db, userId))?.secret;

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const row = await rowOf(db, userId);
      const enabled = !!row?.secret;
      return {
        enabled,
        pending: !!row?.pendingSecret,
        recovery_left: enabled ? await recoveryLeft(db, userId) : 0,
      };
    },

    isOn,

    /** A new pending secret (replacing an earlier pending one); refused while 2FA is on. */
    async setup(userId: number): Promise<{ secret: string; otpauth_url: string }> {
      const existing = await rowOf(db, userId);
      if (existing?.secret) throw AppError.say('security.already_enabled');
      const secret = newTotpSecret();
      const pendingSecret = box.seal(secret, context(userId));
      await db
        .insert(userTotp)
        .values({ userId, pendingSecret, updatedAt: new Date() })
        .onConflictDoUpdate({ target: userTotp.userId, set: { pendingSecret, updatedAt: new Date() } });
      const [issuer, label] = await Promise.all([deps.issuer(), deps.labelOf(userId)]);
      return { secret, otpauth_url: totpUrl(secret, label, issuer) };
    },

    /** Turns 2FA on with a first code of the pending secret; answers the 10 recovery codes (shown once). */
    async enable(userId: number, code: string, ip: string): Promise<string[]> {
      return withCode(userId, ip, code, (checkCode) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, userId)).for('update');
          if (row?.secret) throw AppError.say('security.already_enabled');
          if (!row?.pendingSecret) throw AppError.say('security.no_setup');
          await checkCode(tx, row.pendingSecret, { totpOnly: true });
          await tx
            .update(userTotp)
            .set({ secret: row.pendingSecret, pendingSecret: null, enabledAt: new Date(), updatedAt: new Date() })
            .where(eq(userTotp.userId, userId));
          return replaceRecoveryCodes(tx, userId);
        }),
      );
    },

    /** Turns 2FA off with a current code or a recovery code. */
    async disable(userId: number, code: string, ip: string): Promise<void> {
      await withCode(userId, ip, code, (checkCode) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, userId)).for('update');
          if (!row?.secret) throw AppError.say('security.not_enabled');
          await checkCode(tx, row.secret);
          await tx.delete(userTotp).where(eq(userTotp.userId, userId));
          await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
        }),
      );
    },

    /** New recovery codes (the old ones stop working); needs a current code. */
    async renewRecoveryCodes(userId: number, code: string, ip: string): Promise<string[]> {
      return withCode(userId, ip, code, (checkCode) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, userId)).for('update');
          if (!row?.secret) throw AppError.say('security.not_enabled');
          await checkCode(tx, row.secret);
          return replaceRecoveryCodes(tx, userId);
        }),
      );
    },

    /** Installed in accounts: after a right password, a ticket instead of a token when 2FA is on. */
    async loginChallenge(userId: number, meta: Meta): Promise<LoginChallenge | null> {
      const [totp, passkey] = await Promise.all([isOn(userId), deps.passkeys.has(userId)]);
      if (!totp && !passkey) return null;
      const ticket = randomBytes(32).toString('base64url');
      const now = Date.now();
      await db.delete(loginTickets).where(lt(loginTickets.expiresAt, new Date(now)));
      await db.insert(loginTickets).values({
        ticketHash: sha256(ticket),
        userId,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 500),
        expiresAt: new Date(now + LOGIN_TICKET_SECONDS * 1000),
      });
      const methods: LoginChallenge['methods'] = [
        ...(totp ? (['totp', 'recovery'] as const) : []),
        ...(passkey ? (['passkey'] as const) : []),
      ];
      return { two_factor: true, ticket, methods, expires_in: LOGIN_TICKET_SECONDS };
    },

    /** The ticket of a login and a code (TOTP or recovery): the session token. A ticket works once. */
    async verifyLogin(ticket: string, code: string, meta: Meta): Promise<string> {
      const ticketHash = sha256(ticket);
      const [t] = await db
        .select()
        .from(loginTickets)
        .where(and(eq(loginTickets.ticketHash, ticketHash), gt(loginTickets.expiresAt, new Date())));
      if (!t) throw AppError.say('security.ticket_expired');
      const userId = t.userId;
      await withCode(userId, meta.ip, code, (checkCode) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, userId));
          // 2FA turned off (or reset) since the password: the ticket no longer stands for a full login.
          if (!row?.secret) throw AppError.say('security.ticket_expired');
          await checkCode(tx, row.secret);
          const spent = await tx
            .delete(loginTickets)
            .where(eq(loginTickets.ticketHash, ticketHash))
            .returning({ h: loginTickets.ticketHash });
          if (spent.length !== 1) throw AppError.say('security.ticket_expired');
        }),
      );
      return deps.completeLogin(userId, meta);
    },

    /**
     * Installed in accounts: sensitive calls need a second factor when the user has one: an authenticator or
     * recovery code (with TOTP on), or the proof of a passkey step-up (with a passkey).
     */
    async stepUp(userId: number, code: string | undefined, ip: string): Promise<void> {
      const [row, passkey] = await Promise.all([rowOf(db, userId), deps.passkeys.has(userId)]);
      if (!row?.secret && !passkey) return;
      if (!code) throw AppError.say(row?.secret ? 'security.code_required' : 'security.passkey_required');
      if (isStepUpProof(code)) {
        if (!passkey || !(await deps.passkeys.spendProof(userId, code))) throw AppError.say('security.passkey_failed');
        return;
      }
      if (!row?.secret) throw AppError.say('security.passkey_required');
      const sealed = row.secret;
      await withCode(userId, ip, code, (checkCode) => checkCode(db, sealed));
    },

    /** Back office: turns a user's 2FA off (lost authenticator and codes), audited. */
    async adminReset(actor: Actor, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, userId)).for('update');
        if (!row?.secret && !(await deps.passkeys.has(userId, tx))) throw AppError.say('security.not_enabled');
        await tx.delete(userTotp).where(eq(userTotp.userId, userId));
        await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
        await tx.delete(loginTickets).where(eq(loginTickets.userId, userId));
        await deps.passkeys.removeAll(tx, userId);
        await deps.audit.record(tx, actor, {
          action: 'user.2fa_reset',
          target: `user:${userId}`,
          before: { two_factor: true, totp: !!row?.secret },
          after: { two_factor: false },
        });
      });
    },
  };
}
