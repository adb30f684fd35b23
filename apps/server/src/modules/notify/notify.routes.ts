import { OutboxRow, PageQuery, paged, rolesFor } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import type { AdminGuard } from '../admin';
import type { NotifyService } from './notify.service';

/** `GET /admin/outbox`: demo mode only (codes are readable there on purpose: no mail server in demo mode). */
export function registerNotifyAdminRoutes(
  app: FastifyInstance,
  deps: { notify: NotifyService; guard: AdminGuard; demo: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/outbox',
    {
      preValidation: deps.guard(...rolesFor('outbox', 'read')),
      schema: { tags: ['admin'], querystring: PageQuery, response: { 200: envelope(paged(OutboxRow)) } },
    },
    async (req) => {
      if (!deps.demo) throw new AppError('NOT_FOUND');
      return ok(await deps.notify.listOutbox(req.query));
    },
  );
}
