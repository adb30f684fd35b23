import {
  AdminBannerQuery,
  AdminNewsQuery,
  type AdminSection,
  Banner,
  BannerInput,
  Faq,
  FaqInput,
  IdParams,
  News,
  NewsInput,
  Page,
  PageInput,
  PageParams,
  PageQuery,
  paged,
  rolesFor,
} from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { ContentAdminService } from './content.admin-service';

/** Back-office content: every admin may read; only `content` (and `super`) may change. */
export function registerContentAdminRoutes(
  app: FastifyInstance,
  deps: { contentAdmin: ContentAdminService; guard: AdminGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin content'];
  const { contentAdmin: s, guard } = deps;
  const read = (s: AdminSection) => ({ preValidation: guard(...rolesFor(s, 'read')) });
  const write = (s: AdminSection) => ({ preValidation: guard(...rolesFor(s, 'write')) });
  const none = envelope(z.null());

  r.get(
    '/admin/news',
    { ...read('news'), schema: { tags, querystring: AdminNewsQuery, response: { 200: envelope(paged(News)) } } },
    async (req) => ok(await s.listNews(req.query)),
  );
  r.post(
    '/admin/news',
    { ...write('news'), schema: { tags, body: NewsInput, response: { 200: envelope(News) } } },
    async (req) => ok(await s.createNews(actorOf(req), req.body)),
  );
  r.put(
    '/admin/news/:id',
    { ...write('news'), schema: { tags, params: IdParams, body: NewsInput, response: { 200: envelope(News) } } },
    async (req) => ok(await s.updateNews(actorOf(req), req.params.id, req.body)),
  );
  r.delete(
    '/admin/news/:id',
    { ...write('news'), schema: { tags, params: IdParams, response: { 200: none } } },
    async (req) => ok(await s.deleteNews(actorOf(req), req.params.id)),
  );

  r.get(
    '/admin/banners',
    { ...read('banners'), schema: { tags, querystring: AdminBannerQuery, response: { 200: envelope(paged(Banner)) } } },
    async (req) => ok(await s.listBanners(req.query)),
  );
  r.post(
    '/admin/banners',
    { ...write('banners'), schema: { tags, body: BannerInput, response: { 200: envelope(Banner) } } },
    async (req) => ok(await s.createBanner(actorOf(req), req.body)),
  );
  r.put(
    '/admin/banners/:id',
    { ...write('banners'), schema: { tags, params: IdParams, body: BannerInput, response: { 200: envelope(Banner) } } },
    async (req) => ok(await s.updateBanner(actorOf(req), req.params.id, req.body)),
  );
  r.delete(
    '/admin/banners/:id',
    { ...write('banners'), schema: { tags, params: IdParams, response: { 200: none } } },
    async (req) => ok(await s.deleteBanner(actorOf(req), req.params.id)),
  );

  r.get(
    '/admin/faqs',
    { ...read('faq'), schema: { tags, querystring: PageQuery, response: { 200: envelope(paged(Faq)) } } },
    async (req) => ok(await s.listFaqs(req.query)),
  );
  r.post(
    '/admin/faqs',
    { ...write('faq'), schema: { tags, body: FaqInput, response: { 200: envelope(Faq) } } },
    async (req) => ok(await s.createFaq(actorOf(req), req.body)),
  );
  r.put(
    '/admin/faqs/:id',
    { ...write('faq'), schema: { tags, params: IdParams, body: FaqInput, response: { 200: envelope(Faq) } } },
    async (req) => ok(await s.updateFaq(actorOf(req), req.params.id, req.body)),
  );
  r.delete(
    '/admin/faqs/:id',
    { ...write('faq'), schema: { tags, params: IdParams, response: { 200: none } } },
    async (req) => ok(await s.deleteFaq(actorOf(req), req.params.id)),
  );

  r.get('/admin/pages', { ...read('pages'), schema: { tags, response: { 200: envelope(z.array(Page)) } } }, async () =>
    ok(await s.listPages()),
  );
  r.put(
    '/admin/pages/:key',
    { ...write('pages'), schema: { tags, params: PageParams, body: PageInput, response: { 200: envelope(Page) } } },
    async (req) => ok(await s.updatePage(actorOf(req), req.params.key, req.body)),
  );
}
