/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { launchBrowser, PHONE, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * The receipts capability's public pages on a phone (issue 30 item 8): the transparency page shows each instrument's
 * sources and its latest signed head; then the bundle of a really settled seconds option (placed through the API as
 * a funded user) is pasted into the verifier and every check passes; one digit of a price changed, the verifier
 * fails. The receipt's own "verify independently" address loads the same bundle by id. Screens in English and
 * Chinese (e2e/screenshots/receipts-*.png).
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

const { api, admin, codeFor } = apiClient(() => server.url);
const open = (page: Page, route: string) => page.goto(`${server.url}/h5/#${route}`);

type Overview = { accounts: Array<{ field: string; coins: Array<{ currency: string; currency_id: number }> }> };
type MicroOrder = { id: number; status: number; receipt_uid: string | null };
type Bundle = { logs: Array<{ leaves: Array<{ price: string }> }> } & Record<string, unknown>;

/** A new account with 100 USDT in its options account (set-up through the back office's adjustment). */
async function optionsUser(): Promise<string> {
  const email = `e2ereceipts${Date.now()}@example.com`;
  const password = 'Journey12345';
  await api('/sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
  await api('/user/register', {
    method: 'POST',
    body: { user_string: email, code: await codeFor(email), password, re_password: password },
  });
  const token = await api<string>('/user/login', { method: 'POST', body: { user_string: email, password } });
  const { id } = await api<{ id: number }>('/user/info', { token });
  const overview = await api<Overview>('/wallet/list', { method: 'POST', body: {}, token });
  const usdt = overview.accounts.flatMap((a) => a.coins).find((c) => c.currency === 'USDT');
  if (!usdt) throw new Error('no USDT');
  await api(`/admin/users/${id}/adjust`, {
    method: 'POST',
    body: { currency: usdt.currency_id, kind: 'micro', amount: '100', reason: 'receipts journey' },
    token: await admin(),
  });
  return token;
}

/** Polls `read` until it gives a value (a settled order, a bundle whose head covers its leaves). */
async function eventually<T>(read: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await read();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`gave up waiting: ${String(last)}`);
}

/** One digit of the first cited leaf's price, changed. */
function tampered(bundle: Bundle): Bundle {
  const copy = structuredClone(bundle);
  const leaf = copy.logs[0]?.leaves[0];
  if (!leaf) throw new Error('the bundle cites no leaf');
  const i = leaf.price.search(/\d/);
  leaf.price = `${leaf.price.slice(0, i)}${leaf.price[i] === '9' ? '1' : String(Number(leaf.price[i]) + 1)}${leaf.price.slice(i + 1)}`;
  return copy;
}

async function setLang(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await open(page, '/');
  await page.getByTestId('lang-button').click();
  await page.getByTestId(`lang-option-${lang}`).click();
  await page.getByTestId('tab-home').waitFor();
}

async function verify(page: Page, text: string): Promise<{ ok: string | null; checks: (string | null)[] }> {
  await page.getByTestId('tp-bundle').locator('textarea').fill(text);
  await page.getByTestId('tp-run').click();
  const verdict = page.getByTestId('tp-verdict');
  await verdict.waitFor({ timeout: 30_000 });
  const checks = await page.getByTestId('tp-check').evaluateAll((els) => els.map((e) => e.getAttribute('data-ok')));
  return { ok: await verdict.getAttribute('data-ok'), checks };
}

describe('transparency and the receipt verifier', () => {
  it('shows sources and a signed head, passes a settled option’s bundle and fails it with one digit changed', async () => {
    // Set-up: a 30 s "up" option on BTC/USDT, placed now so that it settles while the page is looked at.
    const token = await optionsUser();
    const quotes = await api<Array<{ quotes: Array<{ id: number; symbol: string }> }>>('/currency/quotation_new');
    const btc = quotes.flatMap((g) => g.quotes).find((q) => q.symbol === 'BTC/USDT');
    if (!btc) throw new Error('no BTC/USDT');
    const placed = await api<MicroOrder>('/microtrade/submit', {
      method: 'POST',
      body: { match_id: btc.id, currency_id: 3, type: 1, seconds: 30, number: '10' },
      token,
    });

    const page = await browser.newPage({ viewport: PHONE });
    await setLang(page, 'en');
    await open(page, '/pages/setting/setting');
    await page.getByTestId('setting-transparency').click();
    await page.waitForURL(/#\/transparency$/);
    await page.getByTestId('tp-method').waitFor();
    expect(await page.getByTestId('tp-method').textContent()).toMatch(/within [\d.]+ % of the middle price/);
    await page.getByTestId('tp-panel-BTC/USDT').click();
    const detail = page.getByTestId('tp-instrument-BTC/USDT');
    expect(await detail.getByTestId('tp-source').count()).toBeGreaterThan(0);
    // Heads are signed every few seconds: reload until the log's first head is there.
    await expect
      .poll(
        async () => {
          await page
            .getByTestId('tp-head-BTC/USDT')
            .waitFor({ timeout: 2000 })
            .catch(() => undefined);
          if ((await page.getByTestId('tp-head-BTC/USDT').count()) > 0) return true;
          await page.reload();
          await page.getByTestId('tp-panel-BTC/USDT').click();
          return false;
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(true);
    expect(Number(await page.getByTestId('tp-head-size').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('tp-head-root').textContent()).toMatch(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
    expect(await page.getByTestId('tp-key-id').textContent()).toMatch(/^[0-9a-f]{16}$/);
    await shot(page, 'receipts-transparency-en');

    // The option settles; its receipt's bundle is served once a signed head covers the ticks it cites.
    const settled = await eventually(async () => {
      const list = await api<{ list: MicroOrder[] }>('/microtrade/lists?status=3&limit=20', { token });
      return list.list.find((o) => o.id === placed.id && o.receipt_uid) ?? undefined;
    }, 120_000);
    const id = settled.receipt_uid ?? '';
    const bundle = await eventually(() => api<Bundle>(`/receipt/bundle?id=${id}`), 60_000);

    await page.getByTestId('tp-open-verifier').click();
    await page.waitForURL(/#\/transparency\/verify$/);
    const good = await verify(page, JSON.stringify(bundle, null, 2));
    expect(good.ok).toBe('true');
    expect(good.checks.length).toBeGreaterThan(3);
    expect(good.checks.every((c) => c === 'true')).toBe(true);
    await page.getByTestId('tp-verdict').scrollIntoViewIfNeeded();
    await shot(page, 'receipts-verify-pass-en');

    const bad = await verify(page, JSON.stringify(tampered(bundle), null, 2));
    expect(bad.ok).toBe('false');
    expect(bad.checks).toContain('false');
    await page.getByTestId('tp-verdict').scrollIntoViewIfNeeded();
    await shot(page, 'receipts-verify-fail-en');

    // The receipt's own link: the verifier loads the bundle by its id.
    await setLang(page, 'zh');
    await open(page, `/transparency/verify?id=${id}`);
    await expect
      .poll(() => page.getByTestId('tp-bundle').locator('textarea').inputValue(), { timeout: 20_000 })
      .toContain(id);
    await page.getByTestId('tp-run').click();
    await page.getByTestId('tp-verdict').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('tp-verdict').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('tp-verdict').textContent()).toBe('全部检查通过');
    await shot(page, 'receipts-verify-pass-zh');

    await open(page, '/transparency');
    await page.getByTestId('tp-panel-BTC/USDT').click();
    await page.getByTestId('tp-head-BTC/USDT').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('tp-method').textContent()).toContain('指数价格如何计算');
    await shot(page, 'receipts-transparency-zh');
    await page.close();
  }, 420_000);
});
