/**
 * Every money route at once, on PostgreSQL, over real HTTP: 10 users mix locked-mining subscriptions and
 * redemptions, transfers between their accounts, dual buys, IEO applications and spot orders in parallel. Each
 * of these takes row locks (accounts, campaign and system accounts, product rows) in its own transaction; two of
 * them meeting in opposite orders used to answer HTTP 500 (SQLSTATE 40P01) for up to half of the requests.
 * Nothing may answer 500 now, and the books must still balance. This needs a real PostgreSQL (DATABASE_URL,
 * else the local server on 127.0.0.1:5432): PGlite has one connection, so there nothing ever overlaps.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { earnModule } from '../modules/earn';
import { dualProducts } from '../modules/earn/earn.tables';
import { checkInvariants, DAY_MS, makeProduct } from '../modules/earn/earn.test-kit';
import { auditJournal, getOrCreateAccounts, withTransaction } from '../modules/ledger';
import { makeUser, refPrice } from '../modules/spot/spot.test-kit';
import { throwawayPostgres } from '../test/pg-throwaway';

let pgDb: Awaited<ReturnType<typeof throwawayPostgres>>;
let app: App;
let base: string;

beforeAll(async () => {
  pgDb = await throwawayPostgres();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', MARKET_HISTORY_COUNT: '30' }),
    database: { kind: 'postgres' as const, url: pgDb.url },
  };
  app = await buildApp(config, { startJobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await pgDb?.drop();
});

type Who = { id: number; headers: { authorization: string } };

async function http(who: Who, url: string, body: object) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, url, text };
}

async function makeDual(type: 'call' | 'put') {
  const { campaigns } = app.use(earnModule);
  const c = await campaigns.create({ name: 'Dual', currency: type === 'call' ? 'BTC' : 'USDT', note: '' });
  await campaigns.fund(c.id, type === 'call' ? '100' : '10000000');
  const now = app.clock.now();
  const [p] = await app.database.db
    .insert(dualProducts)
    .values({
      coin: 'BTC',
      quote: 'USDT',
      type,
      strike: '60000',
      apr: '0.365',
      unit: type === 'call' ? '0.01' : '600',
      totalShares: 100_000,
      userLimit: 10_000,
      salesEnd: now + DAY_MS,
      settlesAt: now + 7 * DAY_MS,
      campaignId: c.id,
    })
    .returning();
  if (!p) throw new Error('no dual product');
  return p;
}

describe('all money routes in parallel on PostgreSQL', () => {
  it('answer no 500 and keep the books balanced', async () => {
    expect(app.database.driver).toBe('postgres');
    // Users and all their accounts first, as on a live system: their account ids are then below the campaigns'
    // and escrows' ids, so a posting's ascending lock order puts the user's accounts before the campaign's.
    const users = await Promise.all(
      Array.from({ length: 10 }, () => makeUser(app, { USDT: '1000000', BTC: '100', ETH: '1000' })),
    );
    await withTransaction(app.database.db, (tx) =>
      getOrCreateAccounts(
        tx,
        users.flatMap((u) =>
          ['USDT', 'BTC'].flatMap((currency) =>
            ([3, 6, 7] as const).map((kind) => ({ ownerType: 'user' as const, ownerId: u.id, currency, kind })),
          ),
        ),
      ),
    );
    const { product: mining } = await makeProduct(app, { budget: '10000000', min: '10', max: null });
    const call = await makeDual('call');
    const put = await makeDual('put');
    const now = app.clock.now();
    const ieo = await app.use(earnModule).ieo.create({
      title: 'DOT round',
      token: 'DOT',
      payCurrency: 'USDT',
      price: '5',
      supply: '10000000',
      minAmount: '1',
      userLimit: '1000000',
      startsAt: now - 1000,
      endsAt: now + DAY_MS,
      lockDays: 2,
      mode: 'pro_rata',
    });
    const eth = refPrice(app, 'ETH/USDT');

    // Each user's rounds: subscribe while redeeming the last round's order, buy both duals, apply, move money
    // both ways between two accounts, trade.
    const script = async (u: Who, i: number) => {
      const out: Awaited<ReturnType<typeof http>>[] = [];
      let held: number | undefined;
      for (let round = 0; round < 6; round++) {
        const step = await Promise.all([
          http(u, '/api/lh/deposit', { config_id: mining.id, amount: '100' }),
          ...(held === undefined ? [] : [http(u, '/api/lh/deposit/order/cancel', { id: held })]),
          http(u, '/api/dual/buyDual', { id: call.id, num: 1 }),
          http(u, '/api/dual/buyDual', { id: put.id, num: 1 }),
          http(u, '/api/project/order', { project_id: ieo.id, amount: '10' }),
          http(u, '/api/wallet/change', { currency_id: 3, number: '50', from_field: 'change', to_field: 'lever' }),
          http(u, '/api/wallet/change', { currency_id: 3, number: '20', from_field: 'lever', to_field: 'change' }),
          http(u, '/api/coin/trade', {
            currency_id: 2,
            legal_id: 3,
            type: (i + round) % 2 === 0 ? 1 : 2,
            amount: '0.01',
            target_price: eth,
          }),
        ]);
        out.push(...step);
        held = (JSON.parse(step[0].text) as { message: { id?: number } }).message.id;
      }
      return out;
    };
    const answers = (await Promise.all(users.map(script))).flat();

    const failed = answers.filter((a) => a.status >= 500);
    const byRoute = new Map<string, number>();
    for (const a of failed) byRoute.set(a.url, (byRoute.get(a.url) ?? 0) + 1);
    console.info(`${answers.length} requests, ${failed.length} answered 5xx`, Object.fromEntries(byRoute));
    expect(failed.map((a) => `${a.url}: ${a.text}`)).toEqual([]);
    // Every route did real work, not only refusals.
    for (const url of ['/api/lh/deposit', '/api/dual/buyDual', '/api/project/order', '/api/wallet/change']) {
      expect(
        answers.some((a) => a.url === url && a.status === 200 && a.text.includes('"type":"ok"')),
        url,
      ).toBe(true);
    }
    expect(await auditJournal(app.database.db)).toEqual({
      unbalancedEntries: [],
      driftedAccounts: [],
      unbalancedCurrencies: [],
    });
    await checkInvariants(app);
  }, 120_000);
});
