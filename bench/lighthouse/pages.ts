/**
 * The audited pages and the browser storage each one starts with. The web client reads its login from local
 * storage (apps/web/src/stores/session.ts, zustand persist under `session`; boot.ts clears storage older than
 * `web_version`), so a logged-in page gets those two keys written before its audit. Lighthouse's storage reset
 * leaves local storage alone (its default clearStorageTypes) while still emptying the HTTP cache, so the audit
 * is a cold load of a returning, logged-in user.
 */
import { chromium, type Page } from 'playwright-core';

export type AuditPage = {
  name: string;
  /** Path and hash on the server; the baseline has none. */
  path: string;
  /**
   * Logged in as the demo user, shown by this test id (only the logged-in page renders it); every other page
   * starts from empty storage (a first visit).
   */
  session?: { shows: string };
};

export const PAGES: readonly AuditPage[] = [
  { name: 'home', path: '/h5/#/' },
  { name: 'market', path: '/h5/#/pages/market/market' },
  { name: 'trade', path: '/h5/#/pages/transaction/index' },
  { name: 'assets', path: '/h5/#/pages/fund/assets', session: { shows: 'assets-total' } },
  { name: 'pair detail', path: '/h5/#/pages/market/detail?symbol=BTC/USDT' },
  { name: 'admin login', path: '/admin/' },
];

type PageStorage = { clear(): void; setItem(key: string, value: string): void };

/** The demo user seeded by DEMO=true (the wallet e2e journey logs in with it too). */
const DEMO_USER = { user_string: 'demo@example.com', password: 'Demo12345' };
/** Keep in step with WEB_VERSION in apps/web/src/stores/boot.ts, or boot clears the session we wrote. */
const WEB_VERSION = '1';

async function api<T>(base: string, path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { type: string; message: T };
  if (json.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.message;
}

/** The local storage of a returning logged-in user: the persisted session store as the client writes it. */
export async function loggedInStorage(base: string): Promise<Record<string, string>> {
  const token = await api<string>(base, '/user/login', { body: DEMO_USER });
  const user = await api<unknown>(base, '/user/info', { token });
  const state = { token, user, lang: 'en', fiat: { currency_code: 'USD', rate: '1', saveTime: 0 }, siteConfig: null };
  return { web_version: WEB_VERSION, session: JSON.stringify({ state, version: 1 }) };
}

/**
 * Replaces the origin's local storage in the browser Lighthouse drives. It is written from `/api/health` (same
 * origin, no client code) so no script or style of the app lands in the cache before the audit (Lighthouse
 * empties the HTTP cache anyway). Each CDP connection is closed again so it does not attach to Lighthouse's tab.
 */
export async function setOriginStorage(port: number, origin: string, entries: Record<string, string>): Promise<void> {
  await withPage(port, async (page) => {
    await page.goto(`${origin}/api/health`);
    await page.evaluate((e) => {
      // bench compiles without the DOM lib; this runs in the page.
      const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
      storage.clear();
      for (const [k, v] of Object.entries(e)) storage.setItem(k, v);
    }, entries);
  });
}

/**
 * Fails unless `url`, opened with the storage already written, shows `testId`: if the session's shape or the
 * web version moves on, the audit would quietly measure the logged-out page instead.
 */
export async function expectLoggedIn(port: number, url: string, testId: string): Promise<void> {
  await withPage(port, async (page) => {
    await page.goto(url);
    try {
      await page.getByTestId(testId).waitFor({ timeout: 30_000 });
    } catch {
      throw new Error(`${url} did not show ${testId} with the written session; see loggedInStorage in pages.ts`);
    }
  });
}

async function withPage(port: number, fn: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context to open a page in');
    const page = await context.newPage();
    await fn(page);
    await page.close();
  } finally {
    await browser.close();
  }
}
