import { CONTENT_LANGS } from '@app/api';
import { LANGS } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: true });
});
afterAll(async () => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('common calls', () => {
  it('getSiteConfig answers name, logo, service link and where codes go', async () => {
    expect(await get('/api/getSiteConfig')).toEqual({
      type: 'ok',
      message: {
        site_name: 'OpenX',
        site_logo: '/static/logo.svg',
        service_link: expect.any(String),
        webview_hosts: [],
        // Not a demo server: no outbox the user could be sent to.
        dev_outbox: { email: false, sms: false },
      },
    });
  });

  it('getSetting answers whitelisted keys only', async () => {
    expect(await get('/api/getSetting?keyword=app_version')).toEqual({ type: 'ok', message: '0.8.0' });
    expect(await get('/api/getSetting?keyword=default_lang')).toEqual({ type: 'ok', message: 'en' });
    expect(await get('/api/getSetting?keyword=default_fiat')).toEqual({ type: 'ok', message: 'USD' });
    // A key that exists in the settings table but is not public (the seeder marker) is still refused.
    expect(await get('/api/getSetting?keyword=seed.demo.v1')).toEqual({ type: 'error', message: 'Unknown setting' });
    expect(await get('/api/getSetting?keyword=seed.demo.v1&lang=zh')).toEqual({
      type: 'error',
      message: '未知的设置项',
    });
    expect(await get('/api/getSetting')).toEqual({ type: 'error', message: 'setting name: required' });
  });

  it('menu lists every shortcut, translated, with availability', async () => {
    const en = await get('/api/menu');
    const zh = await get('/api/menu?lang=zh');
    expect(en.type).toBe('ok');
    for (const item of en.message) {
      expect(Object.keys(item).sort()).toEqual(['available', 'icon', 'key', 'name', 'route']);
      expect(item.route).toMatch(/^\/pages\//);
    }
    const keys = en.message.map((m: { key: string }) => m.key);
    expect(keys).toEqual(
      expect.arrayContaining(['recharge', 'withdraw', 'transfer', 'exchange', 'bills', 'faq', 'news']),
    );
    const available = en.message.filter((m: { available: boolean }) => m.available).map((m: { key: string }) => m.key);
    expect(available.sort()).toEqual([
      'aboutus',
      'bills',
      'contactus',
      'coupon',
      'exchange',
      'faq',
      'financial',
      'futures',
      'ieo',
      'invest',
      'lever',
      'mining',
      'news',
      'options',
      'recharge',
      'stock',
      'transfer',
      'withdraw',
    ]);
    expect(en.message.find((m: { key: string }) => m.key === 'faq').route).toBe('/pages/common/faq');
    expect(en.message.find((m: { key: string }) => m.key === 'options').route).toBe('/pages/transaction/seconds_order');
    expect(zh.message[0].name).toBe('充值');
    expect(zh.message[0].name).not.toBe(en.message[0].name);
  });

  it('every menu icon is a view of one sprite under /static/, so the grid costs one request', async () => {
    const icons: string[] = (await get('/api/menu')).message.map((m: { icon: string }) => m.icon);
    const files = new Set(icons.map((icon) => icon.split('#')[0]));
    expect([...files]).toEqual(['/static/menu/icons.svg']);
    const res = await t.app.inject({ method: 'GET', url: '/static/menu/icons.svg' });
    expect(res.statusCode).toBe(200);
    for (const icon of icons) {
      const view = icon.split('#')[1];
      expect(res.body, icon).toMatch(new RegExp(`<view id="${view}" viewBox="0 \\d+ 48 48"/>`));
    }
    // Paths only (scripts/menu-icons.mjs): the browser lays a sprite out whole for every view it paints, and text
    // made that 200 ms of the home screen's first paint at Lighthouse's CPU.
    expect(res.body).not.toMatch(/<text|<tspan|<foreignObject/);
  });

  it('faq answers id, title and content in the caller language', async () => {
    const en = await get('/api/faq');
    const kor = await get('/api/faq?lang=kor');
    expect(en.message).toHaveLength(5);
    expect(Object.keys(en.message[0]).sort()).toEqual(['content', 'id', 'title']);
    expect(kor.message[0].title).not.toBe(en.message[0].title);
  });

  it.each(['contactus', 'aboutus', 'operational_compliance'])('%s answers {key, title, content}', async (key) => {
    const body = await get(`/api/${key}?lang=th`);
    expect(body.type).toBe('ok');
    expect(body.message.key).toBe(key);
    expect(body.message.title.length).toBeGreaterThan(0);
    expect(body.message.content).toContain('<p>');
  });

  it('health answers db, market, uptime and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'ok',
      // the market feed ticks every second from the start: 'ok' (or 'down' before its first tick)
      message: {
        db: 'ok',
        market: expect.stringMatching(/^(ok|down)$/),
        uptime_s: expect.any(Number),
        version: '0.8.0',
        // Each sweeper of the app with its backlog and lag (new-login mails, overnight fees, option expiries, mining
        // accruals, dual settlements, IEO ends and deliveries, voucher expiries).
        sweepers: [
          { name: 'accounts.login_mail', backlog: expect.any(Number), lag_ms: expect.any(Number) },
          { name: 'contracts.overnight', backlog: expect.any(Number), lag_ms: expect.any(Number) },
          { name: 'options.expiry', backlog: expect.any(Number), lag_ms: expect.any(Number) },
          { name: 'earn.mining', backlog: expect.any(Number), lag_ms: expect.any(Number) },
          { name: 'earn.dual', backlog: expect.any(Number), lag_ms: expect.any(Number) },
          { name: 'earn.ieo.end', backlog: expect.any(Number), lag_ms: expect.any(Number) },
          { name: 'earn.ieo.delivery', backlog: expect.any(Number), lag_ms: expect.any(Number) },
          { name: 'earn.coupon.expiry', backlog: expect.any(Number), lag_ms: expect.any(Number) },
        ],
      },
    });
  });

  it('content languages agree with the i18n language list', () => {
    expect([...CONTENT_LANGS].sort()).toEqual([...LANGS].sort());
  });
});

