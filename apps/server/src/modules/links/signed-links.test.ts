/**
 * Downloads without a session token: the statement CSV opens only through a short-lived signed link from
 * `POST /wallet/statement/link`; a changed, expired or foreign link and a `?token=` are refused, and no log line
 * carries the session token or the link's signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { call, fund, makeWalletUser, type TestUser } from '../wallet/wallet.test-kit';
import { linksModule } from './links.module';
import { createLinkSigner, LINK_TTL_MS, linkSecret } from './links.service';

const logs: string[] = [];
let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await makeTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void logs.push(l) } });
  a = await makeWalletUser(t.app);
  b = await makeWalletUser(t.app);
  await fund(t.app.database.db, a.id, 'USDT', '250');
}, 60_000);
afterAll(async () => t.close());

const INVALID = { type: 'error', message: 'This link is invalid or has expired, please try again' };
const linkFor = async (user: TestUser) =>
  (
    await call(t.app, 'POST', '/api/wallet/statement/link', {
      headers: user.headers,
      body: { currency: 3, type: 'change' },
    })
  ).message as { url: string; expires_in: number };

describe('statement CSV through signed links', () => {
  it('the link opens the CSV of the user who asked, with private caching, and has no token in it', async () => {
    const link = await linkFor(a);
    const token = a.headers.authorization.replace('Bearer ', '');
    expect(link.url).not.toContain(token);
    expect(link.url).not.toMatch(/token=/);
    expect(link.url.startsWith('/api/wallet/statement.csv?')).toBe(true);
    expect(link.expires_in).toBe(LINK_TTL_MS / 1000);
    const csv = await t.app.inject({ method: 'GET', url: link.url });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.body).toContain('250');
    expect((await linkFor(b)).url).not.toBe(link.url);
  });

  it('a changed parameter, another user id, a missing signature or an added token is refused', async () => {
    const link = await linkFor(a);
    const url = new URL(link.url, 'http://x');
    const variants = [
      ['uid', String(b.id)],
      ['currency', '1'],
      ['type', 'micro'],
      ['exp', String(Date.now() + 60 * 60_000)],
      ['sig', 'A'.repeat(43)],
    ] as const;
    for (const [key, value] of variants) {
      const changed = new URL(url);
      changed.searchParams.set(key, value);
      const res = await t.app.inject({ method: 'GET', url: `${changed.pathname}${changed.search}` });
      expect(res.json(), key).toEqual(INVALID);
    }
    const noSig = new URL(url);
    noSig.searchParams.delete('sig');
    expect((await t.app.inject({ method: 'GET', url: `${noSig.pathname}${noSig.search}` })).json()).toEqual(INVALID);
    const withToken = new URL(url);
    withToken.searchParams.set('token', a.headers.authorization.replace('Bearer ', ''));
    const res = await t.app.inject({ method: 'GET', url: `${withToken.pathname}${withToken.search}` });
    expect(res.json()).toEqual(INVALID);
    // The old way (session token in the query, or in the header without a link) no longer opens it.
    const bare = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/statement.csv?currency=3&type=change&token=${a.headers.authorization.replace('Bearer ', '')}`,
      headers: a.headers,
    });
    expect(bare.json()).toEqual(INVALID);
  });

  it('an expired link is refused', async () => {
    const secret = await linkSecret(t.app.database.db, undefined);
    let clock = Date.now();
    const signer = createLinkSigner(secret, () => clock);
    const url = signer.sign('/api/wallet/statement.csv', { uid: String(a.id), currency: '3', type: 'change' });
    expect(
      signer.verify('/api/wallet/statement.csv', Object.fromEntries(new URL(url, 'http://x').searchParams)),
    ).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    clock += LINK_TTL_MS + 1;
    const late = createLinkSigner(secret, () => clock);
    expect(
      late.verify('/api/wallet/statement.csv', Object.fromEntries(new URL(url, 'http://x').searchParams)),
    ).toBeNull();
    const expired = createLinkSigner(secret).sign(
      '/api/wallet/statement.csv',
      { uid: String(a.id), currency: '3', type: 'change' },
      -1,
    );
    expect((await t.app.inject({ method: 'GET', url: expired })).json()).toEqual(INVALID);
  });

  it('the secret is generated once and shared (every instance on the database signs alike)', async () => {
    const one = await linkSecret(t.app.database.db, undefined);
    expect(await linkSecret(t.app.database.db, undefined)).toBe(one);
    expect(one.length).toBeGreaterThanOrEqual(40);
    const link = await linkFor(a);
    const other = createLinkSigner(one);
    expect(
      other.verify('/api/wallet/statement.csv', Object.fromEntries(new URL(link.url, 'http://x').searchParams)),
    ).not.toBeNull();
    expect(t.app.use(linksModule).links).toBeDefined();
    expect(await linkSecret(t.app.database.db, 'x'.repeat(32))).toBe('x'.repeat(32));
  });

  it('no log line carries a session token or a link signature', async () => {
    const link = await linkFor(a);
    await t.app.inject({ method: 'GET', url: link.url });
    const sig = new URL(link.url, 'http://x').searchParams.get('sig') ?? '';
    const token = a.headers.authorization.replace('Bearer ', '');
    const all = logs.join('\n');
    expect(all).toContain('/api/wallet/statement.csv'); // the access log is on and names the path
    expect(sig.length).toBeGreaterThan(20);
    expect(all).not.toContain(sig);
    expect(all).not.toContain(token);
    expect(all).not.toMatch(/token=|sig=/);
  });
});
