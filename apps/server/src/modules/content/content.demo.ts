/**
 * Demo data for the embedded start (never in production). Idempotent: a marker row claims the seed inside the
 * same transaction as the content, so running it on every start, or from two instances at once, seeds once;
 * content an admin later deletes is not brought back.
 */
import { BANNER_CATEGORY, NEWS_CATEGORY, PAGE_KEYS } from '@app/api';
import type { Db } from '../../db';
import type { SettingsService } from '../common';
import { banners, faqs, news, pages } from './content.tables';
import { DEMO_BANNERS, DEMO_FAQ } from './demo/banners-faq';
import { DEMO_NEWS } from './demo/news';
import { DEMO_PAGES } from './demo/pages';

const MARKER = 'seed.demo.v1';
const DAY_MS = 24 * 3600_000;

export async function seedDemoContent(
  db: Db,
  settings: Pick<SettingsService, 'claimOnce' | 'fillDefaults'>,
): Promise<{ content: boolean }> {
  const content = await db.transaction(async (tx) => {
    if (!(await settings.claimOnce(tx, MARKER))) return false;
    await settings.fillDefaults(tx, {
      site_name: 'OpenX',
      site_logo: '/static/logo.svg',
      service_link: '/h5/#/pages/common/contactus',
    });

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

  return { content };
}
