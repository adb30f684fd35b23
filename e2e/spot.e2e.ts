/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Spot trade journey on a phone, as the demo user: the BTC/USDT book quoted by the market maker with its live
 * ticker, prefilled price and book tools, a market buy that fills and moves the balances (the ticker keeps moving),
 * then a limit sell far above the market that rests, is cancelled and releases its frozen BTC; the pair picker's
 * 24 h changes, and the pair detail's book, depth chart and trades.
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

    // The live ticker: last price, 24 h change, high, low and volume from the market's quote.
    const lastOf = async () => Number(await page.getByTestId('ticker-last').getAttribute('data-price'));
    expect(await text(page, 'ticker-change')).toMatch(/^[+-]?\d+\.\d{2}%$/);
    for (const id of ['ticker-high', 'ticker-low', 'ticker-volume']) expect(await text(page, id)).not.toBe('--');
    // The limit price starts at the last price (on the tick), not empty.
    const prefilled = await page.getByTestId('trade-price').inputValue();
    expect(prefilled).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(Math.abs(Number(prefilled) / (await lastOf()) - 1)).toBeLessThan(0.01);

    // The book's tools: 20 levels a side, then prices grouped by 10 USDT (bids down, asks up to a multiple of 10).
    await page.getByTestId('book-rows').selectOption('20');
    const rawBids = await page.locator('[data-testid^="book-bid-"]').count();
    await page.getByTestId('book-group').selectOption('10');
    await page.waitForFunction(() => {
      const p = Number(document.querySelector('[data-testid="book-bid-0"]')?.getAttribute('data-price'));
      return p > 0 && p % 10 === 0;
    });
    expect(Number(await page.getByTestId('book-ask-0').getAttribute('data-price')) % 10).toBe(0);
    expect(await page.locator('[data-testid^="book-bid-"]').count()).toBeLessThanOrEqual(rawBids);
    await shot(page, 'trade-book-grouped');
    await page.getByTestId('book-group').selectOption('0.01');

    // Market buy of a small amount.
    const usdtBefore = await text(page, 'trade-available');
    await page.getByTestId('trade-type-market').click();
    await page.getByTestId('trade-amount').fill('0.0002');
    expect(await text(page, 'trade-total')).toMatch(/^≈ [\d,.]+ USDT$/);
    expect(await text(page, 'trade-fee')).toBe('0 BTC'); // the zero-fee pair
    const buyId = await submit(page, 'trade-confirm-market-buy');
    expect(await availableChanges(page, usdtBefore)).not.toBe(usdtBefore);
    // After the fill the ticker keeps following the market (it stayed at the fill's price for minutes once).
    const afterFill = await lastOf();
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="ticker-last"]')?.getAttribute('data-price')) !== before,
      afterFill,
      { timeout: 20_000 },
    );
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
    // Each pair shows its live 24 h change.
    expect(await text(page, 'trade-pair-change-BTC_USDT')).toMatch(/^[+-]?\d+\.\d{2}%$/);
    expect(await text(page, 'trade-pair-change-ETH_USDT')).toMatch(/^[+-]?\d+\.\d{2}%$/);
    await shot(page, 'trade-pair-switcher');
    await page.getByTestId('trade-pair-option-ETH_USDT').click();
    await page.waitForURL(/symbol=ETH%2FUSDT/);
    await page.getByTestId('book-ask-0').waitFor();

    // The pair detail shows the live book with its depth chart, and the recent trades (our fill among them).
    await page.goto(`${server.url}/h5/#/pages/market/detail?symbol=BTC%2FUSDT`);
    await page.getByTestId('depth-chart').waitFor();
    await page.getByTestId('book-bid-0').waitFor();
    await page.getByTestId('book-ask-0').waitFor();
    await page.getByTestId('trades-row-0').waitFor();
    expect(await page.getByTestId('depth-bids').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L.*Z$/);
    expect(await page.getByTestId('depth-asks').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L.*Z$/);
    await page.getByTestId('order-book').scrollIntoViewIfNeeded();
    await shot(page, 'detail-book');
    await page.getByTestId('trades-row-0').scrollIntoViewIfNeeded();
    await shot(page, 'detail-trades');

    await page.goto(`${server.url}/h5/#/pages/transaction/currency_order`);
    await page.getByTestId('orders-tab-history').click();
    await page.getByTestId(`order-row-${sellId}`).waitFor();
    await shot(page, 'trade-orders-page');
    await page.close();
  });

  it('the trade tab reaches every market in one tap (issue 29 #13), in English and Chinese', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const names = {
      en: ['Spot', 'Futures', 'Super leverage', 'Stocks', 'Seconds'],
      zh: ['现货', '合约', '超级杠杆', '股票', '秒合约'],
    };
    for (const lang of ['en', 'zh'] as const) {
      await page.goto(`${server.url}/h5/#/`);
      await page.getByTestId('lang-button').click();
      await page.getByTestId(`lang-option-${lang}`).click();
      await page.getByTestId('tab-trade').click();
      await page.getByTestId('trade-page').waitFor();
      const modes = page.getByTestId('trade-modes');
      expect(await modes.locator('a').allTextContents()).toEqual(names[lang]);
      expect(await page.getByTestId('trade-mode-spot').getAttribute('aria-current')).toBe('page');
      await shot(page, `trade-modes-spot-${lang}`);
      // Each market is its feature's own page, and the switch stays on top to come back.
      const markets = [
        ['contract', '[data-testid="lever-page"][data-view="contract"]'],
        ['lever', '[data-testid="lever-page"][data-view="superLeverage"]'],
        ['stock', '[data-testid="lever-page"][data-view="stock"]'],
        ['seconds', '[data-testid="sec-page"]'],
      ] as const;
      for (const [key, screen] of markets) {
        await page.getByTestId(`trade-mode-${key}`).click();
        await page.locator(screen).waitFor();
        expect(await page.getByTestId(`trade-mode-${key}`).getAttribute('aria-current')).toBe('page');
      }
      await shot(page, `trade-modes-seconds-${lang}`);
      await page.getByTestId('trade-mode-spot').click();
      await page.getByTestId('trade-page').waitFor();
    }
    await page.close();
  }, 120_000);
});
