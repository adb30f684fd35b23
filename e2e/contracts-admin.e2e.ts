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

type Pair = {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  min_lots: number;
  multiples: number[];
};
type Overview = { accounts: Array<{ field: string; coins: Array<{ currency: string; currency_id: number }> }> };

/** The demo user opens a market long through the public API (after moving 100 USDT to the contracts account). */
async function openPosition(): Promise<{ pair: Pair; positionId: number; userId: number }> {
  const token = await api<string>('/user/login', {
    method: 'POST',
    body: { user_string: 'demo@example.com', password: 'Demo12345' },
  });
  const wallet = await api<Overview>('/wallet/list', { method: 'POST', body: {}, token });
  const usdt = wallet.accounts.find((a) => a.field === 'change')?.coins.find((c) => c.currency === 'USDT');
  if (!usdt) throw new Error('no USDT in the demo user’s change account');
  await api('/wallet/change', {
    method: 'POST',
    body: { currency_id: usdt.currency_id, number: '100', from_field: 'change', to_field: 'lever' },
    token,
  });
  const pairs = await api<Pair[]>('/lever/pairs?area=contract');
  const pair = pairs.find((p) => p.symbol === 'BTC/USDT') ?? pairs[0];
  if (!pair) throw new Error('no contract pair');
  const body = {
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    share: pair.min_lots,
    multiple: pair.multiples[0],
    type: 1,
    status: 1,
  };
  // The demo feed records the pair's first price a moment after start: until then the entry has no price to fill at.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const position = await api<{ id: number }>('/lever/submit', { method: 'POST', body, token });
      const list = await api<{ list: Array<{ id: number; user_id: number }> }>('/admin/contracts/positions?status=1', {
        token: await admin(),
      });
      const userId = list.list.find((p) => p.id === position.id)?.user_id;
      if (!userId) throw new Error(`position ${position.id} is not in the back office's list`);
      return { pair, positionId: position.id, userId };
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

describe('contracts back office', () => {
  it('shows a super admin the pairs, the open position, the risk desk and its tabs', async () => {
    const { pair, positionId, userId } = await openPosition();
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

    // Pairs: the published terms, and the settings drawer loaded with them.
    await page.getByTestId('menu-contract-pairs').click();
    const row = page.getByTestId(`contract-pair-row-${pair.id}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(pair.symbol);
    await snap('contracts-admin-pairs');
    await page.getByTestId(`contract-pair-edit-${pair.id}`).click();
    await page.getByTestId('contract-pair-fee-rate').waitFor();
    expect(await page.getByTestId('contract-pair-lot-size').inputValue()).not.toBe('');
    await shot(page, 'contracts-admin-pair-drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('contract-pair-fee-rate').waitFor({ state: 'detached' });

    // Positions: the demo user's open long, read-only.
    await page.getByTestId('menu-contract-positions').click();
    const position = page.getByTestId(`contract-position-row-${positionId}`);
    await position.waitFor();
    expect(await position.textContent()).toContain(pair.symbol);
    await page.getByTestId('contract-positions-read-only').waitFor();
    await snap('contracts-admin-positions');

    // Risk desk: the demo user's contracts account, then each tab.
    await page.getByTestId('menu-contract-risk').click();
    await page.getByTestId(`contract-risk-row-${userId}-contract-USDT`).waitFor();
    await snap('contracts-admin-risk');
    await page.getByTestId('contract-risk-tab-liquidations').click();
    await page.getByTestId('contract-liquidations-table').waitFor();
    await snap('contracts-admin-liquidations');
    await page.getByTestId('contract-risk-tab-insurance').click();
    await page.getByTestId('contract-insurance').waitFor();
    await snap('contracts-admin-insurance');
    await page.getByTestId('contract-risk-tab-overnight').click();
    // The next day's run is scheduled at start.
    await page.locator('[data-testid^="contract-overnight-row-"]').first().waitFor();
    await snap('contracts-admin-overnight');

    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
