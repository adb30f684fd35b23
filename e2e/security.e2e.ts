/**
 * Two-step verification through the real UI: turn it on from the security page (QR code and key, first code,
 * recovery codes shown once), log in again through the code step with a recovery code, see the code field on a
 * sensitive form, and turn it off.
 */
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
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

const { api, codeFor } = apiClient(() => server.url);
const open = (page: Page, route: string) => page.goto(`${server.url}/h5/#${route}`);
const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

async function logIn(page: Page, email: string, password: string) {
  await open(page, '/pages/common/login');
  await page.getByTestId('login-account').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('two-step verification journey', () => {
  it('turns on with a QR code, logs in with a recovery code, asks for the code on the pay password, turns off', async () => {
    const email = `e2e2fa${Date.now()}@example.com`;
    const password = 'Journey12345';
    await api('/sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
    const code = await codeFor(email);
    await api('/user/register', {
      method: 'POST',
      body: { user_string: email, code, password, re_password: password },
    });
    const page = await browser.newPage({ viewport: PHONE });

    // Without two-step verification the login answers the token at once.
    await logIn(page, email, password);
    await page.waitForURL((u) => !u.hash.includes('/pages/common/login'));

    // Security page → two-step page → turn on.
    await open(page, '/pages/setting/security');
    await page.getByTestId('security-two-step').getByText('Off').waitFor();
    await page.getByTestId('security-two-step').click();
    await page.waitForURL(/#\/pages\/setting\/twoStep/);
    await page.getByTestId('two-step-start').click();
    await page.getByTestId('two-step-qr').waitFor();
    const secret = ((await page.getByTestId('two-step-key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'security-two-step-setup');
    await page.getByTestId('two-step-code').fill(totp(secret));
    await page.getByTestId('two-step-enable').click();

    // The recovery codes, once, with a copy button.
    await page.getByTestId('two-step-recovery').waitFor();
    const codes = await page.getByTestId('two-step-recovery-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await shot(page, 'security-recovery-codes');
    await page.getByTestId('two-step-copy').click();
    await page.waitForTimeout(550);
    await page.getByTestId('two-step-saved').click();
    await page.getByTestId('two-step-state').getByText('On').waitFor();
    await page.getByTestId('two-step-left').getByText('Recovery codes left: 10').waitFor();

    // Log out locally and log in again: the password is followed by the code step.
    await page.evaluate(() => localStorage.clear());
    await logIn(page, email, password);
    await page.getByTestId('login-2fa-step').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session') ?? '')).not.toMatch(/"token":"[^"]/);
    await shot(page, 'security-login-code-step');
    await page.getByTestId('login-2fa-code').fill('aaaaa-aaaaa');
    await page.getByTestId('login-2fa-submit').click();
    await page.getByText('The two-factor code is wrong or was already used').waitFor();
    await page.waitForTimeout(550);
    await page.getByTestId('login-2fa-code').fill(codes[0]!);
    await page.getByTestId('login-2fa-submit').click();
    await page.waitForURL((u) => !u.hash.includes('/pages/common/login'));
    expect(await page.evaluate(() => localStorage.getItem('session') ?? '')).toMatch(/"token":"[^"]/);

    // A sensitive form shows the two-step code field.
    await open(page, '/pages/setting/payPassword');
    await page.getByTestId('pay-2fa').waitFor();
    await shot(page, 'security-pay-password-code');

    // Turn off with another recovery code.
    await open(page, '/pages/setting/twoStep');
    await page.getByTestId('two-step-left').getByText('Recovery codes left: 9').waitFor();
    await page.getByTestId('two-step-code').fill(codes[1]!);
    await page.getByTestId('two-step-disable').click();
    await page.getByTestId('two-step-state').getByText('Off').waitFor();
    await page.close();
  });
});
