import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await makeTestApp({ seed: true });
  auth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
});
afterAll(async () => t.close());

const post = async (url: string, payload: object = {}) => (await t.app.inject({ method: 'POST', url, payload })).json();
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const admin = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  (await t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) })).json();

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('public content', () => {
  it('news/index_pop answers the newest published pop-up', async () => {
    const body = await get('/api/news/index_pop?lang=hk');
    expect(body.type).toBe('ok');
    expect(Object.keys(body.message).sort()).toEqual(['content', 'create_time', 'id', 'thumbnail', 'title']);
    expect(body.message.title).toBe('歡迎來到 OpenX');
    expect(body.message.create_time).toMatch(TIME);
  });

  it('news/list pages newest first with totals', async () => {
    const first = await post('/api/news/list', { c_id: 4, page: 1, limit: 3 });
    expect(first.type).toBe('ok');
    expect(first.message.total).toBe(4);
    expect(first.message.page).toBe(1);
    expect(first.message.limit).toBe(3);
    expect(first.message.list).toHaveLength(3);
    const item = first.message.list[0];
    expect(Object.keys(item).sort()).toEqual(['abstract', 'c_id', 'create_time', 'id', 'thumbnail', 'title']);
    const times = first.message.list.map((n: { create_time: string }) => n.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await post('/api/news/list', { c_id: 4, page: 2, limit: 3 });
    expect(second.message.list).toHaveLength(1);
    expect((await post('/api/news/list', { c_id: 99 })).message).toEqual({ list: [], total: 0, page: 1, limit: 10 });
  });

  it('news/detail answers the item, and "not found" for an unknown id', async () => {
    const list = await post('/api/news/list', { c_id: 4 });
    const id = list.message.list[1].id;
    const detail = await post('/api/news/detail', { id, lang: 'jp' });
    expect(Object.keys(detail.message).sort()).toEqual([
      'abstract',
      'c_id',
      'content',
      'create_time',
      'id',
      'thumbnail',
      'title',
    ]);
    expect(detail.message.title).toBe('今週日曜日の定期メンテナンスのお知らせ');
    expect(await post('/api/news/detail', { id: 99999 })).toEqual({ type: 'error', message: 'Not found' });
    expect(await post('/api/news/detail', { id: 99999, lang: 'kor' })).toEqual({
      type: 'error',
      message: '찾을 수 없습니다',
    });
  });

  it('banner/list answers banners in sort order', async () => {
    const body = await post('/api/banner/list', { c_id: 5, lang: 'spa' });
    expect(body.message).toHaveLength(3);
    expect(Object.keys(body.message[0]).sort()).toEqual(['id', 'image', 'link', 'title']);
    expect(body.message[0].title).toBe('Opera con confianza');
    expect(body.message[0].image).toBe('/static/banner-1.svg');
  });

  it('falls back to English when a translation is missing', async () => {
    const created = await admin('POST', '/api/admin/news', {
      translations: { en: { title: 'English only', abstract: 'a', content: '<p>b</p>' } },
    });
    expect(created.type).toBe('ok');
    const detail = await post('/api/news/detail', { id: created.message.id, lang: 'th' });
    expect(detail.message.title).toBe('English only');
    await admin('DELETE', `/api/admin/news/${created.message.id}`);
  });

  it('hides unpublished news from the public calls', async () => {
    const created = await admin('POST', '/api/admin/news', {
      published: false,
      translations: { en: { title: 'Draft', abstract: '', content: '' } },
    });
    expect(await post('/api/news/detail', { id: created.message.id })).toEqual({ type: 'error', message: 'Not found' });
    const list = await post('/api/news/list', { limit: 100 });
    expect(list.message.list.map((n: { id: number }) => n.id)).not.toContain(created.message.id);
  });
});

describe('sanitizing', () => {
  const evil =
    '<p onclick="x()">Hi<script>alert(1)</script><img src="/static/logo.svg" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://e.com"></iframe></p>';

  it('a script or event handler saved by an admin never comes back', async () => {
    const created = await admin('POST', '/api/admin/news', {
      translations: {
        en: { title: '<b>Bold</b> <script>alert(4)</script>title', abstract: '<i>x</i>', content: evil },
      },
    });
    expect(created.type).toBe('ok');
    const bodies = [
      JSON.stringify(created),
      JSON.stringify(await post('/api/news/detail', { id: created.message.id })),
      JSON.stringify(await admin('GET', '/api/admin/news?limit=100')),
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    }
    const detail = await post('/api/news/detail', { id: created.message.id });
    expect(detail.message.content).toContain('<img src="/static/logo.svg" />');
    expect(detail.message.title).toBe('Bold title');
  });

  it('faq and pages are sanitized too', async () => {
    const faq = await admin('POST', '/api/admin/faqs', { translations: { en: { title: 'Q', content: evil } } });
    const page = await admin('PUT', '/api/admin/pages/aboutus', {
      translations: { en: { title: 'About', content: evil } },
    });
    expect(JSON.stringify([faq, page, await get('/api/faq'), await get('/api/aboutus')])).not.toMatch(
      /<script|onerror|onclick|javascript:/i,
    );
  });

  it('refuses a javascript: link for banners', async () => {
    const res = await admin('POST', '/api/admin/banners', {
      image: 'javascript:alert(1)',
      translations: { en: { title: 'x' } },
    });
    expect(res).toEqual({ type: 'error', message: 'image: invalid value' });
  });
});
