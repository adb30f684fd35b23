// The finance part of the smoke run: fills the queues through the user API (wallet-seed.mjs), approves and rejects a
// deposit and a withdrawal, posts a manual credit and its reversal on the demo user's page, opens the coin settings
// drawer and checks that the ledger summary is balanced. Screenshots 30-49.
import { walletSeed } from './wallet-seed.mjs';

/** A voucher-looking PNG drawn by the browser (the upload endpoint takes jpg, png or webp only). */
async function voucherPng(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 360;
    c.height = 240;
    const g = c.getContext('2d');
    g.fillStyle = '#f6ffed';
    g.fillRect(0, 0, 360, 240);
    g.fillStyle = '#237804';
    g.font = 'bold 26px sans-serif';
    g.fillText('Payment receipt', 30, 70);
    g.font = '20px monospace';
    g.fillText('USDT TRC20  100.5', 30, 130);
    g.fillText(new Date().toISOString().slice(0, 19), 30, 180);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

export async function finance({ page, base, shot, tid, giveReason }) {
  const adminToken = await page.evaluate(() => JSON.parse(localStorage.getItem('oe-admin-session')).state.token);
  const seed = walletSeed(base, adminToken);
  const ids = await seed.fill(await voucherPng(page));
  const settle = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
  };

  // Deposits: approve the first, reject the second with a reason.
  await tid('menu-deposits').click();
  const [dOk, dNo] = ids.deposits;
  await tid(`deposit-row-${dOk}`).waitFor();
  await settle();
  await shot('30-deposits-review');
  await tid(`deposit-approve-${dOk}`).click();
  await tid('deposit-approve-ok').waitFor();
  await settle();
  await shot('31-deposit-approve-confirm');
  await tid('deposit-approve-ok').click();
  await tid(`deposit-row-${dOk}`).waitFor({ state: 'detached' });
  await tid(`deposit-reject-${dNo}`).click();
  await settle();
  await shot('32-deposit-reject-reason');
  await giveReason('Smoke: the voucher does not show the amount');
  await tid(`deposit-row-${dNo}`).waitFor({ state: 'detached' });
  await tid('deposit-tab-passed').click();
  await tid(`deposit-row-${dOk}`).waitFor();
  await settle();
  await shot('33-deposits-passed');
  await tid(`deposit-row-${dOk}`).locator('.ant-image').click();
  await page.locator('.ant-image-preview-img').waitFor();
  await settle();
  await shot('34-deposit-voucher-preview');
  await page.keyboard.press('Escape');
  await tid('deposit-tab-rejected').click();
  await tid(`deposit-row-${dNo}`).waitFor();
  await settle();
  await shot('35-deposits-rejected');

  // Withdrawals: approve the first with a txid, reject the second.
  await tid('menu-withdrawals').click();
  const [wOk, wNo] = ids.withdrawals;
  await tid(`withdrawal-row-${wOk}`).waitFor();
  await settle();
  await shot('36-withdrawals-review');
  await tid(`withdrawal-approve-${wOk}`).click();
  await tid('withdrawal-txid').fill(`0xsmoke${Date.now()}`);
  await settle();
  await shot('37-withdrawal-approve');
  await tid('withdrawal-approve-ok').click();
  await tid(`withdrawal-row-${wOk}`).waitFor({ state: 'detached' });
  await tid(`withdrawal-reject-${wNo}`).click();
  await giveReason('Smoke: address not whitelisted');
  await tid(`withdrawal-row-${wNo}`).waitFor({ state: 'detached' });
  for (const [state, id] of [
    ['passed', wOk],
    ['rejected', wNo],
  ]) {
    await tid(`withdrawal-tab-${state}`).click();
    await tid(`withdrawal-row-${id}`).waitFor();
    await settle();
    await shot(`38-withdrawals-${state}`);
  }

  // The demo user's balances, journal and a manual credit, then its reversal (the smoke leaves no trace in money).
  const users = await fetch(`${base}/api/admin/users?q=demo%40example.com&page=1&limit=5`, {
    headers: { Authorization: adminToken },
  }).then((r) => r.json());
  const userId = users.message.list[0].id;
  await page.goto(`${base}/admin/users/${userId}`);
  await tid('user-journal').locator('tbody tr.ant-table-row').first().waitFor();
  await settle();
  await page.screenshot({ path: shot.path('40-user-wallet'), fullPage: true });
  const adjust = async (amount, name) => {
    await tid('user-adjust').click();
    await tid('adjust-coin').click();
    await page.keyboard.type('USDT');
    await page.keyboard.press('Enter');
    await tid('adjust-kind').getByText('change', { exact: true }).click();
    await tid('adjust-amount').fill(amount);
    await tid('adjust-reason').fill(`Smoke adjustment ${amount}`);
    if (name) await shot(`${name}-form`);
    await tid('adjust-ok').click();
    await tid('adjust-confirm').waitFor();
    if (name) {
      await settle();
      await shot(`${name}-confirm`);
    }
    await tid('adjust-ok').click();
    await page.getByText(`Posted ${amount} USDT`).first().waitFor();
    await tid('adjust-confirm').waitFor({ state: 'detached' });
  };
  await adjust('1.25', '41-adjust');
  await page.getByText('Smoke adjustment 1.25').first().waitFor();
  await adjust('-1.25');
  await page.getByText('Smoke adjustment -1.25').first().waitFor();
  await settle();
  await page.screenshot({ path: shot.path('42-user-wallet-after'), fullPage: true });

  // Coin settings: open the first coin and save it unchanged.
  await tid('menu-wallet-coins').click();
  const coin = page.locator('[data-testid^="coin-row-"]').first();
  await coin.waitFor();
  const coinId = (await coin.getAttribute('data-testid')).replace('coin-row-', '');
  await settle();
  await shot('44-wallet-coins');
  await tid(`coin-edit-${coinId}`).click();
  await tid('coin-min-deposit').waitFor();
  await settle();
  await shot('45-wallet-coin-drawer');
  await tid('coin-save').click();
  await page.getByText('saved').first().waitFor();

  // Ledger summary: every currency must sum to zero.
  await tid('menu-ledger').click();
  await tid('ledger-sum-USDT').waitFor();
  if (!(await tid('ledger-balanced').count())) throw new Error('ledger summary not balanced');
  await settle();
  await page.screenshot({ path: shot.path('46-ledger'), fullPage: true });
}

