// Fills the wallet review queues through the user API (demo mode): the demo user pays in (a deposit request with a
// voucher image) and withdraws to a saved TRC20 address. A withdrawal needs verification level 1, so the first run
// binds a phone (code from the dev outbox), submits a basic identity review and approves it through the admin API.
// Used by smoke.mjs; `image` is a PNG (bytes) made by the browser's canvas.

const USER = { email: 'demo@example.com', password: 'Demo12345', pay: '123456' };
/** A valid TRC20 address (base58check): the USDT contract's, never paid to in demo mode. */
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export function walletSeed(base, adminToken) {
  async function call(path, { token, body, form, method } = {}) {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = token;
    if (body) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${base}/api${path}`, {
      method: method ?? (body || form ? 'POST' : 'GET'),
      headers,
      body: form ?? (body ? JSON.stringify(body) : undefined),
    });
    const env = await res.json();
    if (env.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(env)}`);
    return env.message;
  }
  const admin = (path, opts = {}) => call(`/admin${path}`, { ...opts, token: adminToken });

  async function upload(token, png, name) {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), name);
    return call('/upload', { token, form });
  }

  async function codeFor(to) {
    for (let i = 0; i < 30; i++) {
      const box = await admin('/outbox?page=1&limit=20');
      const hit = box.list.find((m) => m.to.includes(to));
      const code = hit && /\b(\d{6})\b/.exec(`${hit.subject ?? ''} ${hit.body}`)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`no code for ${to} in the outbox`);
  }

  /** Level 1 for the demo user: phone bound, basic review submitted and approved by the admin. */
  async function verify(token) {
    const info = await call('/user/info', { token });
    if (Number(info.real_level ?? info.level ?? 0) >= 1) return;
    if (!info.mobile) {
      const mobile = `138${String(Date.now()).slice(-8)}`;
      await call('/sms_send', { body: { area_code: '86', mobile, scene: 'bind' } });
      await call('/safe/mobile', { token, body: { area_code: '86', mobile, code: await codeFor(mobile) } });
    }
    await call('/user/real', { token, body: { real_type: 1, id_type: 2, name: 'Demo User', card_id: 'E12345678' } });
    const queue = await admin('/kyc?state=review&page=1&limit=50');
    const mine = queue.list.find((r) => r.email === USER.email);
    if (mine) await admin(`/kyc/${mine.id}/approve`, { body: {} });
  }

  return {
    /** Creates `deposits` deposit requests and `withdrawals` withdrawal requests; answers their ids. */
    async fill(png, { deposits = 2, withdrawals = 2 } = {}) {
      const token = await call('/user/login', { body: { user_string: USER.email, password: USER.password } });
      const coins = await call('/wallet/coins', { token });
      const usdt = coins.find((c) => c.name === 'USDT' && c.subName === 'TRC20') ?? coins[0];
      let paidTo = TRC20;
      try {
        paidTo = (await call('/wallet/get_in_address', { token, body: { currency: usdt.id, network: usdt.subName } }))
          .address;
      } catch {
        // Deposits closed for lack of a platform address: the request still names where the user says they paid.
      }
      const ids = { deposits: [], withdrawals: [] };
      for (let i = 0; i < deposits; i++) {
        const voucher = await upload(token, png, `voucher-${i}.png`);
        const amount = `${100 + i}.5`;
        const d = await call('/wallet/charge_req', {
          token,
          body: { currency: usdt.id, amount, account: paidTo, type: usdt.subName, voucher },
        });
        ids.deposits.push(d.id);
      }
      if (withdrawals > 0) {
        await verify(token);
        const book = await call('/user/wallet/list?page=1&limit=50', { token });
        let saved = book.list.find((a) => a.address === TRC20 && a.network === 'TRC20');
        if (!saved) {
          const qrcode = await upload(token, png, 'qrcode.png');
          saved = await call('/user/wallet/save', {
            token,
            body: { currency: 'USDT', network: 'TRC20', name: 'Smoke', address: TRC20, qrcode, pay_password: USER.pay },
          });
        }
        for (let i = 0; i < withdrawals; i++) {
          const w = await call('/wallet/out', {
            token,
            body: {
              currency: usdt.id,
              network: 'TRC20',
              number: `${20 + i}`,
              target_type: 'address',
              target_id: saved.id,
              pay_password: USER.pay,
            },
          });
          ids.withdrawals.push(w.id);
        }
      }
      return ids;
    },
  };
}
