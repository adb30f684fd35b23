/** The users' second factor (docs/api-security.md): status, setup, enable, disable, recovery codes, login step. HTTP only. */
import {
  IdParams,
  LoginVerifyBody,
  RecoveryCodes,
  rolesFor,
  TwoFactorCodeBody,
  TwoFactorEnableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@app/api';
import { t } from '@app/i18n/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import type { UserGuard } from '../accounts';
import { type AdminGuard, actorOf } from '../admin';
import type { SecurityService } from './security.service';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
/** Code checks are throttled per account; the route also gets a tight per-address rate limit. */
const tight = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerSecurityRoutes(
  app: FastifyInstance,
  deps: { security: SecurityService; userGuard: UserGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];
  const { security, userGuard } = deps;
  const user = { preValidation: userGuard.requireUser };

  r.get('/security/2fa', { ...user, schema: { tags, response: { 200: envelope(TwoFactorStatus) } } }, async (req) =>
    ok(await security.status(req.userId)),
  );

  r.post(
    '/security/2fa/setup',
    { ...user, schema: { tags, response: { 200: envelope(TwoFactorSetup) } } },
    async (req) => ok(await security.setup(req.userId)),
  );

  r.post(
    '/security/2fa/enable',
    { ...user, config: tight, schema: { tags, body: TwoFactorEnableBody, response: { 200: envelope(RecoveryCodes) } } },
    async (req) => ok({ recovery_codes: await security.enable(req.userId, req.body.code, req.ip) }),
  );

  r.post(
    '/security/2fa/disable',
    { ...user, config: tight, schema: { tags, body: TwoFactorCodeBody, response: { 200: envelope(z.string()) } } },
    async (req) => {
      await security.disable(req.userId, req.body.code, req.ip);
      return ok(t(req.lang, 'security.disabled'));
    },
  );

  r.post(
    '/security/2fa/recovery_codes',
    { ...user, config: tight, schema: { tags, body: TwoFactorCodeBody, response: { 200: envelope(RecoveryCodes) } } },
    async (req) => ok({ recovery_codes: await security.renewRecoveryCodes(req.userId, req.body.code, req.ip) }),
  );

  r.post(
    '/security/login/verify',
    { config: tight, schema: { tags, body: LoginVerifyBody, response: { 200: envelope(z.string()) } } },
    async (req) => ok(await security.verifyLogin(req.body.ticket, req.body.code, meta(req))),
  );
}

export function registerSecurityAdminRoutes(
  app: FastifyInstance,
  deps: { security: SecurityService; guard: AdminGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/admin/users/:id/2fa/reset',
    {
      preValidation: deps.guard(...rolesFor('users', 'write')),
      schema: { tags: ['admin'], params: IdParams, response: { 200: envelope(z.string()) } },
    },
    async (req) => {
      await deps.security.adminReset(actorOf(req), req.params.id);
      return ok(t(req.lang, 'security.reset_done'));
    },
  );
}
