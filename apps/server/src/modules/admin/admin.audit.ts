import type { AuditRow } from '@app/api';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { adminAudit, admins } from './admin.tables';

/** Who does an admin action, for the audit row. */
export type Actor = { adminId: number; ip: string };
export type AuditEntry = { action: string; target: string; before: unknown; after: unknown };

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(db: Db) {
  return {
    /** Writes one audit row; call it with the transaction that made the change so both commit together. */
    async record(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
      await executor.insert(adminAudit).values({
        adminId: actor.adminId,
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: actor.ip,
      });
    },

    async list(params: { page: number; limit: number; action?: string | undefined }) {
      const where = params.action ? eq(adminAudit.action, params.action) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: adminAudit.id,
            admin_email: admins.email,
            action: adminAudit.action,
            target: adminAudit.target,
            before: adminAudit.before,
            after: adminAudit.after,
            ip: adminAudit.ip,
            createdAt: adminAudit.createdAt,
          })
          .from(adminAudit)
          .innerJoin(admins, eq(admins.id, adminAudit.adminId))
          .where(where)
          .orderBy(desc(adminAudit.id))
          .limit(params.limit)
          .offset((params.page - 1) * params.limit),
        db.select({ n: count() }).from(adminAudit).where(where),
      ]);
      const list: AuditRow[] = rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() }));
      return { list, total: total?.n ?? 0, page: params.page, limit: params.limit };
    },
  };
}
