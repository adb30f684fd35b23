/**
 * The first screen's boot (apps/web/boot/boot.js, first-screens.ts): opened fresh, each of the first screens finds
 * its API answers already on the way and uses every one of them, sends none of its calls twice, and preloads its
 * own chunks and its texts in the stored language. A page that changes what it asks for, or how, fails here
 * (and would otherwise make the boot script's calls wasted work).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../apps/web/first-screens';
import { loggedInStorage } from '../bench/lighthouse/pages';
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

/**
 * The API calls of a request as the server runs them, without their cache-busting timestamp: one, or each of the
 * calls sent together to POST /api/first-screen (written as that call would be on its own).
 */
function callsOf(r: Request): string[] {
  const url = new URL(r.url());
  if (url.pathname === '/api/first-screen') {
    const { calls } = JSON.parse(r.postData() ?? '{}') as {
      calls: { method: string; path: string; data: Record<string, string | number> }[];
    };
    return calls.map(({ method, path, data }) => {
      const { timestamp: _, ...rest } = data;
      if (method !== 'GET') return `${method} /api${path} ${JSON.stringify(rest)}`;
      const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]));
      return `${method} /api${path}?${query} `;
    });
  }
  url.searchParams.delete('timestamp');
  const body = (r.postData() ?? '').replace(/,?"timestamp":\d+/, '');
  return [`${r.method()} ${url.pathname}${url.search} ${body}`];
}

type Visit = { name: string; route: string; storage?: Record<string, string>; shows: string };

type Opened = { page: Page; calls: string[]; batches: number; files: string[]; warnings: string[] };

async function open(visit: Visit): Promise<Opened> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (visit.storage) {
    await page.goto(`${server.url}/api/health`);
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, visit.storage);
  }
  const calls: string[] = [];
  const files: string[] = [];
  const warnings: string[] = [];
  let batches = 0;
  // Files until the screen shows: once the service worker takes control, the app fetches the files of the visit
  // once more on purpose, so it caches them (src/app/first-control.ts).
  let shown = false;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/first-screen') batches += 1;
    if (path.startsWith('/api/')) calls.push(...callsOf(r));
    if (path.startsWith('/h5/assets/') && !shown) files.push(path);
  });
  // A preload the page then cannot use (another CORS mode, another type) and a script the policy refuses (the boot
  // script is inline, allowed by its hash) both show here and nowhere else.
  page.on('console', (m) => {
    if (/preload|Content Security Policy/i.test(m.text())) warnings.push(m.text());
  });
  await page.goto(`${server.url}/h5/#${visit.route}`);
  await page.locator(visit.shows).first().waitFor();
  shown = true;
  // Whatever the screen asks for next (socket, late widgets) has had time to ask.
  await page.waitForLoadState('networkidle');
  return { page, calls, batches, files, warnings };
}

/** What the boot script started and nothing took, and the calls sent more than once. */
async function leftovers(page: Page, calls: string[]) {
  const unused = await page.evaluate(() => Object.keys((window as unknown as { __early?: object }).__early ?? {}));
  const twice = calls.filter((c, i) => calls.indexOf(c) !== i);
  return { unused, twice };
}

describe('first screen boot', () => {
  it('every first screen uses each answer started for it and asks nothing twice', async () => {
    const session = await loggedInStorage(server.url);
    const zh = JSON.parse(session.session ?? '{}') as { state: Record<string, unknown> };
    const visits: Visit[] = [
      { name: 'home', route: '/', shows: '[data-testid="home-banner"] img' },
      { name: 'market', route: '/pages/market/market', shows: '[data-testid="quote-price-BTC_USDT"]' },
      { name: 'trade', route: '/pages/transaction/index?symbol=BTC%2FUSDT', shows: '[data-testid="ticker-change"]' },
      { name: 'assets', route: '/pages/fund/assets', storage: session, shows: '[data-testid="assets-total"]' },
      { name: 'pair detail', route: '/pages/market/detail?symbol=BTC/USDT', shows: '[data-testid="detail-price"]' },
    ];
    expect(visits.map((v) => v.name).sort()).toEqual(FIRST_SCREENS.map((s) => s.name).sort());
    const problems: string[] = [];
    for (const visit of visits) {
      const { page, calls, batches, files, warnings } = await open(visit);
      const { unused, twice } = await leftovers(page, calls);
      const filesTwice = files.filter((f, i) => files.indexOf(f) !== i);
      if (filesTwice.length) problems.push(`${visit.name}: files fetched twice: ${filesTwice.join(' | ')}`);
      if (warnings.length) problems.push(`${visit.name}: ${warnings.join(' | ')}`);
      const screen = FIRST_SCREENS.find((s) => s.name === visit.name);
      // Every call of the screen went out (once, from the boot script: the twice check covers a second one).
      const started = calls.length;
      if (unused.length) problems.push(`${visit.name}: started and never used: ${unused.join(' | ')}`);
      if (twice.length) problems.push(`${visit.name}: sent twice: ${twice.join(' | ')}`);
      if (started < (screen?.requests.length ?? 0)) problems.push(`${visit.name}: only ${started} API calls`);
      if (batches < 1) problems.push(`${visit.name}: its first calls were not sent as one request`);
      await shot(page, `first-screen-${visit.name.replace(' ', '-')}`);
      await page.context().close();
    }
    // Without a pair in the route, the trade screen's calls for its pair go out once the list of pairs is in (the
    // boot script picks the pair as the page does), and the page takes them.
    {
      const { page, calls } = await open({
        name: 'trade',
        route: '/pages/transaction/index',
        shows: '[data-testid="ticker-change"]',
      });
      const { unused, twice } = await leftovers(page, calls);
      if (unused.length) problems.push(`trade without a pair: started and never used: ${unused.join(' | ')}`);
      if (twice.length) problems.push(`trade without a pair: sent twice: ${twice.join(' | ')}`);
      const depth = calls.filter((c) => c.startsWith('GET /api/coin/depth'));
      if (depth.length !== 1) problems.push(`trade without a pair: ${depth.length} depth calls`);
      await page.context().close();
    }
    // Home's first banner is preloaded from the banner list's answer and is what the page shows.
    {
      const { page } = await open({ name: 'home', route: '/', shows: '[data-testid="home-banner"] img' });
      const preload = await page.evaluate(
        () => document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href') ?? '',
      );
      const shown = (await page.locator('[data-testid="home-banner"] img').first().getAttribute('src')) ?? '';
      expect(preload).not.toBe('');
      expect(shown).toBe(preload);
      await page.context().close();
    }
    // A logged-in visit in another language preloads that language's texts.
    const inZh = {
      ...session,
      session: JSON.stringify({ ...zh, state: { ...zh.state, lang: 'zh' } }),
    };
    const { page, calls } = await open({
      name: 'assets',
      route: '/pages/fund/assets',
      storage: inZh,
      shows: '[data-testid="assets-total"]',
    });
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (l) => l.getAttribute('href') ?? ''),
    );
    // The wallet's texts travel in the first screen's text file (vite.config.ts `texts-first-<lang>`).
    expect(preloaded.some((h) => /texts-first-zh-/.test(h))).toBe(true);
    expect(preloaded.some((h) => /texts-first-en-/.test(h))).toBe(false);
    const { unused, twice } = await leftovers(page, calls);
    expect(unused).toEqual([]);
    expect(twice).toEqual([]);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
