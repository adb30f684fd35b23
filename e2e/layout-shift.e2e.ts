/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Layout shift on the first screens (issue 11, goal CLS ≤ 0.05): sections hold their final height while their data
 * loads. Measured like Lighthouse does, with a PerformanceObserver for 'layout-shift' from the first paint, on a
 * first visit with the CPU slowed 4× (Lighthouse's mobile preset) so the answers land after the first render, as
 * on a phone. A shift is a layout fact, not a timing: the same boxes move the same way on every run. The trade
 * screen (its book's rows and ticker hold their room) and the back office's login (at the phone size Lighthouse
 * audits it) are gated too.
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

type Shift = { value: number; sources: string[] };

async function layoutShift(route: string, ready: string, scheme: 'dark' | 'light'): Promise<Shift[]> {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: scheme });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : null;
          return el ? `${el.tagName.toLowerCase()}.${el.className}` : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(route.startsWith('/admin/') ? `${server.url}${route}` : `${server.url}/h5/#${route}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  // The later sections (news, banners' images) arrive after the first quotes.
  await page.waitForTimeout(3000);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await context.close();
  return shifts;
}

const total = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

describe('layout shift', () => {
  it.each([
    ['home', '/', '[data-testid^="home-row-"]', 'dark'],
    ['home', '/', '[data-testid^="home-row-"]', 'light'],
    ['market', '/pages/market/market', '[data-testid="quote-price-BTC_USDT"]', 'dark'],
    ['trade', '/pages/transaction/index?symbol=BTC%2FUSDT', '[data-testid="book-ask-0"]', 'dark'],
    ['admin login', '/admin/', '[data-testid="admin-email"]', 'light'],
  ] as const)('%s stays at CLS ≤ 0.05 on a first visit (%s)', async (_name, route, ready, scheme) => {
    const shifts = await layoutShift(route, ready, scheme);
    const described = shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('\n');
    expect(total(shifts), described).toBeLessThanOrEqual(0.05);
  });
});
