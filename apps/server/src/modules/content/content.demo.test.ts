import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { adminAuth, makeTestApp } from '../../test/make-app';
import { restartableDatabase } from '../../test/restartable-db';
import { admins } from '../admin/admin.tables';
import { commonModule } from '../common';
import { seedDemoContent } from './content.demo';
import { banners, faqs, news, pages } from './content.tables';

async function counts(db: Db) {
  const n = async (table: typeof news | typeof banners | typeof faqs | typeof pages | typeof admins) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    news: await n(news),
    banners: await n(banners),
    faqs: await n(faqs),
    pages: await n(pages),
    admins: await n(admins),
  };
}

describe('demo seeder', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const t = await makeTestApp({ seed: true });
    try {
      const { db } = t.app.database;
      const before = await counts(db);
      expect(before).toEqual({ news: 4, banners: 3, faqs: 5, pages: 3, admins: 1 });
      expect(await seedDemoContent(db, t.app.use(commonModule).settings)).toEqual({ content: false });
      expect(await counts(db)).toEqual(before);
    } finally {
      await t.close();
    }
  });

  it('has every demo text in all 8 languages', async () => {
    const t = await makeTestApp({ seed: true });
    try {
      const { db } = t.app.database;
      const rows = [
        ...(await db.select().from(news)),
        ...(await db.select().from(banners)),
        ...(await db.select().from(faqs)),
        ...(await db.select().from(pages)),
      ];
      for (const row of rows)
        expect(Object.keys(row.translations).sort()).toEqual(['en', 'fra', 'hk', 'jp', 'kor', 'spa', 'th', 'zh']);
      expect((await db.select().from(news)).filter((n) => n.isPop)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('does not seed unless asked', async () => {
    const t = await makeTestApp();
    try {
      expect(await counts(t.app.database.db)).toEqual({ news: 0, banners: 0, faqs: 0, pages: 0, admins: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('database across a restart', () => {
  // PGlite on its data folder, or the same PostgreSQL database when DATABASE_URL is set.
  it('keeps settings and seeds nothing twice', async () => {
    const { database, drop } = await restartableDatabase();
    try {
      const first = await makeTestApp({ seed: true, database });
      const auth = await adminAuth(first.app, 'admin@example.com', 'Admin12345');
      const put = await first.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: auth,
        payload: { site_name: 'Persisted' },
      });
      expect(put.json().type).toBe('ok');
      await first.close();

      const second = await makeTestApp({ seed: true, database });
      try {
        const res = await second.app.inject({ method: 'GET', url: '/api/getSiteConfig' });
        expect(res.json().message.site_name).toBe('Persisted');
        expect((await counts(second.app.database.db)).news).toBe(4);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  });
});
