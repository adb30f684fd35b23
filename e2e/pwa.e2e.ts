/**
 * The installable app: Chromium finds the manifest and its icons and reports no installability error, the service
 * worker takes the page, and after a visit to home and assets the app opens offline (a reload with the network
 * cut) with the offline line and the last quotes, balances and home content it saw. Service workers need a secure context, so
 * the page is opened on localhost.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { launchProfile, PHONE, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let profile: Awaited<ReturnType<typeof launchProfile>>;
// A copy of the web build, served by this server only, so a "new build" can be published mid-journey.
const webDist = mkdtempSync(join(tmpdir(), 'e2e-web-'));

beforeAll(async () => {
  cpSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist'), webDist, { recursive: true });
  server = await startServer({ WEB_DIST: webDist });
  profile = await launchProfile({ viewport: PHONE });
});

afterAll(async () => {
  await profile?.close();
  await server?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const { api, admin, codeFor } = apiClient(() => server.url);

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** A new account with 1,234.5 USDT in its spot account, so the kept balance is not a zero. */
async function fundedUser(): Promise<{ email: string; password: string }> {
  const email = `e2epwa${Date.now()}@example.com`;
  const password = 'Journey12345';
  await api('/sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
  await api('/user/register', {
    method: 'POST',
    body: { user_string: email, code: await codeFor(email), password, re_password: password },
  });
  const token = await api<string>('/user/login', { method: 'POST', body: { user_string: email, password } });
  const { id } = await api<{ id: number }>('/user/info', { token });
  const overview = await api<{
    accounts: Array<{ field: string; coins: Array<{ currency: string; currency_id: number }> }>;
  }>('/wallet/list', { method: 'POST', body: {}, token });
  const usdt = overview.accounts.find((a) => a.field === 'change')?.coins.find((c) => c.currency === 'USDT');
  if (!usdt) throw new Error('no USDT in the spot account');
  await api(`/admin/users/${id}/adjust`, {
    method: 'POST',
    body: { currency: usdt.currency_id, kind: 'change', amount: '1234.5', reason: 'pwa journey' },
    token: await admin(),
  });
  return { email, password };
}

describe('installable app journey', () => {
  it('installs from Chromium and opens offline with the last quotes and balances', async () => {
    const base = server.url.replace('127.0.0.1', 'localhost');
    const { context } = profile;
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${base}/h5/`);

    // The manifest: linked, served as a manifest, the product's name, /h5/ as start and scope, real PNG icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/h5/manifest.webmanifest');
    const res = await page.request.get(`${base}${href}`);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'OpenX', start_url: '/h5/', scope: '/h5/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const file = await page.request.get(new URL(icon.src, `${base}${href}`).href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body())).toBe(icon.sizes);
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );

    // The service worker is activated and controls the page (it claims it on first install).
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${base}/h5/`);
    // What home loaded before the worker existed is handed to it once it controls the page, and it caches them
    // itself (src/app/first-control.ts): the banner pictures, which the precache does not hold.
    const cached = (name: string) =>
      page.evaluate(
        async (cache) => (await (await caches.open(cache)).keys()).map((r) => new URL(r.url).pathname),
        name,
      );
    await expect.poll(() => cached('site-static'), { timeout: 15_000 }).toContain('/static/banner-1.svg');

    // Chromium's own verdict: the manifest parses and nothing stands in the way of installing.
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(parsed.url).toBe(`${base}/h5/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // Log in, see the home quotes and total, then the assets tab.
    const user = await fundedUser();
    await page.goto(`${base}/h5/#/pages/common/login`);
    await page.getByTestId('login-account').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-assets-total').waitFor();
    const card = page.locator('[data-testid^="home-card-"]').first();
    await card.waitFor();
    const cardId = await card.getAttribute('data-testid');
    const total = await page.getByTestId('home-assets-total').textContent();
    expect(total).toMatch(/1,234\.5/);
    await page.getByTestId('tab-assets').click();
    await expect.poll(() => page.getByTestId('assets-available-change-USDT').textContent()).toBe('1,234.50');
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    // The kept copies are written a moment after the answers (2 s): public quotes, and balances under the user.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(localStorage)
              .filter((k) => k.startsWith('last-data'))
              .sort(),
          ),
        {
          timeout: 10_000,
        },
      )
      .toEqual(['last-data', expect.stringMatching(/^last-data:user:\d+$/)]);
    await shot(page, 'pwa-online-assets');

    // Offline: a reload still opens the app, from the worker's cache, with the kept balances and the offline line.
    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    // Until the page's chunk is in, nothing with data is on screen and the line has no time yet.
    await expect.poll(() => banner.textContent()).toMatch(/^You are offline\. Showing data from \d\d:\d\d$/);
    await expect.poll(() => page.getByTestId('assets-available-change-USDT').textContent()).toBe('1,234.50');
    await shot(page, 'pwa-offline-assets');

    // Home, offline: the kept quotes and total.
    await page.getByTestId('tab-home').click();
    await page.getByTestId(cardId ?? 'home-card-missing').waitFor();
    expect(await page.getByTestId('home-assets-total').textContent()).toBe(total);
    await banner.waitFor();
    // Home's banners, shortcuts and news lines seen online are kept too, not left in their loading shape.
    await page.locator('[data-testid^="home-banner-title-"]').first().waitFor();
    await page.getByTestId('shortcut-faq').waitFor();
    expect(await page.getByTestId('shortcuts-placeholder').count()).toBe(0);
    // The site's pictures seen online come from the worker's cache: the logo (from the kept site settings) draws,
    // it does not fall back to the site's name.
    await expect
      .poll(() =>
        page.evaluate(() => (document.querySelector('img.brand-logo') as HTMLImageElement | null)?.naturalWidth ?? 0),
      )
      .toBeGreaterThan(0);
    await shot(page, 'pwa-offline-home');

    // Another address under /h5/ opened offline gets the app too (the worker's navigation fallback).
    await page.goto(`${base}/h5/somewhere#/`);
    await page.getByTestId(cardId ?? 'home-card-missing').waitFor();
    await banner.waitFor();

    // Back online, the line goes away.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('offers a new build once it is out, and reloads into it on "Reload"', async () => {
    const base = server.url.replace('127.0.0.1', 'localhost');
    const page = await profile.context.newPage();
    await page.goto(`${base}/h5/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.locator('[data-testid^="home-card-"]').first().waitFor();
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    // A new build: its worker script differs. The browser finds it on its next check; the page keeps running.
    appendFileSync(join(webDist, 'sw.js'), `\n// build ${Date.now()}\n`);
    await page.evaluate(async () => {
      (window as { stillTheOldPage?: boolean }).stillTheOldPage = true;
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.getByTestId('update-prompt').waitFor();
    expect(await page.getByTestId('update-prompt').textContent()).toBe('A new version is availableReload');
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    await shot(page, 'pwa-update-prompt');

    // "Reload": the waiting worker takes over and the page loads again under it.
    await page.getByTestId('update-reload').click();
    await page.waitForFunction(() => !(window as { stillTheOldPage?: boolean }).stillTheOldPage);
    await page.locator('[data-testid^="home-card-"]').first().waitFor();
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    const after = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { url: navigator.serviceWorker.controller?.scriptURL, waiting: !!reg?.waiting };
    });
    expect(after).toEqual({ url: before, waiting: false });
    await page.close();
  });
});
