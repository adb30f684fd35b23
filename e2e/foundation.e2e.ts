import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const LANG_CODES = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;
const TABS = ['tab-home', 'tab-market', 'tab-trade', 'tab-finance', 'tab-assets'] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('mobile app shell', () => {
  it('shows the five tabs in order and relabels them in all 8 languages', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.url}/h5/`);
    // The shell draws once its language's texts have arrived: wait for the tabs, then check them.
    for (const id of TABS) await page.getByTestId(id).waitFor();
    const boxes = await Promise.all(TABS.map((id) => page.getByTestId(id).boundingBox()));
    const xs = boxes.map((b) => b?.x ?? -1);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    await shot(page, 'foundation-home-en');

    const homeLabels = new Map<string, string>();
    for (const code of LANG_CODES) {
      await page.getByTestId('lang-button').click();
      await page.getByTestId(`lang-option-${code}`).click();
      await page
        .waitForFunction(
          (prev) => document.querySelector('[data-testid="tab-home"]')?.textContent !== prev,
          // The switch loads the language's texts first; wait until the home tab's own label has changed.
          homeLabels.get(LANG_CODES[LANG_CODES.indexOf(code) - 1] ?? '')?.split('|')[0] ?? '__none__',
          { timeout: 5000 },
        )
        .catch(() => undefined);
      const labels = await Promise.all(TABS.map((id) => page.getByTestId(id).innerText()));
      homeLabels.set(code, labels.join('|'));
      await shot(page, `foundation-home-${code}`);
    }
    expect(homeLabels.get('en')).toContain('Home');
    expect(homeLabels.get('zh')).toContain('首页');
    expect(new Set(homeLabels.values()).size).toBe(LANG_CODES.length);

    // The choice is persisted: a reload keeps the last language.
    await page.reload();
    await expect(page.getByTestId('tab-home').innerText()).resolves.toBe(homeLabels.get('spa')?.split('|')[0]);
    await page.close();
  });

  it('lists the news under the news shortcut and opens one', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.url}/h5/#/pages/common/article`);
    const list = page.getByTestId('news-list');
    await list.waitFor();
    const rows = list.locator('[data-testid^="news-item-"]');
    expect(await rows.count()).toBeGreaterThan(0);
    await shot(page, 'foundation-news-list');
    await rows.first().click();
    await page.getByTestId('article-title').waitFor();
    await page.close();
  });

  it('opens a news article from the home page', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.url}/h5/`);
    const first = page.locator('[data-testid^="news-item-"]').first();
    await first.waitFor();
    await first.click();
    const title = page.getByTestId('article-title');
    await title.waitFor();
    expect((await title.innerText()).trim().length).toBeGreaterThan(3);
    await shot(page, 'foundation-article');
    await page.close();
  });
});

describe('back office', () => {
  it('logs in as the demo admin, publishes a news item, and the mobile home shows it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('admin-email').fill('admin@example.com');
    await page.getByTestId('admin-password').fill('Admin12345');
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('menu-news').click();
    await page.getByTestId('news-create').click();
    const title = `Launch notice ${Date.now()}`;
    await page.getByTestId('news-title-en').fill(title);
    await page.getByTestId('news-abstract-en').fill('A short abstract for the launch notice.');
    await page.getByTestId('news-content-en').fill('<p>Trading opens today.</p><script>alert(1)</script>');
    const published = page.getByTestId('news-published');
    if ((await published.getAttribute('aria-checked')) !== 'true') await published.click();
    await page.getByTestId('news-save').click();
    await page.getByText(title).first().waitFor();
    await shot(page, 'foundation-admin-news');
    await page.close();

    const phone = await browser.newPage({ viewport: PHONE });
    await phone.goto(`${server.url}/h5/`);
    const item = phone.getByText(title).first();
    await item.waitFor();
    await item.click();
    await phone.getByTestId('article-title').waitFor();
    expect(await phone.getByTestId('article-title').innerText()).toContain(title);
    expect(await phone.content()).not.toContain('alert(1)');
    await shot(phone, 'foundation-mobile-published-news');
    await phone.close();
  });
});
