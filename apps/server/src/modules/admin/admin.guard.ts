import type { AdminRole } from '@app/api';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import type { Actor } from './admin.audit';
import type { AdminService } from './admin.service';

/** `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function readToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

export type AdminGuard = (...roles: AdminRole[]) => preValidationAsyncHookHandler;

/**
 * A preValidation hook (runs before body validation, so a stranger learns nothing) requiring a signed-in admin (type 999 otherwise) whose role is one of `roles`, or any role when
 * none is given. `super` may do everything.
 */
export function createAdminGuard(admin: Pick<AdminService, 'authenticate'>): AdminGuard {
  return (...roles) =>
    async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
      const found = await admin.authenticate(readToken(request));
      if (!found) throw new AppError('NEED_LOGIN');
      if (roles.length > 0 && found.role !== 'super' && !roles.includes(found.role)) throw new AppError('FORBIDDEN');
      request.admin = found;
    };
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.admin) throw new AppError('NEED_LOGIN');
  return { adminId: request.admin.id, ip: request.ip };
}
