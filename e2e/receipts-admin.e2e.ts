/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, shot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * The back office's Transparency screen (issue 30 item 8) against a real server: a super admin opens it from the
 * market group of the menu and sees the deployment's sources, the index method, the signing key, the picked
 * instrument's latest signed head and its paged heads; a pasted non-bundle is refused before anything is sent.
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

describe('transparency in the back office', () => {
  it('shows sources, method, key and signed heads read-only, and the verifier', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('admin-email').fill('admin@example.com');
    await page.getByTestId('admin-password').fill('Admin12345');
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('menu-transparency').click();

    const instruments = page.getByTestId('tr-instruments');
    await instruments.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await instruments.textContent()).toContain('BTC/USDT');
    expect(await page.getByTestId('tr-method').textContent()).toMatch(/± [\d.]+ %/);
    expect(await page.getByTestId('tr-key-id').textContent()).toMatch(/^[0-9a-f]{16}$/);
    // Heads are signed every few seconds: refresh until the first one is there.
    await expect
      .poll(
        async () => {
          if ((await page.getByTestId('tr-head-size').count()) > 0) return true;
          await page.getByTestId('tr-refresh').click();
          return false;
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(true);
    expect(Number(await page.getByTestId('tr-head-size').textContent())).toBeGreaterThan(0);
    await page.getByTestId('tr-heads').locator('tbody tr.ant-table-row').first().waitFor();
    // No control on the screen writes anything: its only buttons refresh, load, verify and download.
    await page.getByTestId('tr-bundle').fill('{"format":');
    await page.getByTestId('tr-run').click();
    expect(await page.getByTestId('tr-problem').textContent()).toContain('This is not valid JSON');
    await shot(page, 'receipts-admin-transparency');
    await page.close();
  }, 180_000);
});
