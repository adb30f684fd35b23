/** Admin accounts and sessions: login, token check, logout, and account management by super admins. */
import { createHash, randomBytes } from 'node:crypto';
import type { AdminListItem, AdminRole, AdminView } from '@app/api';
import { and, asc, eq, gt, isNotNull, isNull, like, lt, not, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { AppError } from '../../errors';
import { isSealed, type SecretBox } from '../../platform/secret-box';
import { ACCOUNT_RULE, ADDRESS_RULE, type ThrottleService } from '../throttle';
import type { Actor, AuditService } from './admin.audit';
import { dummyHash, hashPassword, verifyPassword } from './admin.password';
import { adminRecoveryCodes, adminSessions, admins } from './admin.tables';
import { hashRecoveryCode, isTotpCode, newRecoveryCodes, newTotpSecret, totpStep, totpUrl } from './admin.totp';

type AdminRow = typeof admins.$inferSelect;
export type AdminService = ReturnType<typeof createAdminService>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const view = (a: AdminRow): AdminView => ({ id: a.id, email: a.email, name: a.name, role: a.role });
const listItem = (a: AdminRow): AdminListItem => ({
  ...view(a),
  disabled: a.disabled,
  created_at: a.createdAt.toISOString(),
});

/**
 * Accepts `code` for `secret` once: its step must be newer than the admin's last accepted step, recorded in the same
 * conditional update (so two requests racing with one code cannot both pass). False when wrong or replayed.
 */
async function useTotpCode(executor: Executor, adminId: number, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const updated = await executor
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return updated.length === 1;
}

/** Spends an unused recovery code of the admin (one conditional update: it works once, even under races). */
async function useRecoveryCode(executor: Executor, adminId: number, code: string): Promise<boolean> {
  const used = await executor
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}

type CodeCheck = (executor: Executor, secret: string, code: string) => Promise<void>;

/** The back office has few operators: 20 failures per address per 15 min is plenty for typos. */
const ADMIN_ADDRESS_RULE = { ...ADDRESS_RULE, max: 20 };

export function createAdminService(
  db: Db,
  deps: {
    audit: Pick<AuditService, 'record'>;
    tokenTtlHours: number;
    throttle: Pick<ThrottleService, 'attempt'>;
    box: SecretBox;
  },
) {
  const { throttle, box } = deps;
  /** TOTP secrets are sealed for their admin's row (a sealed secret copied to another admin does not open). */
  const totpContext = (adminId: number) => `admin:${adminId}:totp`;
  const openSecret = (adminId: number, sealed: string) => box.open(sealed, totpContext(adminId));

  /**
   * Codes at 2FA enable/disable are throttled per admin like logins. The slot is reserved before the caller's
   * transaction (its own statement, so a rolled-back change still counts the try) and released after the commit.
   */
  async function withCodeCheck(adminId: number, change: (check: CodeCheck) => Promise<void>): Promise<void> {
    const pass = await throttle.attempt([{ key: `admin-totp:${adminId}`, rule: ACCOUNT_RULE }]);
    if (!pass.allowed) throw new AppError('TOO_MANY_ATTEMPTS');
    await change(async (executor, secret, code) => {
      if (!(await useTotpCode(executor, adminId, secret, code))) throw AppError.say('error.totp_invalid');
    });
    await pass.succeeded();
  }

  return {
    /**
     * Unknown email, wrong password and disabled account all give the same error, in about the same time. With
     * 2FA on, the right password without `code` answers `need_2fa` (no token, throttle untouched); a wrong or replayed
     * code counts as a failed login.
     */
    async login(
      email: string,
      password: string,
      ip: string,
      code?: string,
    ): Promise<{ token: string; admin: AdminView } | { need_2fa: true }> {
      // Per admin account (whatever the address) and per address: reserved before the hash is checked.
      const pass = await throttle.attempt([
        { key: `admin-login:${email.trim().toLowerCase()}`, rule: ACCOUNT_RULE },
        { key: `admin-login-ip:${ip}`, rule: ADMIN_ADDRESS_RULE },
      ]);
      if (!pass.allowed) throw new AppError('TOO_MANY_ATTEMPTS');
      const [admin] = await db.select().from(admins).where(eq(admins.email, email));
      const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password);
      if (!admin || !valid || admin.disabled) throw new AppError('INVALID_CREDENTIALS');
      if (admin.totpSecret) {
        // The password was right: asking for the code is not a failed attempt.
        if (!code) {
          await pass.succeeded();
          return { need_2fa: true };
        }
        // The login's throttle slot is already taken: a wrong code (authenticator or recovery) counts as a failure.
        const accepted = isTotpCode(code)
          ? await useTotpCode(db, admin.id, openSecret(admin.id, admin.totpSecret), code.trim())
          : await useRecoveryCode(db, admin.id, code);
        if (!accepted) throw AppError.say('error.totp_invalid');
      }
      await pass.succeeded();
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now)));
      await db.insert(adminSessions).values({
        tokenHash: sha256(token),
        adminId: admin.id,
        ip,
        expiresAt: new Date(now + deps.tokenTtlHours * 3600_000),
      });
      return { token, admin: view(admin) };
    },

    /** The admin behind a raw token, or null when missing, unknown, expired or disabled. */
    async authenticate(token: string): Promise<(AdminView & { tokenHash: string }) | null> {
      if (!token) return null;
      const tokenHash = sha256(token);
      const [row] = await db
        .select({ admin: admins })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, new Date())));
      if (!row || row.admin.disabled) return null;
      return { ...view(row.admin), tokenHash };
    },

    async logout(tokenHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },

    async totpStatus(adminId: number): Promise<{ enabled: boolean; pending: boolean; recovery_left: number }> {
      const [row] = await db.select().from(admins).where(eq(admins.id, adminId));
      if (!row) throw new AppError('NOT_FOUND');
      const left = await db
        .select({ id: adminRecoveryCodes.id })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
      return {
        enabled: row.totpSecret !== null,
        pending: row.totpPendingSecret !== null,
        recovery_left: row.totpSecret !== null ? left.length : 0,
      };
    },

    /** A new pending secret (replacing any earlier pending one); refused while 2FA is on (disable it first). */
    async totpSetup(adminId: number): Promise<{ secret: string; otpauth_url: string }> {
      const secret = newTotpSecret();
      const [row] = await db
        .update(admins)
        .set({ totpPendingSecret: box.seal(secret, totpContext(adminId)), updatedAt: new Date() })
        .where(and(eq(admins.id, adminId), isNull(admins.totpSecret)))
        .returning();
      if (!row) throw AppError.say('error.totp_already_enabled');
      return { secret, otpauth_url: totpUrl(secret, row.email) };
    },

    /** Turns 2FA on with a first valid code of the pending secret; answers 10 recovery codes (shown once). */
    async totpEnable(actor: Actor, code: string): Promise<string[]> {
      const recovery = newRecoveryCodes();
      await withCodeCheck(actor.adminId, (checkCode) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(admins).where(eq(admins.id, actor.adminId)).for('update');
          if (!row) throw new AppError('NOT_FOUND');
          if (row.totpSecret) throw AppError.say('error.totp_already_enabled');
          if (!row.totpPendingSecret) throw AppError.say('error.totp_no_setup');
          await checkCode(tx, openSecret(row.id, row.totpPendingSecret), code);
          await tx
            .update(admins)
            .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, updatedAt: new Date() })
            .where(eq(admins.id, row.id));
          await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, row.id));
          await tx
            .insert(adminRecoveryCodes)
            .values(recovery.map((c) => ({ adminId: row.id, codeHash: hashRecoveryCode(c) })));
          await deps.audit.record(tx, actor, {
            action: 'admin.2fa_enable',
            target: `admin:${row.id}`,
            before: { totp_enabled: false },
            after: { totp_enabled: true },
          });
        }),
      );
      return recovery;
    },

    /** Turns 2FA off; needs a current code. */
    async totpDisable(actor: Actor, code: string): Promise<void> {
      await withCodeCheck(actor.adminId, (checkCode) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(admins).where(eq(admins.id, actor.adminId)).for('update');
          if (!row) throw new AppError('NOT_FOUND');
          if (!row.totpSecret) throw AppError.say('error.totp_not_enabled');
          await checkCode(tx, openSecret(row.id, row.totpSecret), code);
          await tx
            .update(admins)
            .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
            .where(eq(admins.id, row.id));
          await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, row.id));
          await deps.audit.record(tx, actor, {
            action: 'admin.2fa_disable',
            target: `admin:${row.id}`,
            before: { totp_enabled: true },
            after: { totp_enabled: false },
          });
        }),
      );
    },

    /**
     * Seals the TOTP secrets stored in plain text before secrets were encrypted (run at every start, before the
     * server listens; a no-op once all are sealed). Answers how many rows it sealed.
     */
    async sealPlainSecrets(): Promise<number> {
      const plain = (column: typeof admins.totpSecret | typeof admins.totpPendingSecret) =>
        and(isNotNull(column), not(like(column, 'v1.%')));
      const rows = await db
        .select()
        .from(admins)
        .where(or(plain(admins.totpSecret), plain(admins.totpPendingSecret)));
      for (const row of rows) {
        const seal = (v: string | null) => (v === null || isSealed(v) ? v : box.seal(v, totpContext(row.id)));
        await db
          .update(admins)
          .set({ totpSecret: seal(row.totpSecret), totpPendingSecret: seal(row.totpPendingSecret) })
          .where(
            and(
              eq(admins.id, row.id),
              row.totpSecret === null ? isNull(admins.totpSecret) : eq(admins.totpSecret, row.totpSecret),
            ),
          );
      }
      return rows.length;
    },

    async list(): Promise<AdminListItem[]> {
      const rows = await db.select().from(admins).orderBy(asc(admins.id));
      return rows.map(listItem);
    },

    /** Creates an admin; `actor` is null only for the CLI and the demo seeder (no audit row then). */
    async create(
      actor: Actor | null,
      input: { email: string; name: string; role: AdminRole; password: string },
    ): Promise<AdminListItem> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(admins)
          .values({ email: input.email, name: input.name, role: input.role, passwordHash })
          .onConflictDoNothing({ target: admins.email })
          .returning();
        if (!row) throw new AppError('EMAIL_TAKEN');
        const after = listItem(row);
        if (actor)
          await deps.audit.record(tx, actor, {
            action: 'admin.create',
            target: `admin:${row.id}`,
            before: null,
            after,
          });
        return after;
      });
    },

    async update(
      actor: Actor,
      id: number,
      input: {
        name?: string | undefined;
        role?: AdminRole | undefined;
        disabled?: boolean | undefined;
        password?: string | undefined;
      },
    ): Promise<AdminListItem> {
      if (id === actor.adminId && (input.disabled === true || (input.role !== undefined && input.role !== 'super'))) {
        throw new AppError('CANNOT_CHANGE_SELF');
      }
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
        if (!old) throw new AppError('NOT_FOUND');
        const [row] = await tx
          .update(admins)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.role !== undefined ? { role: input.role } : {}),
            ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
            ...(passwordHash ? { passwordHash } : {}),
            updatedAt: new Date(),
          })
          .where(eq(admins.id, id))
          .returning();
        // A disabled account or a changed password ends every open session of that admin.
        if (input.disabled || passwordHash) await tx.delete(adminSessions).where(eq(adminSessions.adminId, id));
        const after = { ...listItem(row!), ...(passwordHash ? { password_changed: true } : {}) };
        await deps.audit.record(tx, actor, {
          action: 'admin.update',
          target: `admin:${id}`,
          before: listItem(old),
          after,
        });
        return listItem(row!);
      });
    },
  };
}
