#!/usr/bin/env node
// Browser smoke run of the back office against a running server in demo mode: logs in, creates a news item, edits
// site settings, reads the audit log, finds the demo user and locks/unlocks it with a reason, reads the identity
// queue and the dev outbox (after asking the server for a sign-up code), toggles an instrument's hot flag, edits a
// fiat rate, works the finance screens (smoke-finance.mjs: deposit/withdrawal queues filled through the user API,
// manual adjustment and its reversal, coin settings, ledger summary), works the spot screens (smoke-spot.mjs: orders
// placed through the user API, pair edit, halt/resume, market maker, order and trade search) and saves a screenshot
// of every screen. `SMOKE_ONLY=spot` logs in and runs the spot part only.
//   BASE_URL=http://localhost:8091 SHOTS=/tmp/admin-shots node apps/admin/scripts/smoke.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { finance, financeRoles } from './smoke-finance.mjs';
import { spot, spotRoles } from './smoke-spot.mjs';

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
shot.path = (name) => `${SHOTS}/${name}.png`;
const tid = (id) => page.getByTestId(id);

const DEMO_USER = process.env.DEMO_USER ?? 'demo@example.com';

/** Opens the reason modal's OK without a reason (must be refused), then with one. */
async function giveReason(text) {
  await tid('reason-ok').click();
  await page.getByText('Please give a reason').waitFor();
  await tid('reason-input').fill(text);
  await tid('reason-ok').click();
  await tid('reason-input').waitFor({ state: 'detached' });
}

async function usersAndReviews() {
  await tid('menu-users').click();
  await page.locator('[data-testid^="user-row-"]').first().waitFor();
  await shot('10-users');
  await tid('users-search').fill(DEMO_USER);
  await tid('users-search').press('Enter');
  const row = page.locator('[data-testid^="user-row-"]', { hasText: DEMO_USER });
  await row.waitFor();
  await row.click();
  await tid('user-lock').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/11-user-detail.png`, fullPage: true });
  await tid('user-lock').click();
  await shot('12-user-lock-reason');
  await giveReason('Smoke test: lock');
  await tid('user-unlock').waitFor();
  await shot('13-user-locked');
  await tid('user-unlock').click();
  await giveReason('Smoke test: unlock');
  await tid('user-lock').waitFor();

  await tid('menu-kyc').click();
  await tid('kyc-tab-review').waitFor();
  await page.waitForTimeout(700);
  await shot('14-kyc-review');
  // With a pending review: open both decisions and back out (the smoke does not decide real reviews).
  const pending = page.locator('[data-testid^="kyc-approve-"]:not([data-testid="kyc-approve-ok"])').first();
  if (await pending.count()) {
    const id = (await pending.getAttribute('data-testid')).replace('kyc-approve-', '');
    await pending.click();
    await tid('kyc-approve-ok').waitFor();
    await page.waitForTimeout(400);
    await shot('14b-kyc-approve-confirm');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await tid(`kyc-reject-${id}`).click();
    await tid('reason-ok').click();
    await page.getByText('Please give a reason').waitFor();
    await page.waitForTimeout(400);
    await shot('14c-kyc-reject-reason');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await tid('reason-input').waitFor({ state: 'detached' });
  }
  for (const state of ['verified', 'failed']) {
    await tid(`kyc-tab-${state}`).click();
    await page.waitForTimeout(700);
    await shot(`15-kyc-${state}`);
  }
}

async function outbox() {
  // A sign-up code for a fresh address lands in the outbox (demo mode has no mail server).
  const email = `smoke-${Date.now()}@example.com`;
  const sent = await page.evaluate(async (user_string) => {
    const res = await fetch('/api/sms_mail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_string, scene: 'register' }),
    });
    return res.json();
  }, email);
  if (sent.type !== 'ok') problems.push(`sms_mail: ${JSON.stringify(sent)}`);
  await tid('menu-outbox').click();
  await page.locator('[data-testid^="outbox-row-"]', { hasText: email }).waitFor();
  await page.waitForTimeout(600);
  await shot('16-outbox');
}

async function market() {
  await tid('menu-instruments').click();
  const first = page.locator('[data-testid^="instrument-row-"]').first();
  await first.waitFor();
  const id = (await first.getAttribute('data-testid')).replace('instrument-row-', '');
  const hot = tid(`instrument-hot-${id}`);
  const before = await hot.getAttribute('aria-checked');
  await hot.click();
  await page.waitForFunction(
    ([sel, was]) => document.querySelector(sel)?.getAttribute('aria-checked') !== was,
    [`[data-testid="instrument-hot-${id}"]`, before],
  );
  await hot.click(); // back as it was
  await page.waitForFunction(
    ([sel, was]) => document.querySelector(sel)?.getAttribute('aria-checked') === was,
    [`[data-testid="instrument-hot-${id}"]`, before],
  );
  await shot('17-instruments');
  await tid(`instrument-enabled-${id}`).click();
  await tid('instrument-disable-ok').waitFor();
  await shot('18-instrument-disable-confirm');
  await page.keyboard.press('Escape');
  await tid(`instrument-edit-${id}`).click();
  await tid('instrument-name').waitFor();
  await page.waitForTimeout(400);
  await shot('19-instrument-drawer');
  await page.keyboard.press('Escape');

  await tid('menu-feed').click();
  await tid('feed-note').waitFor();
  await page.waitForTimeout(400);
  await shot('20-feed');

  await tid('menu-fiats').click();
  const fiat = page.locator('[data-testid^="fiat-row-"]').first();
  await fiat.waitFor();
  const code = (await fiat.getAttribute('data-testid')).replace('fiat-row-', '');
  const setRate = async (value) => {
    await tid(`fiat-edit-${code}`).click();
    const was = await tid('fiat-rate').inputValue();
    await tid('fiat-rate').fill(value);
    await tid('fiat-save').click();
    await page.getByText(`${code} saved`).last().waitFor();
    await tid('fiat-rate').waitFor({ state: 'detached' });
    return was;
  };
  const original = await setRate('1.2345');
  await page.getByRole('cell', { name: '1.2345' }).waitFor();
  await setRate(original); // and back
  await shot('22-fiats');
}

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
  await tid('admin-current-role').waitFor();
  if (process.env.SMOKE_ONLY === 'spot') {
    await spot({ page, base: BASE, shot, tid });
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oe-admin-session')).state.token);
    await spotRoles({ browser, base: BASE, adminToken: token, shots: SHOTS });
    console.log('smoke (spot): ok');
    if (problems.length) console.log(problems.join('\n'));
    await browser.close();
    process.exit(problems.length ? 1 : 0);
  }
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
  await usersAndReviews();
  await outbox();
  await market();
  await finance({ page, base: BASE, shot, tid, giveReason });
  const adminToken = await page.evaluate(() => JSON.parse(localStorage.getItem('oe-admin-session')).state.token);
  await financeRoles({ browser, base: BASE, adminToken, shots: SHOTS });
  await spot({ page, base: BASE, shot, tid });
  await spotRoles({ browser, base: BASE, adminToken, shots: SHOTS });
  console.log('smoke: ok');
} catch (e) {
  await shot('99-failure');
  console.error('smoke: FAILED', e);
  process.exitCode = 1;
} finally {
  if (problems.length) console.log(problems.join('\n'));
  await browser.close();
}