/**
 * Role gates: a finance admin sees the Finance group and may adjust but not lock; a support admin reads a user's
 * balances and journal but has no Finance menu and no adjustment. Each signs in in its own browser context.
 */
export async function financeRoles({ browser, base, adminToken, shots }) {
  const users = await fetch(`${base}/api/admin/users?q=demo%40example.com&page=1&limit=5`, {
    headers: { Authorization: adminToken },
  }).then((r) => r.json());
  const userId = users.message.list[0].id;
  for (const role of ['finance', 'support']) {
    const email = `smoke-${role}-${Date.now()}@example.com`;
    const password = 'Smoke12345';
    const made = await fetch(`${base}/api/admin/admins`, {
      method: 'POST',
      headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, name: `Smoke ${role}`, role, password }),
    }).then((r) => r.json());
    if (made.type !== 'ok') throw new Error(`create ${role} admin: ${JSON.stringify(made)}`);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const tid = (id) => page.getByTestId(id);
    try {
      await page.goto(`${base}/admin/`);
      await tid('admin-email').fill(email);
      await tid('admin-password').fill(password);
      await tid('admin-login-submit').click();
      await tid('admin-current-role').waitFor();
      const finance = role === 'finance';
      for (const m of ['menu-deposits', 'menu-withdrawals', 'menu-wallet-coins', 'menu-ledger']) {
        if ((await tid(m).count()) !== (finance ? 1 : 0)) throw new Error(`${role}: ${m} visibility`);
      }
      await page.goto(`${base}/admin/users/${userId}`);
      await tid('user-journal').locator('tbody tr.ant-table-row').first().waitFor();
      await page.waitForTimeout(400);
      if ((await tid('user-adjust').count()) !== (finance ? 1 : 0)) throw new Error(`${role}: user-adjust visibility`);
      if ((await tid('user-lock').count()) !== (finance ? 0 : 1)) throw new Error(`${role}: user-lock visibility`);
      await page.screenshot({ path: `${shots}/47-user-as-${role}.png` });
    } finally {
      await context.close();
    }
  }
}
