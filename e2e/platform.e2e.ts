import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('platform screen', () => {
  it('shows the operator this instance’s jobs, channels and modules, refreshed live', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('admin-email').fill('admin@example.com');
    await page.getByTestId('admin-password').fill('Admin12345');
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('menu-platform').click();
    const channels = page.getByTestId('platform-channels');
    const row = (name: string) =>
      channels.locator('tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });
    await row('kline').waitFor();
    expect(await row('kline').innerText()).toContain('market');
    expect(await row('orders').innerText()).toContain('private');
    const jobs = page.getByTestId('platform-jobs');
    await jobs.getByText('market.flush', { exact: true }).waitFor();
    await jobs.getByText('spot.depth-push', { exact: true }).waitFor();
    expect(await page.getByTestId('platform-modules').innerText()).toContain('receipts');
    // Runs grow between two refreshes (every 5 s): the screen is live, not a snapshot.
    const runsOf = async () =>
      Number((await jobs.locator('tr', { hasText: 'market.flush' }).locator('td').nth(2).innerText()).trim());
    const before = await runsOf();
    await page.waitForFunction(
      (n) => {
        const cells = Array.from(document.querySelectorAll('[data-testid="platform-jobs"] tr'))
          .find((tr) => tr.textContent?.includes('market.flush'))
          ?.querySelectorAll('td');
        return Number(cells?.[2]?.textContent ?? 0) > n;
      },
      before,
      { timeout: 15_000 },
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'platform-admin');
    await page.close();
  });
});