describe('pages before anyone wrote them', () => {
  it('answer empty texts rather than an error', async () => {
    const empty = await makeTestApp();
    try {
      const body = (await empty.app.inject({ method: 'GET', url: '/api/aboutus' })).json();
      expect(body).toEqual({ type: 'ok', message: { key: 'aboutus', title: '', content: '' } });
      expect((await empty.app.inject({ method: 'GET', url: '/api/faq' })).json()).toEqual({ type: 'ok', message: [] });
    } finally {
      await empty.close();
    }
  });
});

describe('webView hosts', () => {
  const frameSrc = (csp: string | undefined) => /frame-src ([^;]*)/.exec(csp ?? '')?.[1]?.trim();
  const put = async (auth: { authorization: string }, body: unknown) =>
    (await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload: body as object })).json();

  it("frame only the operator's hosts: none until set, then exactly those, in the policy and the site config", async () => {
    const page = async () => (await t.app.inject({ method: 'GET', url: '/api/getSiteConfig' })).headers;
    // Nothing configured: the policy frames only the app itself (no https: or http: wildcard).
    expect(frameSrc((await page())['content-security-policy'] as string)).toBe("'self'");

    const auth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    const saved = await put(auth, { webview_hosts: ['Help.Example.com', '*.docs.example.org', 'help.example.com'] });
    expect(saved.type).toBe('ok');
    expect(saved.message.webview_hosts).toEqual(['help.example.com', '*.docs.example.org']);
    expect((await get('/api/getSiteConfig')).message.webview_hosts).toEqual(['help.example.com', '*.docs.example.org']);
    expect(frameSrc((await page())['content-security-policy'] as string)).toBe(
      "'self' https://help.example.com http://help.example.com https://*.docs.example.org http://*.docs.example.org",
    );

    // Anything that is not a bare host name is refused and changes nothing.
    for (const bad of [
      'https://evil.com',
      'evil.com/x',
      'evil.com:8080',
      '*',
      '*.com',
      'a b.com',
      'evil\u0000.com',
      "x.com 'unsafe-inline'",
    ]) {
      const res = await put(auth, { webview_hosts: [bad] });
      expect(res.type, bad).toBe('error');
    }
    expect((await get('/api/getSiteConfig')).message.webview_hosts).toEqual(['help.example.com', '*.docs.example.org']);

    expect((await put(auth, { webview_hosts: [] })).message.webview_hosts).toEqual([]);
    expect(frameSrc((await page())['content-security-policy'] as string)).toBe("'self'");
  });
});
