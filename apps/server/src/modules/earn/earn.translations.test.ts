/**
 * Operator-entered earn texts per language (issue 29 item 20): the back office writes a text per language, users
 * read theirs (the request's `lang`), a field nobody translated falls back to English, and the back office lists
 * the languages that fall back. The demo data is written in all eight languages.
 */
import { LANGS } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';

let t: TestApp;
let admin: { authorization: string };

// biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
type Res = { type: string; message: any };
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, lang: string, payload?: object, auth = true) =>
  (
    await t.app.inject({
      method,
      url: `/api${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
      ...(auth ? { headers: admin } : {}),
      ...(payload ? { payload } : {}),
    })
  ).json() as Res;

beforeAll(async () => {
  t = await makeTestApp({
    seed: true,
    startJobs: false,
    env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' },
  });
  admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
}, 120_000);
afterAll(async () => t.close());

describe('earn texts per language', () => {
  it('writes the demo data in all eight languages', async () => {
    for (const url of ['/admin/earn/campaigns', '/admin/earn/products', '/admin/earn/coupons', '/admin/earn/ieo']) {
      const list = (await call('GET', url, 'en')).message;
      const rows: Array<{ name?: string; title?: string; missing_langs: string[] }> = Array.isArray(list)
        ? list
        : list.list;
      expect(rows.length, url).toBeGreaterThan(0);
      for (const r of rows) expect(r.missing_langs, `${url} ${r.name ?? r.title}`).toEqual([]);
    }
    const zh = (await call('GET', '/coupon/center', 'zh', undefined, false)).message.list;
    expect(zh.map((o: { title: string }) => o.title)).toContain('新手体验券');
    const th = (await call('GET', '/project?limit=10', 'th', undefined, false)).message.list;
    expect(th.map((p: { title: string }) => p.title)).toContain('DOT รอบชุมชน');
  });

  it('answers the reader’s language, falls back to English field by field, and marks the fallback', async () => {
    const c = await call('POST', '/admin/earn/campaigns', 'en', {
      name: 'Spring yield',
      currency: 'USDT',
      note: 'Paid from the spring budget.',
      translations: { zh: { name: '春季收益', note: '由春季预算支付。' }, th: { name: 'ผลตอบแทนฤดูใบไม้ผลิ' } },
    });
    expect(c.type).toBe('ok');
    expect(c.message.translations.zh).toEqual({ name: '春季收益', note: '由春季预算支付。' });
    // th lacks the note; every other language lacks both.
    expect(c.message.missing_langs).toEqual(['hk', 'th', 'jp', 'kor', 'fra', 'spa']);
    await call('POST', `/admin/earn/campaigns/${c.message.id}/fund`, 'en', { amount: '1000' });
    const p = await call('POST', '/admin/earn/products', 'en', {
      kind: 'locked',
      name: 'Spring 10 days',
      currency: 'USDT',
      days: 10,
      daily_rate: '0.002',
      min: '100',
      max: '5000',
      penalty_rate: '0.003',
      campaign_id: c.message.id,
      enabled: true,
      intro: 'Ten days, fixed.',
      translations: { zh: { name: '春季 10 天', intro: '十天，固定收益。' }, th: { name: ' ' } },
    });
    expect(p.type).toBe('ok');
    // A blank text is no translation.
    expect(p.message.translations).toEqual({ zh: { name: '春季 10 天', intro: '十天，固定收益。' } });
    expect(p.message.missing_langs).not.toContain('zh');
    expect(p.message.missing_langs).toContain('th');

    const read = async (lang: string) =>
      (await call('GET', '/lh/deposit/config?limit=100', lang, undefined, false)).message.order_list.find(
        (x: { id: number }) => x.id === p.message.id,
      );
    expect(await read('zh')).toMatchObject({
      name: '春季 10 天',
      intro: '十天，固定收益。',
      campaign: { name: '春季收益', note: '由春季预算支付。' },
    });
    // th: the campaign's name is Thai, its note and the product fall back to English.
    expect(await read('th')).toMatchObject({
      name: 'Spring 10 days',
      intro: 'Ten days, fixed.',
      campaign: { name: 'ผลตอบแทนฤดูใบไม้ผลิ', note: 'Paid from the spring budget.' },
    });
    expect(await read('en')).toMatchObject({ name: 'Spring 10 days', campaign: { name: 'Spring yield' } });

    const edited = await call('PUT', `/admin/earn/campaigns/${c.message.id}`, 'en', {
      name: 'Spring yield',
      note: 'Paid from the spring budget.',
      translations: Object.fromEntries(
        LANGS.filter((l) => l !== 'en').map((l) => [l, { name: `N-${l}`, note: `T-${l}` }]),
      ),
    });
    expect(edited.message.missing_langs).toEqual([]);
    expect((await read('kor')).campaign).toMatchObject({ name: 'N-kor', note: 'T-kor' });
  });

  it('gives coupon offers and IEO projects their texts per language, set at creation or by an edit', async () => {
    const projects = (await call('GET', '/admin/earn/ieo', 'en')).message;
    const dot = (Array.isArray(projects) ? projects : projects.list).find((p: { token: string }) => p.token === 'DOT');
    const edited = await call('PUT', `/admin/earn/ieo/${dot.id}`, 'en', {
      translations: { kor: { title: 'DOT 라운드', summary: '요약' } },
    });
    expect(edited.type).toBe('ok');
    expect(edited.message.translations).toEqual({ kor: { title: 'DOT 라운드', summary: '요약' } });
    expect(edited.message.missing_langs).toContain('kor'); // its long text is still English
    const kor = (await call('GET', '/project?limit=10', 'kor', undefined, false)).message.list;
    expect(kor.find((p: { id: number }) => p.id === dot.id)).toMatchObject({ title: 'DOT 라운드', summary: '요약' });

    const offers = (await call('GET', '/admin/earn/coupons', 'en')).message;
    const welcome = (Array.isArray(offers) ? offers : offers.list)[0];
    expect(welcome.missing_langs).toEqual([]);
    const put = await call('PUT', `/admin/earn/coupons/${welcome.id}`, 'en', {
      translations: { fra: { title: 'Bienvenue' } },
    });
    expect(put.type).toBe('ok');
    // An edit of the texts replaces them: the other languages now fall back, and the list says so.
    expect(put.message.missing_langs).toEqual(['zh', 'hk', 'th', 'jp', 'kor', 'spa']);
    const fra = (await call('GET', '/coupon/center', 'fra', undefined, false)).message.list;
    expect(fra.map((o: { title: string }) => o.title)).toContain('Bienvenue');
    const jp = (await call('GET', '/coupon/center', 'jp', undefined, false)).message.list;
    expect(jp.map((o: { title: string }) => o.title)).toContain('Welcome experience voucher');
  });

  it('refuses an unknown language or field', async () => {
    const bad = await call('POST', '/admin/earn/campaigns', 'en', {
      name: 'X',
      currency: 'USDT',
      translations: { xx: { name: 'X' } },
    });
    expect(bad.type).toBe('error');
    const field = await call('POST', '/admin/earn/campaigns', 'en', {
      name: 'X',
      currency: 'USDT',
      translations: { zh: { title: 'X' } },
    });
    expect(field.type).toBe('error');
  });
});
