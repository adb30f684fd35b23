import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, tinyPng } from './support/api';
import { DESKTOP, launchBrowser, PHONE, shot } from './support/browser';
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

const { api, admin, codeFor } = apiClient(() => server.url);

const open = (page: Page, route: string) => page.goto(`${server.url}/h5/#${route}`);

describe('account journey', () => {
  it('registers, logs in, edits the profile, binds a phone, gets verified and logs out', async () => {
    const stamp = Date.now();
    const email = `e2e${stamp}@example.com`;
    const password = 'Journey12345';
    const mobile = `139${String(stamp).slice(-8)}`;
    const page = await browser.newPage({ viewport: PHONE });

    // A visitor opening a protected page is sent to login (then brought back after logging in).
    await open(page, '/pages/setting/real');
    await page.getByText('Please log in first').waitFor();
    await page.waitForURL(/#\/pages\/common\/login/);
    await page.getByTestId('login-account').waitFor();
    await shot(page, 'accounts-login');

    // Register with the email code from the outbox.
    await open(page, '/pages/common/register');
    await page.getByTestId('register-tab-email').click();
    await page.getByTestId('register-account').fill(email);
    await page.getByTestId('register-send-code').click();
    await expect.poll(() => page.getByTestId('register-send-code').isDisabled()).toBe(true);
    await page.getByTestId('register-code').fill(await codeFor(email));
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-repassword').fill('Different123');
    await page.getByTestId('register-submit').click();
    await page.getByText('The two passwords are inconsistent').waitFor();
    await page.getByTestId('register-repassword').fill(password);
    await shot(page, 'accounts-register');
    await page.waitForTimeout(550); // the submit button's 500 ms debounce
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/#\/pages\/common\/login/);

    // Log in (the account is prefilled), which returns to the page wanted before.
    await page.getByTestId('login-account').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/pages\/setting\/real/);
    await page.getByTestId('real-state').waitFor();

    // Nickname and avatar.
    await open(page, '/pages/setting/userInfo');
    await page.getByTestId('userinfo-nickname').click();
    await page.getByTestId('nickname-input').fill('Journey1');
    await page.getByTestId('nickname-save').click();
    await expect.poll(() => page.getByTestId('userinfo-nickname-value').textContent()).toBe('Journey1');
    await page
      .getByTestId('userinfo-avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.locator('[data-testid="userinfo-avatar"] img').waitFor();
    await shot(page, 'accounts-userinfo');

    // Bind a phone with the SMS code from the outbox.
    await open(page, '/pages/setting/security');
    await page.getByTestId('security-phone').click();
    await page.getByTestId('phone-number').fill(mobile);
    await page.getByTestId('phone-send-code').click();
    await page.getByTestId('phone-code').fill(await codeFor(mobile));
    await page.getByTestId('phone-submit').click();
    await page.getByTestId('phone-popup').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('security-phone').textContent()).toContain(mobile.slice(-4));
    await shot(page, 'accounts-security');

    // Level 1 with a checksum-valid PRC id number.
    await open(page, '/pages/setting/real');
    await page.getByTestId('real-level1').waitFor();
    await page.getByTestId('real-id-type').selectOption('1');
    await page.getByTestId('real-name').fill('Wang Xiaoming');
    await page.getByTestId('real-card-id').fill('11010519491231002X');
    await page.getByTestId('real-submit').click();
    await expect.poll(() => page.getByTestId('real-state').textContent()).toBe('In review');
    await shot(page, 'accounts-real-review');

    // Approve it in the back office.
    const back = await browser.newPage({ viewport: DESKTOP });
    await back.goto(`${server.url}/admin/`);
    await back.getByTestId('admin-email').fill('admin@example.com');
    await back.getByTestId('admin-password').fill('Admin12345');
    await back.getByTestId('admin-login-submit').click();
    const kycMenu = back.getByTestId('menu-kyc');
    const reviews = await api<{ list: Array<{ id: number; email: string }> }>('/admin/kyc?state=review', {
      token: await admin(),
    });
    const review = reviews.list.find((r) => r.email === email);
    expect(review).toBeDefined();
    await kycMenu.click();
    await back.getByTestId(`kyc-approve-${review!.id}`).click();
    await back.getByTestId('kyc-approve-ok').click();
    await back.getByTestId(`kyc-approve-${review!.id}`).waitFor({ state: 'detached' });
    await shot(back, 'accounts-admin-kyc');
    await back.close();

    await page.reload();
    await expect.poll(() => page.getByTestId('real-state').textContent()).toBe('Verified');
    await shot(page, 'accounts-real-verified');

    // Settings and logout with its confirmation.
    await open(page, '/pages/setting/setting');
    await page.getByTestId('setting-logout').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('home-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toContain('"token":""');
    await shot(page, 'accounts-logged-out');
    await page.close();
  });
});
