#!/usr/bin/env node
// Browser smoke run of the back office against a running server: logs in, creates a news item, edits site
// settings, reads the audit log, and saves a screenshot of every screen.
//   BASE_URL=http://localhost:8091 SHOTS=/tmp/admin-shots node apps/admin/scripts/smoke.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BASE = process.env.BASE_URL ?? 'http://localhost:8091';
const SHOTS = process.env.SHOTS ?? '/tmp/admin-shots';
const EMAIL = process.env.ADMIN_EMAIL ?? 'admin@example.com';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin12345';
mkdirSync(SHOTS, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
const problems = [];
page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
const shot = (name) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const tid = (id) => page.getByTestId(id);

try {
  await page.goto(`${BASE}/admin/`);
  await tid('admin-email').waitFor();
  await shot('01-login');

  await tid('admin-email').fill(EMAIL);
  await tid('admin-password').fill('wrong-password');
  await tid('admin-login-submit').click();
  await tid('admin-login-error').waitFor();
  await shot('02-login-error');

  await tid('admin-password').fill(PASSWORD);
  await tid('admin-login-submit').click();
  await tid('menu-news').click();
  await tid('news-create').waitFor();

  const title = `Smoke news ${Date.now()}`;
  await tid('news-create').click();
  await tid('news-title-en').fill(title);
  await tid('news-abstract-en').fill('A short abstract for the smoke test.');
  await tid('news-content-en').fill('<p>Hello <b>operators</b>.</p><ul><li>one</li><li>two</li></ul>');
  await tid('news-published').click();
  await tid('news-lang-tab-spa').click();
  await tid('news-lang-tab-fra').click();
  await tid('news-title-fra').fill(`${title} (fr)`);
  await tid('news-lang-tab-en').click();
  await shot('03-news-drawer');
  await tid('news-save').click();
  await page.getByRole('cell', { name: title }).waitFor();
  await page.waitForTimeout(400);
  await shot('04-news-list');

  // Reopen the new row: the French title typed in a pane that was not on screen at save time must be there.
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await tid('news-lang-tab-fra').click();
  const fra = await tid('news-title-fra').inputValue();
  if (fra !== `${title} (fr)`) throw new Error(`French title not saved: ${fra}`);
  await page.waitForTimeout(400);
  await shot('04b-news-edit-fra');
  await page.keyboard.press('Escape');

  await tid('news-view-pop').click();
  await page.waitForTimeout(500);
  await shot('05-news-popup-view');

  await tid('menu-settings').click();
  await tid('settings-site-name').waitFor();
  await tid('settings-site-name').fill('Open Exchange (smoke)');
  await tid('settings-site-logo').fill('/static/logo.svg');
  await tid('settings-service-link').fill('https://support.example.com/chat');
  await tid('settings-save').click();
  await page.getByText('Settings saved').waitFor();
  await shot('06-settings');

  await tid('menu-audit').click();
  await tid('audit-table').locator('tbody tr.ant-table-row').first().waitFor();
  await tid('audit-table').locator('.ant-table-row-expand-icon').first().click();
  await page.waitForTimeout(300);
  await shot('07-audit');

  for (const s of ['banners', 'faq', 'pages', 'admins']) {
    await tid(`menu-${s}`).click();
    await page.waitForTimeout(700);
    await shot(`08-${s}`);
  }
  console.log('smoke: ok');
} catch (e) {
  await shot('99-failure');
  console.error('smoke: FAILED', e);
  process.exitCode = 1;
} finally {
  if (problems.length) console.log(problems.join('\n'));
  await browser.close();
}
