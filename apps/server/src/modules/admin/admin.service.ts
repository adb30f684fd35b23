/** Admin accounts and sessions: login, token check, logout, and account management by super admins. */
import { createHash, randomBytes } from 'node:crypto';
import type { AdminListItem, AdminRole, AdminView } from '@app/api';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import type { Actor, AuditService } from './admin.audit';
import { dummyHash, hashPassword, verifyPassword } from './admin.password';
import { adminSessions, admins } from './admin.tables';
import { createLoginThrottle } from './admin.throttle';

type AdminRow = typeof admins.$inferSelect;
export type AdminService = ReturnType<typeof createAdminService>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const view = (a: AdminRow): AdminView => ({ id: a.id, email: a.email, name: a.name, role: a.role });
const listItem = (a: AdminRow): AdminListItem => ({
  ...view(a),
  disabled: a.disabled,
  created_at: a.createdAt.toISOString(),
});

export function createAdminService(db: Db, deps: { audit: Pick<AuditService, 'record'>; tokenTtlHours: number }) {
  const throttle = createLoginThrottle();

  return {
    /** Unknown email, wrong password and disabled account all give the same error, in about the same time. */
    async login(email: string, password: string, ip: string): Promise<{ token: string; admin: AdminView }> {
      const throttleKey = `${ip}|${email}`;
      if (throttle.isBlocked(throttleKey)) throw new AppError('TOO_MANY_ATTEMPTS');
      const [admin] = await db.select().from(admins).where(eq(admins.email, email));
      const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password);
      if (!admin || !valid || admin.disabled) {
        throttle.fail(throttleKey);
        throw new AppError('INVALID_CREDENTIALS');
      }
      throttle.succeed(throttleKey);
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
