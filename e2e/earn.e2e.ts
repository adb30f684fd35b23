/// <reference lib="dom" />
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { launchBrowser, PHONE, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Earn on a phone, as a new user with 2,000 USDT in spot (set-up through the back office's balance adjustment),
 * against the demo products (earn.seed.ts): from the home shortcut to the finance tab, a locked-mining subscription
 * after a confirmation with the what-if figures, a day's yield paid by the sweeper once the platform clock moved
 * (DEV_CLOCK, test-environment control only), an early redemption whose confirmation shows the server's quote
 * (penalty, principal back, yield kept), the closed order with its receipts; then a dual-investment put bought in
 * whole shares after the what-if calculator and a confirmation, shown in my positions. Screens in Chinese and Thai.
 * Then an IEO subscription, and an experience voucher of an operator-funded offer (created through the back
 * office's API): from the home shortcut to the coupon centre, claimed, used from My coupons after a confirmation,
 * and the mining order it opened, tagged as a voucher's with its notional amount explained.
 */

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

const { api, admin, codeFor, moveClock } = apiClient(() => server.url);
const open = (page: Page, route: string) => page.goto(`${server.url}/h5/#${route}`);
const text = async (page: Page, id: string) => ((await page.getByTestId(id).first().textContent()) ?? '').trim();
const amountOf = (s: string) => Number(s.replace(/[^\d.-]/g, ''));

/** Screenshots also go to EARN_SHOTS (e.g. /tmp/earn-shots) to be looked at outside the repository. */
const extraShots = process.env.EARN_SHOTS;
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
async function snap(page: Page, name: string): Promise<void> {
  await shot(page, name);
  if (extraShots) {
    mkdirSync(extraShots, { recursive: true });
    copyFileSync(join(shotsDir, `${name}.png`), join(extraShots, `${name}.png`));
  }
}

type Overview = { accounts: Array<{ field: string; coins: Array<{ currency: string; currency_id: number }> }> };

/** A new account with 2,000 USDT in spot (set-up only). */
async function fundedUser(): Promise<{ email: string; password: string; token: string }> {
  const email = `e2eearn${Date.now()}@example.com`;
  const password = 'Journey12345';
  await api('/sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
  await api('/user/register', {
    method: 'POST',
    body: { user_string: email, code: await codeFor(email), password, re_password: password },
  });
  const token = await api<string>('/user/login', { method: 'POST', body: { user_string: email, password } });
  const { id } = await api<{ id: number }>('/user/info', { token });
  const overview = await api<Overview>('/wallet/list', { method: 'POST', body: {}, token });
  const usdt = overview.accounts.find((a) => a.field === 'change')?.coins.find((c) => c.currency === 'USDT');
  if (!usdt) throw new Error('no USDT in the spot account');
  await api(`/admin/users/${id}/adjust`, {
    method: 'POST',
    body: { currency: usdt.currency_id, kind: 'change', amount: '2000', reason: 'earn journey' },
    token: await admin(),
  });
  return { email, password, token };
}

async function login(page: Page, email: string, password: string) {
  await open(page, '/pages/common/login');
  await page.getByTestId('login-account').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.hash.includes('/pages/common/login'));
}

/** Confirms the open bottom sheet and answers the POST it sends to `path`. */
async function confirmAndAnswer<T>(page: Page, path: string): Promise<T> {
  const answer = page.waitForResponse((r) => r.url().includes(`/api${path}`) && r.request().method() === 'POST');
  await page.getByTestId('confirm-ok').click();
  const json = (await (await answer).json()) as { type: string; message: T };
  expect(json.type, JSON.stringify(json)).toBe('ok');
  return json.message;
}

type Config = { id: number; name: string; kind: string; apr: string; daily_rate: string };
type Dual = { id: number; type: string; unit_price: string; exercise_price: string; apr: string; name: string };
/** A server fraction as the English screens show it: '1.095' → '109.5%'. */
const pct = (fraction: string) => `${Number((Number(fraction) * 100).toFixed(6))}%`;

describe('earn', () => {
  it('subscribes to locked mining, earns a day, redeems early, and buys a dual product', async () => {
    const { email, password } = await fundedUser();
    const configs = (await api<{ list: Config[] }>('/lh/deposit/config?limit=100')).list;
    const five = configs.find((c) => c.name === 'USDT 5 days');
    const duals = (await api<{ dual_currencys: Dual[] }>('/dual/index')).dual_currencys;
    const put = duals.find((d) => d.type === 'put');
    if (!five || !put) throw new Error('the demo earn products are missing');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await login(page, email, password);

    // The home shortcut to the finance tab: every product with its yield, term and campaign.
    await open(page, '/');
    await page.getByTestId('shortcut-financial').click();
    await page.waitForURL(/\/pages\/financial\/index/);
    await page.getByTestId('finance-group-locked').waitFor();
    for (const group of ['locked', 'cloud', 'defi', 'dual']) {
      expect(await page.getByTestId(`finance-group-${group}`).count()).toBe(1);
    }
    expect(await text(page, `finance-m${five.id}`)).toMatch(/0\.3% a day.*5 days.*Launch yield.*Budget left/);
    // One kind of rate everywhere, read from the screen and compared with the API's (issue 29 item 17).
    expect(await text(page, `finance-rate-m${five.id}`)).toBe(`${pct(five.apr)} APR${pct(five.daily_rate)} a day`);
    expect(await text(page, `finance-rate-d${put.id}`)).toBe(`${pct(put.apr)} APR`);
    // A dual product reads in words, not as its code (item 21).
    expect(await text(page, `finance-d${put.id}`)).toMatch(/^BTC put, linked price [\d,.]+, [A-Z][a-z]{2} \d{1,2}/);
    expect(await text(page, `finance-d${put.id}`)).not.toContain(put.name);
    await snap(page, 'earn-finance');

    // The 5-day product: 300 USDT, the what-if figures from /lh/deposit/estimate.
    await page.getByTestId(`finance-m${five.id}`).click();
    await page.waitForURL(/\/pages\/lockming\/buy\?id=/);
    await page.getByTestId('mining-product').waitFor();
    expect(await text(page, 'earn-remaining')).toMatch(/Budget left [\d,.]+ USDT/);
    await page.getByTestId('mining-amount').fill('50');
    expect(await page.getByTestId('mining-problem').getAttribute('data-problem')).toBe('min');
    await page.getByTestId('mining-amount').fill('300');
    await page.getByTestId('mining-estimate-daily').waitFor();
    expect(await text(page, 'mining-estimate-daily')).toBe('0.90 USDT');
    expect(await text(page, 'mining-estimate-total')).toBe('4.50 USDT');
    expect(await text(page, 'mining-estimate-penalty')).toBe('6.00 USDT');
    await snap(page, 'earn-mining-buy');
    await page.getByTestId('mining-submit').click();
    await page.getByTestId('mining-confirm').waitFor();
    expect(await text(page, 'mining-confirm-amount')).toBe('300.00 USDT');
    await page.waitForTimeout(400);
    await snap(page, 'earn-mining-confirm');
    const order = await confirmAndAnswer<{ id: number; status: number }>(page, '/lh/deposit');
    expect(order.status).toBe(1);

    // My orders: in progress, nothing earned yet.
    await page.waitForURL(/\/pages\/lockming\/order/);
    await page.getByTestId(`mining-order-${order.id}`).waitFor();
    expect(await text(page, `mining-order-${order.id}-days`)).toMatch(/0 \/ 5/);

    // Two days later (the platform clock moved; the sweeper runs every 5 s): the first day's yield is paid.
    await moveClock(48);
    const deadline = Date.now() + 60_000;
    for (;;) {
      await page.reload();
      await page.getByTestId(`mining-order-${order.id}`).waitFor();
      if ((await text(page, `mining-order-${order.id}-yield`)) === '0.90 USDT') break;
      if (Date.now() > deadline) throw new Error('no yield was paid after the clock moved');
      await page.waitForTimeout(2_000);
    }
    expect(await text(page, `mining-order-${order.id}-days`)).toMatch(/1 \/ 5/);
    await snap(page, 'earn-mining-orders');

    // Early redemption: the confirmation shows the server's quote (4 days left × 0.4 % × 300 = 4.8).
    const quoted = page.waitForResponse((r) => r.url().includes('/api/lh/deposit/order/quote'));
    await page.getByTestId(`mining-order-redeem-${order.id}`).click();
    const quote = (await (await quoted).json()).message as { penalty_share: string; penalty_rate: string };
    await page.getByTestId('redeem-confirm').waitFor();
    expect(await text(page, 'redeem-penalty')).toMatch(/^4\.80 USDT/);
    // The penalty's percentage is its share of the amount (1.6 %), not the per-day rate (0.4 %): item 17.
    expect(await text(page, 'redeem-penalty')).toContain(`(${pct(quote.penalty_share)})`);
    expect(pct(quote.penalty_share)).toBe('1.6%');
    expect(await text(page, 'redeem-penalty-how')).toBe(
      `${pct(quote.penalty_rate)} of the amount for each of the 4 days left`,
    );
    expect(await text(page, 'redeem-principal')).toBe('295.20 USDT');
    expect(await text(page, 'redeem-earned')).toBe('0.90 USDT');
    expect(await text(page, 'redeem-total')).toBe('296.10 USDT');
    await page.waitForTimeout(400);
    await snap(page, 'earn-redeem-confirm');
    const redeemed = await confirmAndAnswer<{ status: number; is_cancel: number; cancel_fee: string }>(
      page,
      '/lh/deposit/order/cancel',
    );
    expect(redeemed).toMatchObject({ status: 2, is_cancel: 1 });
    expect(Number(redeemed.cancel_fee)).toBe(4.8);

    // The closed order says it was redeemed with the penalty; its receipts open below it.
    await page.getByTestId('mining-orders-closed').click();
    await page.getByTestId(`mining-order-${order.id}`).waitFor();
    expect(await text(page, `mining-order-state-${order.id}`)).toMatch(/Redeemed early, penalty 4\.80 USDT/);
    await page.getByTestId(`mining-order-receipts-${order.id}`).click();
    await page.getByTestId(`earn-receipts-${order.id}`).locator('.receipt').first().waitFor();
    expect(await page.getByTestId(`earn-receipts-${order.id}`).locator('.receipt').count()).toBeGreaterThanOrEqual(1);
    await snap(page, 'earn-mining-closed');

    // Dual investment: the put tab, 2 whole shares, a what-if settlement price, a confirmation.
    await open(page, '/pages/invest/invest');
    await page.getByTestId('invest-type-put').click();
    await page.getByTestId(`dual-product-${put.id}`).click();
    await page.waitForURL(/\/pages\/invest\/purchase\?id=/);
    await page.getByTestId('invest-num').fill('1.5');
    expect(await page.getByTestId('invest-problem').getAttribute('data-problem')).toBe('whole');
    await page.getByTestId('invest-num').fill('2');
    expect(amountOf(await text(page, 'invest-paid'))).toBe(Number(put.unit_price) * 2);
    const above = String(Math.round(Number(put.exercise_price) * 1.1));
    await page.getByTestId('invest-price').fill(above);
    const estimated = page.waitForResponse(
      (r) => r.url().includes('/api/dual/estimate') && r.url().includes(`price=${above}`) && r.url().includes('num=2'),
    );
    const estimate = (await (await estimated).json()).message as { growth: string; payout: string };
    await page.waitForFunction(
      (payout) => document.querySelector('[data-testid="invest-estimate-payout"]')?.textContent?.startsWith(payout),
      estimate.payout.replace(/\.?0+$/, ''),
    );
    expect(await page.getByTestId('invest-branch').getAttribute('data-branch')).toBe('put_quote');
    // Above the strike a put is paid back in USDT: ⌊paid × F⌋.
    expect(amountOf(await text(page, 'invest-estimate-payout'))).toBeCloseTo(200 * Number(estimate.growth), 5);
    expect(await text(page, 'invest-estimate-payout')).toMatch(/USDT$/);
    await snap(page, 'earn-invest-purchase');
    await page.getByTestId('invest-submit').click();
    await page.getByTestId('invest-confirm').waitFor();
    expect(await text(page, 'invest-confirm-shares')).toBe('2');
    await page.waitForTimeout(400);
    await snap(page, 'earn-invest-confirm');
    const dual = await confirmAndAnswer<{ id: number; status: number }>(page, '/dual/buyDual');
    expect(dual.status).toBe(0);
    await page.waitForURL(/\/pages\/invest\/mine/);
    await page.getByTestId(`dual-order-${dual.id}`).waitFor();
    expect(await page.getByTestId(`dual-order-${dual.id}`).getAttribute('data-status')).toBe('purchased');
    await snap(page, 'earn-invest-mine');

    // The instructions with the four branches and F.
    await open(page, '/pages/invest/help');
    expect(await text(page, 'invest-formula')).toBe('F = 1 + days × APR ÷ 365');
    expect(await page.locator('[data-testid^="invest-branch-"]').count()).toBe(4);

    // Chinese and Thai.
    for (const lang of ['zh', 'th'] as const) {
      await open(page, '/');
      await page.getByTestId('tab-home').waitFor();
      const before = await text(page, 'tab-home');
      await page.getByTestId('lang-button').click();
      await page.getByTestId(`lang-option-${lang}`).click();
      // The tab bar speaks the new language once it is in.
      await page.waitForFunction(
        (was) => document.querySelector('[data-testid="tab-home"]')?.textContent?.trim() !== was,
        before,
      );
      await open(page, '/pages/financial/index');
      await page.getByTestId('finance-group-locked').waitFor();
      if (lang === 'zh') {
        // The demo's names, campaign and dual product in Chinese; the rates are the API's (items 17, 20, 21).
        await page.getByTestId(`finance-m${five.id}`).getByText('USDT 5 天').waitFor();
        expect(await text(page, `finance-m${five.id}`)).toContain('上线收益计划');
        expect(await text(page, `finance-rate-m${five.id}`)).toBe(
          `年化 ${pct(five.apr)}日收益 ${pct(five.daily_rate)}`,
        );
        expect(await text(page, `finance-d${put.id}`)).toMatch(/^BTC 看跌，挂钩价 [\d,.]+，\d{1,2}月\d{1,2}日 到期/);
        expect(await page.locator('.earn-page').textContent()).not.toMatch(/Launch yield|USDT \d+ days/);
      }
      await snap(page, `earn-finance-${lang}`);
      await open(page, `/pages/lockming/buy?id=${five.id}`);
      await page.getByTestId('mining-amount').fill('300');
      await page.getByTestId('mining-estimate-daily').waitFor();
      await snap(page, `earn-mining-buy-${lang}`);
      await open(page, '/pages/invest/mine');
      await page.getByTestId(`dual-order-${dual.id}`).waitFor();
      await snap(page, `earn-invest-mine-${lang}`);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
  it('subscribes to an IEO, sees it allocated at the end and delivered after the lock, with its receipt', async () => {
    const { email, password } = await fundedUser();
    const projects = (await api<{ list: Array<{ id: number; title: string; mode: string }> }>('/project?limit=50'))
      .list;
    const dot = projects.find((p) => p.title === 'DOT community round');
    if (!dot) throw new Error('the demo IEO project is missing');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await login(page, email, password);

    // From the home shortcut to the list: phase, price and what is left.
    await open(page, '/');
    await page.getByTestId('shortcut-ieo').click();
    await page.waitForURL(/\/pages\/ieo\/ieo/);
    await page.getByTestId(`ieo-project-${dot.id}`).waitFor();
    expect(await page.getByTestId(`ieo-project-${dot.id}`).getAttribute('data-phase')).toBe('selling');
    expect(await text(page, `ieo-price-${dot.id}`)).toMatch(/1 DOT = 5\.00 USDT/);
    await snap(page, 'earn-ieo-list');

    // The project: every field, the pro-rata rule, a what-if for 10 tokens, a confirmation with the cost.
    await page.getByTestId(`ieo-project-${dot.id}`).click();
    await page.waitForURL(/\/pages\/ieo\/subscribe\?id=/);
    for (const f of ['price', 'total', 'remaining', 'lock', 'cycle', 'end', 'deliver', 'min', 'limit']) {
      await page.getByTestId(`ieo-info-${f}`).waitFor();
    }
    expect(await page.getByTestId('ieo-formula').count()).toBe(1);
    await page.getByTestId('ieo-amount').fill('10');
    await page.getByTestId('ieo-estimate-cost').waitFor();
    await page.waitForFunction(() =>
      /50/.test(document.querySelector('[data-testid="ieo-estimate-cost"]')?.textContent ?? ''),
    );
    await snap(page, 'earn-ieo-subscribe');
    await page.getByTestId('ieo-submit').click();
    await page.getByTestId('ieo-confirm').waitFor();
    expect(await text(page, 'ieo-confirm-cost')).toMatch(/50/);
    await page.waitForTimeout(400);
    await snap(page, 'earn-ieo-confirm');
    const order = await confirmAndAnswer<{ id: number; status: number; paid: string }>(page, '/project/order');
    expect(order).toMatchObject({ status: 1, paid: '50' });
    await page.getByTestId(`ieo-order-${order.id}`).waitFor();
    expect(await page.getByTestId(`ieo-order-${order.id}`).getAttribute('data-status')).toBe('applied');

    // A week later the window has closed: the sweeper allocates (undersubscribed: all 10), then delivers 3 days on.
    const waitForStatus = async (...wanted: string[]) => {
      const status = wanted.join(' or ');
      const deadline = Date.now() + 90_000;
      for (;;) {
        // A hash change alone would keep the page (and its cached list): reload to read the server again.
        await open(page, '/pages/ieo/order');
        await page.reload();
        await page.getByTestId(`ieo-order-${order.id}`).waitFor();
        const now = await page.getByTestId(`ieo-order-${order.id}`).getAttribute('data-status');
        if (now !== null && wanted.includes(now)) return now;
        if (Date.now() > deadline) {
          // What the sweepers and the project say, for whoever reads a failure.
          const health = await api<{ sweepers: unknown[] }>('/health');
          const project = await api<{ info: unknown }>(`/project/detail?project_id=${dot.id}`);
          const logs = server
            .logs()
            .split('\n')
            .filter((l) => /ieo|error/i.test(l))
            .slice(-20);
          throw new Error(
            `the subscription did not become ${status}: ${JSON.stringify(health.sweepers)} ${JSON.stringify(project.info)} ${logs.join(' | ')}`,
          );
        }
        await page.waitForTimeout(1_500);
      }
    };
    await moveClock(24 * 7);
    // After the mining journey moved the clock 2 days, a week on is past the lock too: delivered may come first.
    const first = await waitForStatus('allocated', 'delivered');
    expect(amountOf(await text(page, `ieo-order-${order.id}-allocated`))).toBe(10);
    if (first === 'allocated') await moveClock(24 * 3);
    await waitForStatus('delivered');
    await page.getByTestId(`ieo-order-receipts-${order.id}`).click();
    await page.getByTestId(`earn-receipts-${order.id}`).locator('.receipt').first().waitFor();
    await snap(page, 'earn-ieo-orders');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('claims an experience voucher in the coupon centre, uses it, and sees the voucher’s mining order', async () => {
    const { email, password } = await fundedUser();
    const configs = (await api<{ list: Config[] }>('/lh/deposit/config?limit=100')).list;
    const five = configs.find((c) => c.name === 'USDT 5 days');
    if (!five) throw new Error('the demo earn products are missing');
    // Set-up: the operator offers a voucher of 500 USDT notional on the 5-day product (0.3 % a day: 1.5 a day, 7.5
    // in all), its value reserved from the product's funded campaign when claimed. The window is wide: the
    // journeys above moved the platform clock days ahead.
    const day = 86_400_000;
    const offer = await api<{ id: number; value: string }>('/admin/earn/coupons', {
      method: 'POST',
      body: {
        title: 'Journey experience voucher',
        product_id: five.id,
        amount: '500',
        valid_days: 7,
        total: 50,
        claim_from: Date.now() - day,
        claim_until: Date.now() + 60 * day,
        enabled: true,
      },
      token: await admin(),
    });
    expect(offer.value).toBe('7.5');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await login(page, email, password);

    // The home shortcut to the coupon centre: what a voucher is, then the offer with what it pays.
    await open(page, '/');
    await page.getByTestId('shortcut-coupon').click();
    await page.waitForURL(/\/pages\/setting\/coupon/);
    await page.getByTestId(`coupon-offer-${offer.id}`).waitFor();
    expect(await page.getByTestId(`coupon-offer-${offer.id}`).getAttribute('data-state')).toBe('open');
    expect(await text(page, `coupon-offer-${offer.id}-value`)).toBe('7.50 USDT');
    expect(await text(page, 'coupon-intro')).toMatch(/notional amount/);
    await page.getByTestId(`coupon-offer-${offer.id}`).scrollIntoViewIfNeeded();
    await snap(page, 'earn-coupon-center');

    // Claimed: the offer says so.
    const claimed = page.waitForResponse((r) => r.url().includes('/api/coupon/claim'));
    await page.getByTestId(`coupon-claim-${offer.id}`).click();
    const voucher = ((await (await claimed).json()) as { type: string; message: { id: number; status: string } })
      .message;
    expect(voucher.status).toBe('usable');
    await page.locator(`[data-testid="coupon-offer-${offer.id}"][data-state="claimed"]`).waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden', timeout: 10_000 });

    // My coupons: the voucher, usable, with its value and expiry.
    await page.getByTestId('coupon-tab-mine').click();
    await page.getByTestId(`coupon-${voucher.id}`).waitFor();
    expect(await page.getByTestId(`coupon-${voucher.id}`).getAttribute('data-status')).toBe('usable');
    expect(await text(page, `coupon-${voucher.id}-value`)).toBe('7.50 USDT');
    expect(await text(page, `coupon-${voucher.id}-amount`)).toBe('500.00 USDT');
    await snap(page, 'earn-coupon-mine');

    // Using it: the confirmation says what it pays and that closing early costs nothing.
    await page.getByTestId(`coupon-use-${voucher.id}`).click();
    await page.getByTestId('coupon-confirm').waitFor();
    expect(await text(page, 'coupon-confirm-value')).toBe('7.50 USDT');
    expect(await text(page, 'coupon-confirm-daily')).toBe('1.50 USDT');
    expect(await text(page, 'coupon-confirm-penalty')).toBe('No penalty');
    await page.waitForTimeout(400);
    await snap(page, 'earn-coupon-confirm');
    const used = await confirmAndAnswer<{ order_id: number; coupon: { status: string } }>(page, '/coupon/use');
    expect(used.coupon.status).toBe('used');
    await page.getByTestId('coupon-opened').waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await text(page, 'coupon-opened')).toContain(`#${used.order_id}`);

    // The mining order it opened: tagged as a voucher's, its 500 USDT notional, only the yield paid.
    await page.getByTestId('coupon-opened-orders').click();
    await page.waitForURL(/\/pages\/lockming\/order/);
    await page.getByTestId(`mining-order-${used.order_id}`).waitFor();
    expect(await text(page, `mining-order-voucher-${used.order_id}`)).toBe('Experience voucher');
    expect(await text(page, `mining-order-voucher-note-${used.order_id}`)).toMatch(
      /the 500\.00 USDT is notional.*Only the yield is paid/,
    );
    expect(await text(page, `mining-order-${used.order_id}-days`)).toMatch(/0 \/ 5/);
    await page.getByTestId(`mining-order-${used.order_id}`).scrollIntoViewIfNeeded();
    await snap(page, 'earn-coupon-order');

    // The settings page leads to the coupons too; there the voucher is now used.
    await open(page, '/pages/setting/setting');
    await page.getByTestId('setting-coupon').click();
    await page.waitForURL(/\/pages\/setting\/coupon/);
    await page.getByTestId('coupon-tab-mine').click();
    await page.getByTestId('coupon-status-used').click();
    await page.getByTestId(`coupon-${voucher.id}`).waitFor();
    expect(await page.getByTestId(`coupon-${voucher.id}`).getAttribute('data-status')).toBe('used');
    await snap(page, 'earn-coupon-used');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
