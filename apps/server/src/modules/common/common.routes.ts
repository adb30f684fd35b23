import { GetSettingQuery, MenuItem, PublicSiteConfig } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { menu } from './common.menu';
import type { SettingsService } from './common.service';

export function registerCommonRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; devOutbox: PublicSiteConfig['dev_outbox'] },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['common'];

  r.get('/getSiteConfig', { schema: { tags, response: { 200: envelope(PublicSiteConfig) } } }, async () =>
    ok({ ...(await deps.settings.siteConfig()), dev_outbox: deps.devOutbox }),
  );

  r.get(
    '/getSetting',
    { schema: { tags, querystring: GetSettingQuery, response: { 200: envelope(z.string()) } } },
    async (req) => ok(await deps.settings.publicSetting(req.query.keyword)),
  );

  r.get('/menu', { schema: { tags, response: { 200: envelope(z.array(MenuItem)) } } }, async (req) =>
    ok(menu(req.lang)),
  );
}
