import { rolesFor, SettingsInput, SiteConfig } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { SettingsService } from './common.service';

export function registerCommonAdminRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; guard: AdminGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin content'];
  r.get(
    '/admin/settings',
    {
      preValidation: deps.guard(...rolesFor('settings', 'read')),
      schema: { tags, response: { 200: envelope(SiteConfig) } },
    },
    async () => ok(await deps.settings.siteConfig()),
  );
  r.put(
    '/admin/settings',
    {
      preValidation: deps.guard(...rolesFor('settings', 'write')),
      schema: { tags, body: SettingsInput, response: { 200: envelope(SiteConfig) } },
    },
    async (req) => ok(await deps.settings.updateSiteConfig(actorOf(req), req.body)),
  );
}
