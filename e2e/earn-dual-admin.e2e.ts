/**
 * The dual investment back office: the operator creates a BTC call in the drawer (a refused rate and a budget the
 * campaign cannot pay said beside their fields, the preview of what its yield may take from the campaign), sees it in
 * the Dual tab of the products entry, and, once the demo user bought shares and the platform clock passed maturity,
 * sees the purchase settled in the Dual purchases tab with its price, branch, payout and receipt.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from './support/api';
import { DESKTOP, launchBrowser, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ DEV_CLOCK: 'true' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const { api, admin, moveClock } = apiClient(() => server.url);

type Dual = { id: number; name: string; strike: string; apr: string; campaign_id: number; settles_ms: number };
type Order = { id: number; state: string; receipt_id: string | null; payout: string | null; payout_currency: string };

describe('earn back office: dual investment', () => {
  it('lets an operator create a dual product users can buy, and see its purchases settled with receipts', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const snap = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, name);
    };
    /** Opens an antd select by its test id and picks the option whose text starts with `label`. */
    const pick = async (testId: string, label: string) => {
      const field = page.getByTestId(testId);
      // A drawer slides in from the side: click the field once it is on screen, not while it is still arriving.
      await expect
        .poll(async () => {
          const box = await field.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= DESKTOP.width;
        })
        .toBe(true);
      // Only the open list: an earlier select's list stays in the page, hidden.
      const open = page.locator('.ant-select-item-option').filter({ visible: true });
      const option = page.locator(`.ant-select-item-option[title^="${label}"]`).filter({ visible: true }).first();
      const rows = page.locator('.ant-select-dropdown .rc-virtual-list-holder').filter({ visible: true }).first();
      // A click on an option still sliding in can be lost on a loaded machine: pick again until the list closed.
      await vi.waitFor(
        async () => {
          if ((await open.count()) === 0) await field.click({ force: true });
          await open.first().waitFor({ timeout: 5_000 });
          // A long list is virtual: only the rows near its scroll position exist. Scroll from the top to the option.
          for (let top = 0; top < 5_000 && (await option.count()) === 0; top += 120) {
            await rows.evaluate((el, y) => el.scrollTo(0, y), top);
            await page.waitForTimeout(50);
          }
          await option.click({ timeout: 5_000 });
          // The list closes with an animation: a click on the next field meanwhile would only close it.
          await expect.poll(() => open.count(), { timeout: 3_000 }).toBe(0);
        },
        { timeout: 30_000, interval: 250 },
      );
    };
    /** Before a shot: no drawer sliding out, no toast over the header, no table still reloading. */
    const settled = async () => {
      for (const selector of ['.ant-drawer-content-wrapper', '.ant-message-notice', '.ant-spin-spinning']) {
        await expect.poll(() => page.locator(selector).filter({ visible: true }).count(), { timeout: 10_000 }).toBe(0);
      }
      await expect.poll(() => page.locator('.ant-spin-blur').count(), { timeout: 10_000 }).toBe(0);
      await page.waitForTimeout(400);
    };
    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('admin-email').fill('admin@example.com');
    await page.getByTestId('admin-password').fill('Admin12345');
    await page.getByTestId('admin-login-submit').click();

    // The Dual tab of the products entry: demo mode seeds a BTC call and a put.
    await page.getByTestId('menu-earn-products').click();
    await page.getByTestId('earn-products-tab-dual').click();
    await page.getByTestId('earn-dual-row-1').waitFor();

    // A new BTC call: the campaign follows the coin it is paid in (the seeded BTC budget).
    await page.getByTestId('earn-dual-create').click();
    await pick('earn-dual-coin', 'BTC');
    // The select carries the test id on its root, which shows the campaign chosen.
    await expect.poll(() => page.getByTestId('earn-dual-campaign').textContent()).toContain('Dual launch');
    await page.getByTestId('earn-dual-strike').fill('70000');
    await page.getByTestId('earn-dual-apr').fill('12');
    await page.getByTestId('earn-dual-unit').fill('0.01');
    await page.getByTestId('earn-dual-save').click();
    await page.getByText('A fraction from 0 to 10 with at most 18 decimals (0.25 = 25 %)').waitFor();
    await page.getByTestId('earn-dual-apr').fill('0.365');
    await page
      .getByText('A fraction from 0 to 10 with at most 18 decimals (0.25 = 25 %)')
      .waitFor({ state: 'detached' });
    // More shares than the campaign's 5 BTC can pay the yield of: refused beside the campaign.
    await page.getByTestId('earn-dual-total-shares').fill('1000000');
    await page.getByTestId('earn-dual-save').click();
    await page.getByText(/^This campaign holds 5 BTC: the shares on offer may need up to [\d.]+ BTC$/).waitFor();
    await page.getByTestId('earn-dual-total-shares').fill('100');
    await page.getByText(/^This campaign holds 5 BTC/).waitFor({ state: 'detached' });
    expect(await page.getByTestId('earn-dual-preview').textContent()).toMatch(
      /^A share bought now reserves [\d.]+ BTC of yield \(\d+ days\); the 100 shares on offer up to [\d.]+ BTC\. Campaign Dual launch holds 5 BTC\.$/,
    );
    await shot(page, 'earn-dual-admin-drawer');
    await page.getByTestId('earn-dual-save').click();
    await page.getByTestId('earn-dual-strike').waitFor({ state: 'detached' });
    const products = await api<Dual[]>('/admin/earn/dual', { token: await admin() });
    const made = products.find((p) => p.strike === '70000' && p.apr === '0.365');
    if (!made) throw new Error('the dual product was not created');
    expect(made.name).toMatch(/^BTC-\d\d[A-Z]{3}\d\d-70000-C$/);
    await page.getByTestId(`earn-dual-row-${made.id}`).waitFor();
    expect(await page.getByTestId(`earn-dual-terms-${made.id}`).textContent()).toBe(
      '70000 USDT36.5 % a year · 0.01 BTC a share',
    );
    expect(await page.getByTestId(`earn-dual-status-${made.id}`).textContent()).toBe('CallSellingOn');
    // Users are offered it now.
    const offered = (await api<{ dual_currencys: Array<{ id: number }> }>('/dual/index')).dual_currencys;
    expect(offered.map((p) => p.id)).toContain(made.id);
    await settled();
    await snap('earn-dual-admin-products');

    // Set-up: the demo user buys two shares through the app's call.
    const user = await api<string>('/user/login', {
      method: 'POST',
      body: { user_string: 'demo@example.com', password: 'Demo12345' },
    });
    const bought = await api<{ id: number }>('/dual/buyDual', {
      method: 'POST',
      body: { id: made.id, num: 2 },
      token: user,
    });

    // The product's purchases, from its row: purchased, not settled yet.
    await page.reload();
    await page.getByTestId(`earn-dual-row-${made.id}`).waitFor();
    await page.getByTestId(`earn-dual-orders-${made.id}`).filter({ hasText: 'Purchases: 1' }).click();
    await page.getByTestId(`earn-dual-order-row-${bought.id}`).waitFor();
    expect(await page.getByTestId(`earn-dual-order-row-${bought.id}`).textContent()).toContain('Purchased');

    // Past maturity (the platform clock moves; the sweeper settles from the first price recorded after it).
    const hours = Math.ceil((made.settles_ms - Date.now()) / 3_600_000) + 1;
    await moveClock(hours);
    const deadline = Date.now() + 60_000;
    let order: Order | undefined;
    while (!order?.receipt_id) {
      if (Date.now() > deadline) throw new Error('the dual purchase was not settled after the clock moved');
      await new Promise((r) => setTimeout(r, 500));
      const list = await api<{ list: Order[] }>(`/admin/earn/dual/orders?product_id=${made.id}`, {
        token: await admin(),
      });
      order = list.list.find((o) => o.id === bought.id);
    }
    expect(order.state).toBe('success');
    await page.reload();
    const row = page.getByTestId(`earn-dual-order-row-${bought.id}`);
    await row.filter({ hasText: 'Settled' }).waitFor();
    expect(await page.getByTestId(`earn-dual-paid-${bought.id}`).textContent()).toMatch(
      new RegExp(
        `^0\\.02 BTC → ${order.payout} ${order.payout_currency}2 shares · reserved [\\d.]+(paid in the coin|converted to the quote)$`,
      ),
    );
    expect(await page.getByTestId(`earn-dual-settlement-${bought.id}`).textContent()).toMatch(
      /^Settled[\d.]+ \(linked 70000\)\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    const verify = page.getByTestId(`earn-receipt-verify-${order.receipt_id}`);
    expect(await verify.getAttribute('href')).toBe(`/api/receipt/verify?id=${order.receipt_id}`);
    const receipt = await api<{ kind: string; match: boolean }>(`/receipt/verify?id=${order.receipt_id}`);
    expect(receipt).toMatchObject({ kind: 'earn.dual.settle', match: true });
    await settled();
    await snap('earn-dual-admin-orders');

    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
