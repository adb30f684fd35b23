import { APP_VERSION, FaqItem, GetSettingQuery, Health, MenuItem, PAGE_KEYS, PageView, SiteConfig } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { envelope, ok } from '../../envelope';
import type { ContentService } from '../content/content.service';
import { menu } from './common.menu';
import type { SettingsService } from './common.service';

type Deps = {
  settings: Pick<SettingsService, 'siteConfig' | 'publicSetting'>;
  content: Pick<ContentService, 'faqList' | 'page'>;
  database: Pick<Database, 'ping'>;
  /** The market feed's state: 'ok' when a tick arrived in the last 10 s. */
  market?: { health(): 'ok' | 'down' | 'off' };
};

export function registerCommonRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['common'];

  r.get('/getSiteConfig', { schema: { tags, response: { 200: envelope(SiteConfig) } } }, async () =>
    ok(await deps.settings.siteConfig()),
  );

  r.get(
    '/getSetting',
    { schema: { tags, querystring: GetSettingQuery, response: { 200: envelope(z.string()) } } },
    async (req) => ok(await deps.settings.publicSetting(req.query.keyword)),
  );

  r.get('/menu', { schema: { tags, response: { 200: envelope(z.array(MenuItem)) } } }, async (req) =>
    ok(menu(req.lang)),
  );

  r.get('/faq', { schema: { tags, response: { 200: envelope(z.array(FaqItem)) } } }, async (req) =>
    ok(await deps.content.faqList(req.lang)),
  );

  for (const key of PAGE_KEYS) {
    r.get(`/${key}`, { schema: { tags, response: { 200: envelope(PageView) } } }, async (req) =>
      ok(await deps.content.page(req.lang, key)),
    );
  }

  const startedAt = Date.now();
  r.get(
    '/health',
    { config: { rateLimit: false }, schema: { tags, response: { 200: envelope(Health), 503: envelope(Health) } } },
    async (_req, reply) => {
      const dbUp = await deps.database.ping();
      const health = {
        db: dbUp ? ('ok' as const) : ('down' as const),
        market: deps.market?.health() ?? ('off' as const),
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        version: APP_VERSION,
      };
      return reply.code(dbUp ? 200 : 503).send(ok(health));
    },
  );
}
