import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { DESKTOP, launchBrowser, shot } from './support/browser';
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

const { api, admin } = apiClient(() => server.url);

type Overview = { accounts: Array<{ field: string; coins: Array<{ currency: string; currency_id: number }> }> };
type Pair = { id: number; symbol: string; enabled: boolean };
type Seconds = { seconds: number; payout_ratio: string; break_even: string };

/**
 * The demo user places a 30 s "up" order of 10 USDT through the public API, from its micro account (the shortest
 * seeded expiry, so it settles while the journey runs).
 */
async function placeOrder(): Promise<{ orderId: number; symbol: string }> {
  const token = await api<string>('/user/login', {
    method: 'POST',
    body: { user_string: 'demo@example.com', password: 'Demo12345' },
  });
  const wallet = await api<Overview>('/wallet/list', { method: 'POST', body: {}, token });
  const usdt = wallet.accounts.find((a) => a.field === 'change')?.coins.find((c) => c.currency === 'USDT');
  if (!usdt) throw new Error('no USDT in the demo user’s change account');
  await api('/wallet/change', {
    method: 'POST',
    body: { currency_id: usdt.currency_id, number: '100', from_field: 'change', to_field: 'micro' },
    token,
  });
  const pairs = await api<Pair[]>('/admin/options/pairs', { token: await admin() });
  const pair = pairs.find((p) => p.symbol === 'BTC/USDT' && p.enabled) ?? pairs.find((p) => p.enabled);
  if (!pair) throw new Error('no pair open to seconds options');
  const body = { match_id: pair.id, currency_id: usdt.currency_id, type: 1, seconds: 30, number: '10' };
  // The demo feed records the pair's first price a moment after start: until then there is no open price.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const order = await api<{ id: number }>('/microtrade/submit', { method: 'POST', body, token });
      return { orderId: order.id, symbol: pair.symbol };
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

describe('seconds options back office', () => {
  it('lets a super admin change an expiry’s payout, which users then see, and shows a settled order and the house', async () => {
    const { orderId, symbol } = await placeOrder();
    const page = await browser.newPage({ viewport: DESKTOP });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // A menu entry low in the side menu scrolls the window to it: shots are taken from the top.
    const snap = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, name);
    };
    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('admin-email').fill('admin@example.com');
    await page.getByTestId('admin-password').fill('Admin12345');
    await page.getByTestId('admin-login-submit').click();

    // Expiries: the seeded 60 s expiry pays 0.8 on a win and keeps the whole stake on a loss.
    await page.getByTestId('menu-option-settings').click();
    const row = page.getByTestId('option-expiry-row-60');
    await row.waitFor();
    expect(await row.textContent()).toContain('0.8 (80 %)');
    expect(await page.getByTestId('option-expiry-break-even-60').textContent()).toBe('55.5556 %');
    await snap('options-admin-expiries');

    // A refused ratio is said beside its field and nothing is sent; a good one is saved.
    await page.getByTestId('option-expiry-edit-60').click();
    const payout = page.getByTestId('option-expiry-payout');
    await payout.fill('1.2');
    await page.getByTestId('option-expiry-save').click();
    await page.getByText('A fraction from 0 to 1 with at most 18 decimals (0.85 = 85 %)').waitFor();
    await payout.fill('0.82');
    await page
      .getByText('A fraction from 0 to 1 with at most 18 decimals (0.85 = 85 %)')
      .waitFor({ state: 'detached' });
    expect(await page.getByTestId('option-expiry-break-even').textContent()).toBe('54.9451 %');
    await shot(page, 'options-admin-expiry-drawer');
    await page.getByTestId('option-expiry-save').click();
    await payout.waitFor({ state: 'detached' });
    await row.filter({ hasText: '0.82 (82 %)' }).waitFor();
    expect(await page.getByTestId('option-expiry-break-even-60').textContent()).toBe('54.9451 %');

    // What the app offers users now: the same ratio and the same break-even rate.
    const offered = await api<Seconds[]>('/microtrade/seconds');
    expect(offered.find((s) => s.seconds === 60)).toMatchObject({ payout_ratio: '0.82', break_even: '0.549451' });

    // The other settings tabs.
    await page.getByTestId('option-settings-tab-coins').click();
    await page.getByTestId('option-coin-row-3').waitFor();
    await snap('options-admin-coins');
    await page.getByTestId('option-settings-tab-pairs').click();
    await page.getByTestId('option-pairs-table').waitFor();
    await page.getByTestId('option-settings-tab-countries').click();
    await page.getByTestId('option-countries-table').waitFor();

    // Orders: the demo user's order once the sweeper has settled it from the first recorded price after expiry.
    const deadline = Date.now() + 60_000;
    let receipt: string | null = null;
    let settledAt = '';
    while (!receipt) {
      const settled = await api<{
        list: Array<{ id: number; receipt_uid: string | null; complete_at: string | null }>;
      }>('/admin/options/orders?state=settled', { token: await admin() });
      const mine = settled.list.find((o) => o.id === orderId);
      receipt = mine?.receipt_uid ?? null;
      settledAt = mine?.complete_at ?? '';
      if (!receipt && Date.now() > deadline) throw new Error(`order ${orderId} was not settled`);
      if (!receipt) await new Promise((r) => setTimeout(r, 1000));
    }
    await page.getByTestId('menu-option-orders').click();
    const order = page.getByTestId(`option-order-row-${orderId}`);
    await order.waitFor();
    expect(await order.textContent()).toContain(symbol);
    expect(await order.textContent()).toMatch(/Win|Tie|Loss/);
    await page.getByTestId('option-orders-read-only').waitFor();
    // The row's receipt link is the public verification, which recomputes the result from the recorded prices.
    const verify = page.getByTestId(`option-receipt-verify-${receipt}`);
    expect(await verify.getAttribute('href')).toBe(`/api/receipt/verify?id=${receipt}`);
    expect(await api<{ match: boolean }>(`/receipt/verify?id=${receipt}`)).toMatchObject({ match: true });
    await snap('options-admin-orders');

    // House result: the settlement day's row for USDT (days are UTC, as the order's times).
    await page.getByTestId('menu-option-house').click();
    await page.getByTestId(`option-house-row-${settledAt.slice(0, 10)}-USDT`).waitFor();
    await page.getByTestId('option-house-total-USDT').waitFor();
    await snap('options-admin-house');

    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
