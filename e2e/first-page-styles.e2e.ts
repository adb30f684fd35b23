/**
 * A screen's styles do not depend on the page opened before it: the trade screen opened first, in a fresh browser,
 * looks as it does after the market tab (its change pill was unstyled when trade was the first page, its stylesheet
 * arriving only with the market's chunks; an unchanged price's grey lived there too).
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

/** The computed look of the trade screen's live ticker and pair picker. */
const tradeLook = (page: Page) =>
  page.evaluate(() => {
    const look = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor, size: s.fontSize, weight: s.fontWeight };
    };
    // The live figures' colour follows the 24 h change's sign, which can change between two loads.
    const text = document.querySelector('[data-testid="ticker-change"]')?.textContent ?? '';
    return {
      sign: /^[-−]/.test(text) ? 'down' : /^\+/.test(text) ? 'up' : 'flat',
      change: look('[data-testid="ticker-change"]'),
      last: look('[data-testid="ticker-last"]'),
      head: look('.trade-head'),
    };
  });

async function fresh(route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${server.url}/h5/#${route}`);
  return page;
}

describe('first page styles', () => {
  it('the trade screen looks the same opened first or after the market', async () => {
    const first = await fresh('/pages/transaction/index?symbol=BTC%2FUSDT');
    await first.getByTestId('ticker-change').filter({ hasText: '%' }).waitFor();
    const alone = await tradeLook(first);
    await shot(first, 'first-page-trade');
    await first.context().close();

    const after = await fresh('/pages/market/market');
    await after.getByTestId('quote-price-BTC_USDT').waitFor();
    await after.goto(`${server.url}/h5/#/pages/transaction/index?symbol=BTC%2FUSDT`);
    await after.getByTestId('ticker-change').filter({ hasText: '%' }).waitFor();
    const afterMarket = await tradeLook(after);
    await after.context().close();

    expect(alone.change?.color).not.toBe('rgb(0, 0, 0)');
    // Everything the stylesheets decide is the same; the figures' colours too when the change has the same sign
    // both times (the price moves between the two loads).
    const shape = ({ sign: _, ...look }: typeof alone) =>
      Object.fromEntries(Object.entries(look).map(([k, v]) => [k, v && { ...v, color: undefined }]));
    expect(shape(alone)).toEqual(shape(afterMarket));
    if (alone.sign === afterMarket.sign) expect(alone).toEqual(afterMarket);
  });
});
