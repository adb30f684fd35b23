// The spot part of the smoke run: the demo user trades through the user API (a market buy and a market sell against
// the market maker, a limit buy resting far below the market), then the back office edits a pair's fee and puts it
// back, halts a pair (a user order is refused) and resumes it, saves the maker settings unchanged, reads its status,
// and searches orders and trades by user, pair and status. Screenshots 50-59.

const USER = { email: 'demo@example.com', password: 'Demo12345' };

function client(base) {
  return async function call(path, { token, body, method, query } = {}) {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = token;
    if (body) headers['Content-Type'] = 'application/json';
    const qs = query ? `?${new URLSearchParams(query)}` : '';
    const res = await fetch(`${base}/api${path}${qs}`, {
      method: method ?? (body ? 'POST' : 'GET'),
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json();
  };
}

/** Places the demo user's orders; answers the user's token and id and the resting order's id. */
async function spotSeed(base, adminToken) {
  const call = client(base);
  const must = async (p) => {
    const env = await p;
    if (env.type !== 'ok') throw new Error(JSON.stringify(env));
    return env.message;
  };
  const token = await must(call('/user/login', { body: { user_string: USER.email, password: USER.password } }));
  const users = await must(call('/admin/users', { token: adminToken, query: { q: USER.email, page: 1, limit: 5 } }));
  const userId = users.list[0].id;
  const pairs = await must(call('/coin/pairs'));
  const btc = pairs.find((p) => p.symbol === 'BTC/USDT');
  const eth = pairs.find((p) => p.symbol === 'ETH/USDT');
  const order = (pair, type, amount, target_price) =>
    must(
      call('/coin/trade', {
        token,
        body: { currency_id: pair.currency_id, legal_id: pair.legal_id, type, amount, target_price },
      }),
    );
  await order(btc, 1, '0.001');
  await order(eth, 2, '0.01');
  const resting = await order(btc, 1, '0.01', '1000');
  return { token, userId, btc, eth, restingId: resting.id, call };
}

export async function spot({ page, base, shot, tid }) {
  const adminToken = await page.evaluate(() => JSON.parse(localStorage.getItem('oe-admin-session')).state.token);
  const seed = await spotSeed(base, adminToken);
  const settle = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
  };
  const { eth } = seed;

  // Pairs: edit a fee and put it back (only the changed field is sent, so resting orders do not block it).
  await tid('menu-spot-pairs').click();
  await tid(`pair-row-${eth.id}`).waitFor();
  await settle();
  await shot('50-spot-pairs');
  const setTakerFee = async (value, name) => {
    await tid(`pair-edit-${eth.id}`).click();
    await tid('pair-taker-fee').waitFor();
    const was = await tid('pair-taker-fee').inputValue();
    await tid('pair-taker-fee').fill(value);
    if (name) {
      await settle();
      await shot(name);
    }
    await tid('pair-save').click();
    await page.getByText('ETH/USDT saved').last().waitFor();
    await tid('pair-taker-fee').waitFor({ state: 'detached' });
    return was;
  };
  const fee = await setTakerFee('0.0015', '51-spot-pair-drawer');
  await tid(`pair-row-${eth.id}`).getByText('0.0015').waitFor();
  await setTakerFee(fee);

  // Halt: the confirmation, then a user order is refused; resume.
  await tid(`pair-halt-${eth.id}`).click();
  await tid('pair-halt-ok').waitFor();
  await page.waitForTimeout(300);
  await shot('52-spot-halt-confirm');
  await tid('pair-halt-ok').click();
  await tid(`pair-resume-${eth.id}`).waitFor();
  const refused = await seed.call('/coin/trade', {
    token: seed.token,
    body: { currency_id: eth.currency_id, legal_id: eth.legal_id, type: 2, amount: '0.01' },
  });
  if (refused.type !== 'error') throw new Error(`order on a halted pair: ${JSON.stringify(refused)}`);
  await settle();
  await shot('53-spot-pair-halted');
  await tid(`pair-resume-${eth.id}`).click();
  await tid('pair-resume-ok').click();
  await tid(`pair-halt-${eth.id}`).waitFor();

  // Market maker: status card (refreshed every 5 s) and the settings saved unchanged.
  await tid('menu-spot-maker').click();
  await tid('maker-pnl').waitFor();
  await tid('maker-levels').waitFor();
  await settle();
  await shot('54-spot-maker');
  await tid('maker-save').click();
  await page.getByText('Market maker settings saved').waitFor();

  // Orders: everything, then the demo user's open orders.
  await tid('menu-spot-orders').click();
  await page.locator('[data-testid^="spot-order-row-"]').first().waitFor();
  await settle();
  await shot('55-spot-orders');
  await tid('spot-filter-user').fill(String(seed.userId));
  await tid('spot-filter-status').click();
  await page.locator('.ant-select-item-option', { hasText: 'Open' }).click();
  await tid('spot-filter-search').click();
  await tid(`spot-order-row-${seed.restingId}`).waitFor();
  await settle();
  await shot('56-spot-orders-user-open');

  // Trades: the demo user's BTC trades.
  await tid('menu-spot-trades').click();
  await page.locator('[data-testid^="spot-trade-row-"]').first().waitFor();
  await tid('spot-filter-symbol').fill('btc/usdt');
  await tid('spot-filter-user').fill(String(seed.userId));
  await tid('spot-filter-search').click();
  await page.waitForURL(/symbol=BTC/);
  await page.locator('[data-testid^="spot-trade-row-"]').first().waitFor();
  await settle();
  await shot('57-spot-trades-user');

  // Leave no resting order behind.
  await seed.call('/coin/trade', { token: seed.token, method: 'PUT', body: { id: seed.restingId } });
}

/** Role gates: finance reads the maker's status (no settings), orders and trades; support orders and trades only. */
export async function spotRoles({ browser, base, adminToken, shots }) {
  for (const role of ['finance', 'support']) {
    const email = `smoke-spot-${role}-${Date.now()}@example.com`;
    const password = 'Smoke12345';
    const made = await fetch(`${base}/api/admin/admins`, {
      method: 'POST',
      headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, name: `Smoke spot ${role}`, role, password }),
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
      const expect = {
        'menu-spot-pairs': 0,
        'menu-spot-maker': finance ? 1 : 0,
        'menu-spot-orders': 1,
        'menu-spot-trades': 1,
      };
      for (const [m, n] of Object.entries(expect)) {
        if ((await tid(m).count()) !== n) throw new Error(`${role}: ${m} visibility`);
      }
      if (finance) {
        await tid('menu-spot-maker').click();
        await tid('maker-pnl').waitFor();
        if (await tid('maker-save').count()) throw new Error('finance: maker-save visible');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${shots}/58-spot-maker-as-finance.png` });
      } else {
        await tid('menu-spot-trades').click();
        await page.locator('[data-testid^="spot-trade-row-"]').first().waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${shots}/59-spot-trades-as-support.png` });
      }
    } finally {
      await context.close();
    }
  }
}
