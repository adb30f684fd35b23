/**
 * Back-office writes of content. Every change runs in one transaction with its audit row (before/after),
 * and all HTML is sanitized before it is stored (content.map).
 */
import type { Banner, BannerInput, Faq, FaqInput, News, NewsInput, Page, Paged, PageInput, PageKey } from '@app/api';
import { PAGE_KEYS } from '@app/api';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import type { Actor, AuditService } from '../admin';
import { bannerOut, bannerValues, faqOut, faqValues, newsOut, newsValues, pageOut, pageValues } from './content.map';
import { banners, faqs, news, pages } from './content.tables';

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
type ListQuery = { page: number; limit: number; c_id?: number | undefined };

export function createContentAdminService(db: Db, audit: Pick<AuditService, 'record'>) {
  return {
    async listNews(q: ListQuery): Promise<Paged<News>> {
      const where = q.c_id ? eq(news.cId, q.c_id) : undefined;
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
      return { list: rows.map(newsOut), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    createNews: (actor: Actor, input: NewsInput) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(news).values(newsValues(input)).returning();
        const after = newsOut(row!);
        await audit.record(tx, actor, { action: 'news.create', target: `news:${after.id}`, before: null, after });
        return after;
      }),

    updateNews: (actor: Actor, id: number, input: NewsInput) =>
      db.transaction(async (tx) => {
        const [old] = await tx.select().from(news).where(eq(news.id, id)).for('update');
        if (!old) throw new AppError('NOT_FOUND');
        const [row] = await tx
          .update(news)
          .set({ ...newsValues(input), updatedAt: new Date() })
          .where(eq(news.id, id))
          .returning();
        const after = newsOut(row!);
        await audit.record(tx, actor, { action: 'news.update', target: `news:${id}`, before: newsOut(old), after });
        return after;
      }),

    deleteNews: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const [old] = await tx.delete(news).where(eq(news.id, id)).returning();
        if (!old) throw new AppError('NOT_FOUND');
        await audit.record(tx, actor, {
          action: 'news.delete',
          target: `news:${id}`,
          before: newsOut(old),
          after: null,
        });
        return null;
      }),

    async listBanners(q: ListQuery): Promise<Paged<Banner>> {
      const where = q.c_id ? eq(banners.cId, q.c_id) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.sort), asc(banners.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(banners).where(where),
      ]);
      return { list: rows.map(bannerOut), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    createBanner: (actor: Actor, input: BannerInput) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(banners).values(bannerValues(input)).returning();
        const after = bannerOut(row!);
        await audit.record(tx, actor, { action: 'banner.create', target: `banner:${after.id}`, before: null, after });
        return after;
      }),

    updateBanner: (actor: Actor, id: number, input: BannerInput) =>
      db.transaction(async (tx) => {
        const [old] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!old) throw new AppError('NOT_FOUND');
        const [row] = await tx.update(banners).set(bannerValues(input)).where(eq(banners.id, id)).returning();
        const after = bannerOut(row!);
        await audit.record(tx, actor, {
          action: 'banner.update',
          target: `banner:${id}`,
          before: bannerOut(old),
          after,
        });
        return after;
      }),

    deleteBanner: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const [old] = await tx.delete(banners).where(eq(banners.id, id)).returning();
        if (!old) throw new AppError('NOT_FOUND');
        await audit.record(tx, actor, {
          action: 'banner.delete',
          target: `banner:${id}`,
          before: bannerOut(old),
          after: null,
        });
        return null;
      }),

    async listFaqs(q: ListQuery): Promise<Paged<Faq>> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(faqs)
          .orderBy(asc(faqs.sort), asc(faqs.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(faqs),
      ]);
      return { list: rows.map(faqOut), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    createFaq: (actor: Actor, input: FaqInput) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(faqs).values(faqValues(input)).returning();
        const after = faqOut(row!);
        await audit.record(tx, actor, { action: 'faq.create', target: `faq:${after.id}`, before: null, after });
        return after;
      }),

    updateFaq: (actor: Actor, id: number, input: FaqInput) =>
      db.transaction(async (tx) => {
        const [old] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
        if (!old) throw new AppError('NOT_FOUND');
        const [row] = await tx.update(faqs).set(faqValues(input)).where(eq(faqs.id, id)).returning();
        const after = faqOut(row!);
        await audit.record(tx, actor, { action: 'faq.update', target: `faq:${id}`, before: faqOut(old), after });
        return after;
      }),

    deleteFaq: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const [old] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
        if (!old) throw new AppError('NOT_FOUND');
        await audit.record(tx, actor, { action: 'faq.delete', target: `faq:${id}`, before: faqOut(old), after: null });
        return null;
      }),

    /** All three fixed pages, an unwritten one with empty translations. */
    async listPages(): Promise<Page[]> {
      const rows = await db.select().from(pages);
      return PAGE_KEYS.map((key) => {
        const row = rows.find((r) => r.key === key);
        return row ? pageOut(row) : { key, translations: {} };
      });
    },

    updatePage: (actor: Actor, key: PageKey, input: PageInput) =>
      db.transaction(async (tx) => {
        const [old] = await tx.select().from(pages).where(eq(pages.key, key)).for('update');
        const values = { ...pageValues(input), updatedAt: new Date() };
        const [row] = await tx
          .insert(pages)
          .values({ key, ...values })
          .onConflictDoUpdate({ target: pages.key, set: values })
          .returning();
        const after = pageOut(row!);
        await audit.record(tx, actor, {
          action: 'page.update',
          target: `page:${key}`,
          before: old ? pageOut(old) : null,
          after,
        });
        return after;
      }),
  };
}
