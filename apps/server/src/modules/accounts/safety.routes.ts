/** The user's login history and anti-phishing code (docs/api-accounts.md, "Account security"). HTTP only. */
import { AntiPhishingBody, AntiPhishingView, LoginRecord, PageQuery, paged } from '@app/api';
import { t } from '@app/i18n/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import type { UserGuard } from './auth.guard';
import type { SafetyService } from './safety.service';

export function registerSafetyRoutes(app: FastifyInstance, deps: { safety: SafetyService; userGuard: UserGuard }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const { safety } = deps;
  const user = { preValidation: deps.userGuard.requireUser };

  r.get(
    '/safe/logins',
    { ...user, schema: { tags, querystring: PageQuery, response: { 200: envelope(paged(LoginRecord)) } } },
    async (req) => ok(await safety.listLogins(req.userId, req.query)),
  );

  r.get(
    '/safe/anti_phishing',
    { ...user, schema: { tags, response: { 200: envelope(AntiPhishingView) } } },
    async (req) => ok(await safety.phishingCode(req.userId)),
  );

  r.post(
    '/safe/anti_phishing',
    { ...user, schema: { tags, body: AntiPhishingBody, response: { 200: envelope(z.string()) } } },
    async (req) => {
      const b = req.body;
      await safety.setPhishingCode(req.userId, {
        code: b.code,
        ...(b.pay_password ? { payPassword: b.pay_password } : {}),
        ...(b.password ? { password: b.password } : {}),
      });
      return ok(t(req.lang, 'safety.phishing_saved'));
    },
  );
}
