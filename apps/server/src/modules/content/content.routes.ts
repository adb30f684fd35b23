import {
  BannerItem,
  BannerListBody,
  FaqItem,
  NewsDetail,
  NewsDetailBody,
  NewsListBody,
  NewsListItem,
  NewsPop,
  PAGE_KEYS,
  PageView,
  paged,
} from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import type { ContentService } from './content.service';

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const { content } = deps;

  r.get('/news/index_pop', { schema: { tags, response: { 200: envelope(NewsPop.nullable()) } } }, async (req) =>
    ok(await content.newsPop(req.lang)),
  );

  r.post(
    '/news/list',
    { schema: { tags, body: NewsListBody, response: { 200: envelope(paged(NewsListItem)) } } },
    async (req) => ok(await content.newsList(req.lang, req.body)),
  );

  r.post(
    '/news/detail',
    { schema: { tags, body: NewsDetailBody, response: { 200: envelope(NewsDetail) } } },
    async (req) => ok(await content.newsDetail(req.lang, req.body.id)),
  );

  r.post(
    '/banner/list',
    { schema: { tags, body: BannerListBody, response: { 200: envelope(z.array(BannerItem)) } } },
    async (req) => ok(await content.bannerList(req.lang, req.body.c_id)),
  );

  r.get('/faq', { schema: { tags, response: { 200: envelope(z.array(FaqItem)) } } }, async (req) =>
    ok(await content.faqList(req.lang)),
  );

  for (const key of PAGE_KEYS) {
    r.get(`/${key}`, { schema: { tags, response: { 200: envelope(PageView) } } }, async (req) =>
      ok(await content.page(req.lang, key)),
    );
  }
}
