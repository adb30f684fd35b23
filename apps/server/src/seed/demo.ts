/**
 * Demo data for the embedded start (never in production). Idempotent: a marker row claims the seed inside the
 * same transaction as the content, so running it on every start, or from two instances at once, seeds once;
 * content an admin later deletes is not brought back. The demo admin is ensured separately (by email).
 */
import { BANNER_CATEGORY, NEWS_CATEGORY, PAGE_KEYS } from '@app/api';
import type { Db } from '../db';
import { AppError } from '../errors';
import type { AdminService } from '../modules/admin/admin.service';
import { settings } from '../modules/common/common.tables';
import { banners, faqs, news, pages } from '../modules/content/content.tables';
import { DEMO_BANNERS, DEMO_FAQ } from './demo-banners-faq';
import { DEMO_NEWS } from './demo-news';
import { DEMO_PAGES } from './demo-pages';

export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin12345',
  name: 'Demo admin',
  role: 'super',
} as const;
const MARKER = 'seed.demo.v1';
const DAY_MS = 24 * 3600_000;

export async function seedDemo(db: Db, deps: { admin: Pick<AdminService, 'create'> }): Promise<{ content: boolean }> {
  const content = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    await tx
      .insert(settings)
      .values([
        { key: 'site_name', value: 'OpenX' },
        { key: 'site_logo', value: '/static/logo.svg' },
        { key: 'service_link', value: '/h5/#/pages/common/contactus' },
      ])
      .onConflictDoNothing();

    const now = Date.now();
    await tx.insert(news).values(
      DEMO_NEWS.map((n) => ({
        cId: NEWS_CATEGORY,
        thumbnail: n.thumbnail,
        isPop: n.is_pop,
        published: true,
        translations: n.translations,
        createdAt: new Date(now - n.daysAgo * DAY_MS),
      })),
    );
    await tx.insert(banners).values(
      DEMO_BANNERS.map((b, i) => ({
        cId: BANNER_CATEGORY,
        image: b.image,
        link: b.link,
        sort: i + 1,
        translations: Object.fromEntries(Object.entries(b.titles).map(([lang, title]) => [lang, { title }])) as {
          en: { title: string };
        },
      })),
    );
    await tx.insert(faqs).values(DEMO_FAQ.map((f, i) => ({ sort: i + 1, translations: f })));
    await tx
      .insert(pages)
      .values(PAGE_KEYS.map((key) => ({ key, translations: DEMO_PAGES[key] })))
      .onConflictDoNothing();
    return true;
  });

  try {
    await deps.admin.create(null, DEMO_ADMIN);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
  }
  return { content };
}
