/**
 * No layout overflow at 360 px wide in the languages with the longest or widest words (Thai, Japanese, French):
 * each tab, logged in, neither scrolls sideways nor has a visible element that reaches past the screen's right
 * edge (text cut off, buttons pushed out). Screenshots of each tab in each language.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { launchBrowser, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

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

const { api, codeFor } = apiClient(() => server.url);
const NARROW = { width: 360, height: 780 } as const;
const TABS = [
  ['home', '/'],
  ['market', '/pages/market/market'],
  ['trade', '/pages/transaction/index'],
  ['finance', '/pages/financial/index'],
  ['assets', '/pages/fund/assets'],
] as const;

/** Visible elements whose right edge passes the viewport (1 px of rounding allowed), outside sideways scrollers. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (
          (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') &&
          p.scrollWidth > p.clientWidth
        ) {
          return true;
        }
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.right > width + 1 && r.left < width && !inScroller(el)) {
        const id = el.getAttribute('data-testid');
        found.push(
          `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}.${String(el.className).slice(0, 40)} right=${Math.round(r.right)}`,
        );
      }
    }
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px`);
    return found.slice(0, 10);
  });
}

describe('narrow screens', () => {
  it('no tab overflows 360 px in Thai, Japanese and French', async () => {
    const email = `e2enarrow${Date.now()}@example.com`;
    const password = 'Journey12345';
    await api('/sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
    await api('/user/register', {
      method: 'POST',
      body: { user_string: email, code: await codeFor(email), password, re_password: password },
    });
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto(`${server.url}/h5/#/pages/common/login`);
    await page.getByTestId('login-account').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.hash.includes('/pages/common/login'));

    const problems: string[] = [];
    for (const lang of ['th', 'jp', 'fra'] as const) {
      await page.goto(`${server.url}/h5/#/`);
      await page.getByTestId('lang-button').click();
      await page.getByTestId(`lang-option-${lang}`).click();
      await page.getByTestId('tab-home').waitFor();
      for (const [tab, route] of TABS) {
        await page.goto(`${server.url}/h5/#${route}`);
        await page.getByTestId(`tab-${tab}`).waitFor();
        // Live data and late texts settle (skeletons give way to rows).
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(800);
        for (const p of await overflowing(page)) problems.push(`${lang} ${tab}: ${p}`);
        await shot(page, `narrow-${lang}-${tab}`);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
