/** Public reads of content in the caller's language (news, banners, FAQ, pages). */
import type { BannerItem, FaqItem, NewsDetail, NewsListItem, NewsPop, Paged, PageKey, PageView } from '@app/api';
import type { Lang } from '@app/i18n';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { cleanTitle, cleanTitledHtml, newsItemOut, pick } from './content.map';
import { banners, faqs, news, pages } from './content.tables';

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(db: Db) {
  return {
    async newsPop(lang: Lang): Promise<NewsPop | null> {
      const [row] = await db
        .select()
        .from(news)
        .where(and(eq(news.isPop, true), eq(news.published, true)))
        .orderBy(desc(news.createdAt), desc(news.id))
        .limit(1);
      if (!row) return null;
      const { abstract: _a, c_id: _c, ...pop } = newsItemOut(row, lang);
      return pop;
    },

    async newsList(lang: Lang, q: { c_id: number; page: number; limit: number }): Promise<Paged<NewsListItem>> {
      const where = and(eq(news.cId, q.c_id), eq(news.published, true));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(news)
          .where(where)
          .orderBy(desc(news.createdAt), desc(news.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(news).where(where),
      ]);
      const list = rows.map((r) => {
        const { content: _content, ...item } = newsItemOut(r, lang);
        return item;
      });
      return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async newsDetail(lang: Lang, id: number): Promise<NewsDetail> {
      const [row] = await db
        .select()
        .from(news)
        .where(and(eq(news.id, id), eq(news.published, true)));
      if (!row) throw new AppError('NOT_FOUND');
      return newsItemOut(row, lang);
    },

    async bannerList(lang: Lang, cId: number): Promise<BannerItem[]> {
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.cId, cId), eq(banners.published, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
      return rows.map((r) => ({
        id: r.id,
        title: cleanTitle(pick(r.translations, lang)).title,
        image: r.image,
        link: r.link,
      }));
    },

    async faqList(lang: Lang): Promise<FaqItem[]> {
      const rows = await db.select().from(faqs).where(eq(faqs.published, true)).orderBy(asc(faqs.sort), asc(faqs.id));
      return rows.map((r) => ({ id: r.id, ...cleanTitledHtml(pick(r.translations, lang)) }));
    },

    /** A fixed page; one never written yet answers empty rather than an error, so the screen still opens. */
    async page(lang: Lang, key: PageKey): Promise<PageView> {
      const [row] = await db.select().from(pages).where(eq(pages.key, key));
      if (!row) return { key, title: '', content: '' };
      return { key, ...cleanTitledHtml(pick(row.translations, lang)) };
    },
  };
}
