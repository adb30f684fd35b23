/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeTargetProblems,
  describeViolations,
  expectNoSeriousA11yViolations,
  expectTapTargets,
} from './support/axe';
import { launchBrowser, PHONE, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Accessibility on a phone (issue 11): axe-core's WCAG 2.1 A/AA rules with no serious or critical violation, and
 * every interactive element at least 44×44 px, on the main pages a visitor and a logged-in user see.
 */

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

const open = (page: Page, route: string) => page.goto(`${server.url}/h5/#${route}`);

/** Every page's findings are gathered first so one run names all of them, not only the first page's. */
async function checkPage(page: Page, label: string, problems: string[]): Promise<void> {
  // Past antd-mobile's enter transitions, which fade text in from a lower contrast, and past a toast (the login's
  // "welcome"), whose white text fading out over a light page is a contrast failure of that frame only.
  await page.waitForTimeout(600);
  await page.locator('.adm-toast-mask').waitFor({ state: 'hidden', timeout: 10_000 });
  await shot(page, `a11y-${label}`);
  for (const run of [expectNoSeriousA11yViolations, expectTapTargets]) {
    try {
      await run(page, label);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
}

describe('accessibility', () => {
  it('lists serious violations and small targets one per line', () => {
    expect(
      describeViolations([
        {
          id: 'color-contrast',
          impact: 'serious',
          help: 'Enough contrast',
          nodes: [{ target: ['.a'] }, { target: ['.b'] }],
        },
        { id: 'region', impact: 'moderate', help: 'Landmarks', nodes: [{ target: ['.c'] }] },
        { id: 'button-name', impact: 'critical', help: 'Buttons have names', nodes: [{ target: ['#f', 'button'] }] },
      ]),
    ).toEqual([
      'color-contrast (serious): Enough contrast — .a, .b',
      'button-name (critical): Buttons have names — #f button',
    ]);
    expect(
      describeTargetProblems([
        { name: 'ok', width: 44, height: 44 },
        { name: 'flat', width: 120, height: 43.6 },
        { name: 'thin', width: 20, height: 50 },
        { name: 'hidden', width: 60, height: 44, coveredBy: '<div .tabs> Coins' },
      ]),
    ).toEqual(['flat: 120×44', 'thin: 20×50', 'hidden: covered by <div .tabs> Coins']);
  });

  // Both themes (issue 11): the app follows the system's colour scheme, which the context emulates.
  it.each(['dark', 'light'] as const)(
    'has no serious axe violation and no tap target under 44 px on the main pages (%s theme)',
    async (scheme) => {
      const problems = await checkMainPages(scheme);
      expect(problems, problems.join('\n\n')).toEqual([]);
    },
  );

  it('switches the theme from the settings page, over the system setting, and keeps the choice', async () => {
    const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    const theme = () => page.evaluate(() => document.documentElement.dataset.prefersColorScheme);
    const base = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-base').trim());
    await open(page, '/pages/setting/setting');
    await page.getByTestId('setting-theme').click();
    await page.getByTestId('theme-option-light').click();
    expect(await theme()).toBe('light');
    expect(await base()).toBe('#f4f4f5');
    await page.getByTestId('setting-colors-switch').click();
    expect(await page.evaluate(() => document.documentElement.dataset.colorMode)).toBe('red-up');
    await shot(page, 'settings-light');
    await page.reload();
    await page.getByTestId('setting-theme').waitFor();
    expect(await theme()).toBe('light');
    expect(await page.evaluate(() => document.documentElement.dataset.colorMode)).toBe('red-up');
    await page.getByTestId('setting-theme').click();
    await page.getByTestId('theme-option-system').click();
    expect(await theme()).toBe('dark');
    await context.close();
  });
});

async function checkMainPages(scheme: 'dark' | 'light'): Promise<string[]> {
  const problems: string[] = [];
  // axe-core's Playwright binding needs a page from an explicit context.
  const context = await browser.newContext({ viewport: PHONE, colorScheme: scheme });
  const page = await context.newPage();
  const check = (p: Page, label: string, found: string[]) => checkPage(p, `${label}-${scheme}`, found);

  // A visitor.
  await open(page, '/');
  await page.getByTestId('home-login').waitFor();
  await page.getByTestId('home-banner').waitFor();
  await check(page, 'home-visitor', problems);

  await open(page, '/pages/market/market');
  await page.getByTestId('quote-price-BTC_USDT').waitFor();
  await check(page, 'market', problems);

  await open(page, '/pages/market/detail?symbol=BTC%2FUSDT');
  await page.getByTestId('detail-price').waitFor();
  await page.getByTestId('period-1D').waitFor();
  // The spot book with its controls and depth chart, below the chart.
  await page.getByTestId('depth-chart').waitFor({ timeout: 30_000 });
  await page.getByTestId('book-bid-0').waitFor();
  await check(page, 'market-detail', problems);

  await open(page, '/pages/market/search');
  await page.getByTestId('hot-BTC_USDT').waitFor();
  await check(page, 'market-search', problems);

  await open(page, '/pages/common/login');
  await page.getByTestId('login-submit').waitFor();
  await check(page, 'login', problems);

  // Logged in as the demo user.
  await page.getByTestId('login-account').fill('demo@example.com');
  await page.getByTestId('login-password').fill('Demo12345');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-avatar').waitFor();
  await page.getByTestId('home-assets-total').waitFor();
  await check(page, 'home', problems);

  await open(page, '/pages/transaction/index?symbol=BTC%2FUSDT&side=buy');
  await page.getByTestId('book-ask-0').waitFor({ timeout: 30_000 });
  await check(page, 'trade', problems);

  await open(page, '/pages/fund/assets');
  // the balance has loaded (its amount depends on what other journeys on the shared server did with the demo user)
  await expect.poll(() => page.getByTestId('assets-available-change-USDT').textContent()).toMatch(/^[\d,]+\.\d+$/);
  await check(page, 'assets', problems);

  await page.getByTestId('assets-action-withdraw').click();
  await page.getByTestId('select-coin-3-TRC20').waitFor();
  await check(page, 'withdraw-select', problems);
  await page.getByTestId('select-coin-3-TRC20').click();
  await page.getByTestId('withdraw-available').waitFor();
  await check(page, 'withdraw', problems);

  await open(page, '/pages/setting/payPassword');
  await page.getByTestId('pay-submit').waitFor();
  await check(page, 'pay-password', problems);

  await open(page, '/pages/setting/security');
  await page.getByTestId('security-two-step').waitFor();
  await check(page, 'security', problems);

  await context.close();
  return problems;
}
