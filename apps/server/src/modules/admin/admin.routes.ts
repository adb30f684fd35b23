import {
  AdminCreateBody,
  AdminListItem,
  AdminLoginBody,
  AdminLoginResult,
  AdminRecoveryCodes,
  AdminTotpCodeBody,
  AdminTotpSetup,
  AdminTotpStatus,
  AdminUpdateBody,
  AdminView,
  AuditQuery,
  AuditRow,
  IdParams,
  paged,
  rolesFor,
} from '@app/api';
import { t } from '@app/i18n/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import type { AuditService } from './admin.audit';
import { type AdminGuard, actorOf } from './admin.guard';
import type { AdminService } from './admin.service';

export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { admin: AdminService; audit: AuditService; guard: AdminGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { admin, audit, guard } = deps;

  r.post(
    '/admin/login',
    { schema: { tags, body: AdminLoginBody, response: { 200: envelope(AdminLoginResult) } } },
    async (req) => {
      const result = await admin.login(req.body.email, req.body.password, req.ip, req.body.code);
      return ok('token' in result ? result : { need_2fa: true as const, message: t(req.lang, 'error.totp_required') });
    },
  );

  r.get(
    '/admin/2fa',
    { preValidation: guard(), schema: { tags, response: { 200: envelope(AdminTotpStatus) } } },
    async (req) => ok(await admin.totpStatus(req.admin!.id)),
  );

  r.post(
    '/admin/2fa/setup',
    { preValidation: guard(), schema: { tags, response: { 200: envelope(AdminTotpSetup) } } },
    async (req) => ok(await admin.totpSetup(req.admin!.id)),
  );

  r.post(
    '/admin/2fa/enable',
    {
      preValidation: guard(),
      schema: { tags, body: AdminTotpCodeBody, response: { 200: envelope(AdminRecoveryCodes) } },
    },
    async (req) => ok({ recovery_codes: await admin.totpEnable(actorOf(req), req.body.code) }),
  );

  r.post(
    '/admin/2fa/disable',
    { preValidation: guard(), schema: { tags, body: AdminTotpCodeBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await admin.totpDisable(actorOf(req), req.body.code);
      return ok(null);
    },
  );

  r.post(
    '/admin/logout',
    { preValidation: guard(), schema: { tags, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await admin.logout(req.admin!.tokenHash);
      return ok(null);
    },
  );

  r.get(
    '/admin/me',
    { preValidation: guard(), schema: { tags, response: { 200: envelope(AdminView) } } },
    async (req) => {
      const { tokenHash: _t, ...me } = req.admin!;
      return ok(me);
    },
  );

  r.get(
    '/admin/admins',
    {
      preValidation: guard(...rolesFor('admins', 'write')),
      schema: { tags, response: { 200: envelope(z.array(AdminListItem)) } },
    },
    async () => ok(await admin.list()),
  );

  r.post(
    '/admin/admins',
    {
      preValidation: guard(...rolesFor('admins', 'write')),
      schema: { tags, body: AdminCreateBody, response: { 200: envelope(AdminListItem) } },
    },
    async (req) => ok(await admin.create(actorOf(req), req.body)),
  );

  r.put(
    '/admin/admins/:id',
    {
      preValidation: guard(...rolesFor('admins', 'write')),
      schema: { tags, params: IdParams, body: AdminUpdateBody, response: { 200: envelope(AdminListItem) } },
    },
    async (req) => ok(await admin.update(actorOf(req), req.params.id, req.body)),
  );

  r.get(
    '/admin/audit',
    {
      preValidation: guard(...rolesFor('audit', 'read')),
      schema: { tags, querystring: AuditQuery, response: { 200: envelope(paged(AuditRow)) } },
    },
    async (req) => ok(await audit.list(req.query)),
  );
}
