/**
 * A screen's styles do not depend on the page opened before it: each tab opened first, in a fresh browser, looks
 * as it does after another tab (the trade header's change pill was unstyled when trade was the first page, its
 * stylesheet arriving only with the market's chunks).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, shot } from './support/browser';
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

/** The computed look of the first `.change-pill` on the page. */
const pillStyle = (page: Page, selector = '.change-pill') =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, minWidth: s.minWidth, radius: s.borderRadius };
    });

async function fresh(route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${server.url}/h5/#${route}`);
  await page.locator('.change-pill').first().waitFor();
  return page;
}

describe('first page styles', () => {
  it("the trade header's change pill looks the same opened first or after the market", async () => {
    const first = await fresh('/pages/transaction/index');
    const alone = await pillStyle(first);
    await shot(first, 'first-page-trade');
    await first.context().close();

    const after = await fresh('/pages/market/market');
    await after.getByTestId('tab-trade').click();
    await after.waitForURL(/transaction/);
    await after.locator('.trade-head .change-pill').waitFor();
    const afterMarket = await pillStyle(after, '.trade-head .change-pill');
    await after.context().close();

    expect(alone.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(alone).toEqual(afterMarket);
  });
});
