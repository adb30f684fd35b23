/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Spot trade journey on a phone, as the demo user: the BTC/USDT book quoted by the market maker, a market buy
 * that fills and moves the balances, then a limit sell far above the market that rests, is cancelled and
 * releases its frozen BTC.
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

const text = async (page: Page, id: string) => ((await page.getByTestId(id).textContent()) ?? '').trim();

/** Places the form's order through the confirmation and answers the new order's id. */
async function submit(page: Page, name: string): Promise<string> {
  await page.getByTestId('trade-submit').click();
  await page.getByTestId('trade-confirm').waitFor();
  await page.waitForTimeout(400); // the dialog's fade-in
  await shot(page, name);
  const placed = page.waitForResponse(
    (r) => r.url().includes('/api/coin/trade') && r.request().method() === 'POST' && r.status() === 200,
  );
  await page.getByTestId('confirm-ok').click();
  const body = (await (await placed).json()) as { type: string; message: { id: string } };
  expect(body.type).toBe('ok');
  return body.message.id;
}

async function availableChanges(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (b) => document.querySelector('[data-testid="trade-available"]')?.textContent?.trim() !== b,
    before,
    { timeout: 15_000 },
  );
  return text(page, 'trade-available');
}

describe('spot', () => {
  it('market buy fills, limit sell rests and is cancelled', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.url}/h5/#/pages/common/login`);
    await page.getByTestId('login-account').fill('demo@example.com');
    await page.getByTestId('login-password').fill('Demo12345');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.hash.includes('/pages/common/login'));

    await page.goto(`${server.url}/h5/#/pages/transaction/index?symbol=BTC%2FUSDT&side=buy`);
    // The market maker quotes both sides.
    await page.getByTestId('book-ask-0').waitFor({ timeout: 30_000 });
    await page.getByTestId('book-bid-0').waitFor();
    expect(await page.locator('[data-testid^="book-ask-"]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-testid^="book-bid-"]').count()).toBeGreaterThanOrEqual(3);
    await page.waitForFunction(
      () =>
        /USDT$/.test(document.querySelector('[data-testid="trade-available"]')?.textContent ?? '') &&
        !/^--/.test(document.querySelector('[data-testid="trade-available"]')?.textContent ?? ''),
    );
    await shot(page, 'trade-buy-limit');

    // Market buy of a small amount.
    const usdtBefore = await text(page, 'trade-available');
    await page.getByTestId('trade-type-market').click();
    await page.getByTestId('trade-amount').fill('0.0002');
    expect(await text(page, 'trade-total')).toMatch(/^≈ [\d,.]+ USDT$/);
    expect(await text(page, 'trade-fee')).toBe('0 BTC'); // the zero-fee pair
    const buyId = await submit(page, 'trade-confirm-market-buy');
    expect(await availableChanges(page, usdtBefore)).not.toBe(usdtBefore);
    await page.getByTestId('orders-tab-history').click();
    await page.getByTestId(`order-row-${buyId}`).waitFor();
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="order-row-${id}"]`)?.getAttribute('data-status') === 'filled',
      buyId,
    );
    await shot(page, 'trade-history');
    await page.getByTestId(`order-row-${buyId}`).locator('.order-row-main').click();
    await page.getByTestId('order-detail').waitFor();
    await page.locator('[data-testid^="fill-row-"]').first().waitFor();
    await shot(page, 'trade-order-detail');

    // The fill's settlement receipt: what moved, the recorded trade, the formula, and a server re-check.
    await page.locator('[data-testid^="fill-receipt-"]').first().click();
    await page.getByTestId('receipt-hash').waitFor();
    expect(await text(page, 'receipt-result')).toContain('BTC');
    expect(await page.getByTestId('receipt-tick').count()).toBe(1);
    expect(await text(page, 'receipt-hash')).toMatch(/^[0-9a-f]{64}$/);
    await page.getByTestId('receipt-verify').click();
    await page.getByTestId('receipt-verdict').waitFor();
    expect(await text(page, 'receipt-verdict')).toMatch(/^Verified/);
    await page.waitForTimeout(300);
    await shot(page, 'trade-fill-receipt');
    await page.mouse.click(200, 40); // the receipt's mask
    await page.getByTestId('receipt-hash').waitFor({ state: 'detached' });
    await page.mouse.click(200, 40); // the order detail's mask
    await page.getByTestId('order-detail').waitFor({ state: 'detached' });

    // Limit sell far above the market: rests, freezes BTC, then is cancelled.
    await page.getByTestId('trade-side-sell').click();
    await page.getByTestId('trade-type-limit').click();
    await page.waitForFunction(() =>
      /BTC$/.test(document.querySelector('[data-testid="trade-available"]')?.textContent ?? ''),
    );
    const btcBefore = await text(page, 'trade-available');
    await page.getByTestId('trade-price').fill('200000');
    await page.getByTestId('trade-amount').fill('0.0002');
    expect(await text(page, 'trade-total')).toBe('40.00 USDT');
    await shot(page, 'trade-sell-limit');
    const sellId = await submit(page, 'trade-confirm-limit-sell');
    const btcFrozen = await availableChanges(page, btcBefore);
    await page.getByTestId('orders-tab-current').click();
    await page.getByTestId(`order-row-${sellId}`).waitFor();
    expect(await text(page, `order-status-${sellId}`)).toBe('Open');
    await shot(page, 'trade-entrusts');

    await page.getByTestId(`order-cancel-${sellId}`).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId(`order-row-${sellId}`).waitFor({ state: 'detached' });
    expect(await availableChanges(page, btcFrozen)).toBe(btcBefore);
    await page.getByTestId('orders-tab-history').click();
    await page.getByTestId(`order-row-${sellId}`).waitFor();
    expect(await text(page, `order-status-${sellId}`)).toBe('Cancelled');

    // The pair switcher and the full orders page.
    await page.getByTestId('trade-type-market').click();
    await shot(page, 'trade-sell-market');
    await page.getByTestId('trade-pair-switch').click();
    await page.getByTestId('trade-pair-option-ETH_USDT').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'trade-pair-switcher');
    await page.getByTestId('trade-pair-option-ETH_USDT').click();
    await page.waitForURL(/symbol=ETH%2FUSDT/);
    await page.getByTestId('book-ask-0').waitFor();

    await page.goto(`${server.url}/h5/#/pages/transaction/currency_order`);
    await page.getByTestId('orders-tab-history').click();
    await page.getByTestId(`order-row-${sellId}`).waitFor();
    await shot(page, 'trade-orders-page');
    await page.close();
  });
});
