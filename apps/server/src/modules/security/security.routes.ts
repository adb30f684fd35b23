/**
 * The users' second factor (docs/api-security.md): status, setup, enable, disable, recovery codes, passkeys, the
 * login step and the passkey step-up. HTTP only.
 */
import {
  IdParams,
  LoginVerifyBody,
  PasskeyDeleteBody,
  PasskeyLoginBody,
  PasskeyLoginOptionsBody,
  PasskeyOptions,
  PasskeyRegisterBody,
  PasskeyStepUpBody,
  PasskeyView,
  RecoveryCodes,
  rolesFor,
  StepUpProof,
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
import type { PasskeyService } from './security.passkeys';
import type { SecurityService } from './security.service';

/** WebAuthn options go out as the library's JSON shapes. */
const json = (options: object) => options as Record<string, unknown>;
const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
/** Code checks are throttled per account; the route also gets a tight per-address rate limit. */
const tight = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerSecurityRoutes(
  app: FastifyInstance,
  deps: { security: SecurityService; passkeys: PasskeyService; userGuard: UserGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];
  const { security, passkeys, userGuard } = deps;
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

  // ---------- Passkeys ----------
  r.get(
    '/security/passkeys',
    { ...user, schema: { tags, response: { 200: envelope(z.array(PasskeyView)) } } },
    async (req) => ok(await passkeys.list(req.userId)),
  );
  r.post(
    '/security/passkeys/register/options',
    { ...user, schema: { tags, response: { 200: envelope(PasskeyOptions) } } },
    async (req) => ok(json(await passkeys.registrationOptions(req.userId))),
  );
  r.post(
    '/security/passkeys/register',
    { ...user, config: tight, schema: { tags, body: PasskeyRegisterBody, response: { 200: envelope(PasskeyView) } } },
    async (req) => ok(await passkeys.register(req.userId, req.body.response, req.body.name)),
  );
  r.post(
    '/security/passkeys/delete',
    { ...user, schema: { tags, body: PasskeyDeleteBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await passkeys.remove(req.userId, req.body.id);
      return ok(null);
    },
  );
  r.post(
    '/security/login/passkey/options',
    { config: tight, schema: { tags, body: PasskeyLoginOptionsBody, response: { 200: envelope(PasskeyOptions) } } },
    async (req) => ok(json(await passkeys.loginOptions(req.body.ticket))),
  );
  r.post(
    '/security/login/passkey',
    { config: tight, schema: { tags, body: PasskeyLoginBody, response: { 200: envelope(z.string()) } } },
    async (req) => ok(await passkeys.login(req.body.ticket, req.body.response, meta(req))),
  );
  r.post(
    '/security/stepup/passkey/options',
    { ...user, schema: { tags, response: { 200: envelope(PasskeyOptions) } } },
    async (req) => ok(json(await passkeys.stepUpOptions(req.userId))),
  );
  r.post(
    '/security/stepup/passkey',
    { ...user, config: tight, schema: { tags, body: PasskeyStepUpBody, response: { 200: envelope(StepUpProof) } } },
    async (req) => ok(await passkeys.stepUp(req.userId, req.body.response, req.ip)),
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
