/**
 * Two-step verification through the real UI: turn it on from the security page (QR code and key, first code,
 * recovery codes shown once), log in again through the code step with a recovery code, see the code field on a
 * sensitive form, and turn it off. Passkeys with Chromium's virtual authenticator (WebAuthn over CDP): add one,
 * log in with it, and confirm a pay password change with it.
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

const { api, codeFor, sendAndFillCode } = apiClient(() => server.url);
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

  it('adds a passkey, logs in with it and confirms a pay password change with it', async () => {
    const email = `e2epk${Date.now()}@example.com`;
    const password = 'Journey12345';
    await api('/sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
    await api('/user/register', {
      method: 'POST',
      body: { user_string: email, code: await codeFor(email), password, re_password: password },
    });
    // WebAuthn needs a domain: the page is opened on localhost, the server's default PUBLIC_URL host.
    const base = server.url.replace('127.0.0.1', 'localhost');
    const page = await browser.newPage({ viewport: PHONE });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const signIn = async () => {
      await page.goto(`${base}/h5/#/pages/common/login`);
      await page.getByTestId('login-account').fill(email);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
    };
    await signIn();
    await page.waitForURL((u) => !u.hash.includes('/pages/common/login'));

    // Add a passkey on the two-step page.
    await page.goto(`${base}/h5/#/pages/setting/twoStep`);
    await page.getByTestId('passkeys-empty').waitFor();
    await page.getByTestId('passkey-name').fill('This phone');
    await page.getByTestId('passkey-add').click();
    await page.getByTestId('passkey-item').getByText('This phone').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await shot(page, 'security-passkey-added');

    // Log in again: the password step is followed by "Use a passkey".
    await page.evaluate(() => localStorage.clear());
    await signIn();
    await page.getByTestId('login-passkey').waitFor();
    await shot(page, 'security-login-passkey');
    await page.getByTestId('login-passkey').click();
    await page.waitForURL((u) => !u.hash.includes('/pages/common/login'));
    expect(await page.evaluate(() => localStorage.getItem('session') ?? '')).toMatch(/"token":"[^"]/);

    // The pay password: the form asks for the passkey (no code field: no authenticator app).
    await page.goto(`${base}/h5/#/pages/setting/payPassword`);
    await page.getByTestId('pay-password').fill('246810');
    await page.getByTestId('pay-repassword').fill('246810');
    await sendAndFillCode(page, { send: 'pay-send-code', field: 'pay-code' }, email);
    expect(await page.getByTestId('pay-2fa').count()).toBe(0);
    await page.getByTestId('pay-passkey').click();
    await page.getByTestId('pay-passkey-done').waitFor();
    await shot(page, 'security-pay-password-passkey');
    await page.getByTestId('pay-submit').click();
    await page.waitForURL((u) => !u.hash.includes('/pages/setting/payPassword'));
    // The server took it: the account now has a pay password.
    const token = await page.evaluate(() => /"token":"([^"]+)"/.exec(localStorage.getItem('session') ?? '')?.[1] ?? '');
    const info = await api<{ has_pay_password: boolean }>('/user/info', { token });
    expect(info.has_pay_password).toBe(true);
    await page.close();
  });
});
