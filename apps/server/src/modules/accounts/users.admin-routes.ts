/** Back office: users (search, detail, lock/unlock with a reason, audited). HTTP only. */
import { AdminUserDetail, AdminUserRow, canRead, IdParams, paged, ReasonBody, rolesFor, UsersQuery } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { UsersAdminService } from './users.admin-service';

export function registerUsersAdminRoutes(
  app: FastifyInstance,
  deps: { usersAdmin: UsersAdminService; guard: AdminGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { usersAdmin, guard } = deps;
  const readers = guard(...rolesFor('users', 'read'));
  const lockers = guard(...rolesFor('users', 'write'));

  r.get(
    '/admin/users',
    {
      preValidation: readers,
      schema: { tags, querystring: UsersQuery, response: { 200: envelope(paged(AdminUserRow)) } },
    },
    async (req) => ok(await usersAdmin.list(req.query)),
  );
  r.get(
    '/admin/users/:id',
    { preValidation: readers, schema: { tags, params: IdParams, response: { 200: envelope(AdminUserDetail) } } },
    async (req) => ok(await usersAdmin.detail(req.params.id, canRead(req.admin?.role, 'kyc'))),
  );
  r.post(
    '/admin/users/:id/lock',
    {
      preValidation: lockers,
      schema: { tags, params: IdParams, body: ReasonBody, response: { 200: envelope(AdminUserRow) } },
    },
    async (req) => ok(await usersAdmin.lock(actorOf(req), req.params.id, req.body.reason)),
  );
  r.post(
    '/admin/users/:id/unlock',
    {
      preValidation: lockers,
      schema: { tags, params: IdParams, body: ReasonBody, response: { 200: envelope(AdminUserRow) } },
    },
    async (req) => ok(await usersAdmin.unlock(actorOf(req), req.params.id, req.body.reason)),
  );
}
