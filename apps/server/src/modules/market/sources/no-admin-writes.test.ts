/**
 * Attacker test (issue 30: "the back office chooses the price source"): a super admin walks EVERY registered admin
 * route with plausible bodies, plus the fields the old `PUT /admin/market/feed` took and a sources document, and
 * afterwards the deployment's sources, the `price_source_sets` history, the saved feed settings and the running
 * feed are exactly as before; and no admin route that writes has a path about a feed, a source or a seed.
 */
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plausible, type Route, routesOf } from '../../../fuzz/openapi-cases';
import { rng } from '../../../fuzz/values';
import { makeAdmin } from '../../../test/auth-kit';
import { makeTestApp, type TestApp } from '../../../test/make-app';
import { marketModule } from '../market.module';
import { feedState, priceSourceSets } from '../market.tables';
import { replayServer } from './replay.test-kit';

let t: TestApp;
let venue: Awaited<ReturnType<typeof replayServer>>;
let admin: Record<string, string>;

beforeAll(async () => {
  venue = await replayServer([]);
  t = await makeTestApp({
    env: {
      RATE_LIMIT_MAX: '10000000',
      MARKET_SIM_SYMBOLS: 'BTC/USDT,ETH/USDT',
      MARKET_HISTORY_COUNT: '0',
      MARKET_SOURCES: JSON.stringify({
        sources: { binance: { kind: 'binance', url: `${venue.url}/stream` } },
        instruments: { 'ETH/USDT': ['binance'], '*': ['sim'] },
      }),
    },
    startJobs: false,
  });
  admin = { authorization: (await makeAdmin(t.app)).authorization };
}, 180_000);
afterAll(async () => {
  await t?.close();
  await venue?.close();
});

/** Everything that decides where prices come from, now and at the next start. */
async function sourceState() {
  const { sources, market } = t.app.use(marketModule);
  const db = t.app.database.db;
  return {
    public: sources.publicView(),
    admin: sources
      .adminView()
      .instruments.map((i) => ({ symbol: i.symbol, sources: i.sources.map((s) => [s.name, s.host]) })),
    history: await db.select().from(priceSourceSets),
    // `live` is the candles being built; anything else in feed_state would be a saved choice (the old `settings`)
    saved: await db.select().from(feedState).where(ne(feedState.key, 'live')),
    feed: market.feedInfo().name,
  };
}

const STEER = {
  source: 'exchange',
  seed: 7,
  exchange_url: 'wss://attacker.example/stream',
  url: 'wss://attacker.example/stream',
  kind: 'binance',
  sources: { binance: { kind: 'binance', url: 'wss://attacker.example/stream' } },
  instruments: { 'ETH/USDT': ['attacker'], '*': ['attacker'] },
  method: { max_age_ms: 600000, band_percent: '99' },
};

function urlOf(route: Route, r: ReturnType<typeof rng>, m: string): string {
  let path = route.path;
  for (const p of route.pathParams) path = path.replace(`{${p}}`, '1');
  const query = route.query
    .filter((q) => q.required || r.chance(0.5))
    .map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(String(plausible(q.schema, r, m)))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

describe('no back-office route writes a price source', () => {
  it('walks every admin route as a super admin: sources, their history and the running feed stay unchanged', async () => {
    const routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]).filter((x) => x.admin);
    expect(routes.length).toBeGreaterThan(40);
    const writes = routes.filter((x) => x.method !== 'GET').map((x) => `${x.method} ${x.path}`);
    expect(writes.filter((w) => /feed|source|seed/i.test(w))).toEqual([]);

    const before = await sourceState();
    const r = rng(30);
    let calls = 0;
    for (const route of routes) {
      for (const steer of [false, true]) {
        const m = `FZ${String(calls).padStart(6, '0')}`;
        const plain = route.body ? plausible(route.body, r, m) : undefined;
        const body =
          route.method === 'GET' || route.multipart
            ? undefined
            : steer
              ? { ...(plain && typeof plain === 'object' ? plain : {}), ...STEER }
              : (plain ?? {});
        const res = await t.app.inject({
          method: route.method,
          url: urlOf(route, r, m),
          headers: { ...admin, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
        calls++;
        // a route that ended this session (log-out, the admin deleted or demoted) must not end the walk
        if (res.statusCode === 401 || res.body.startsWith('{"type":"999"'))
          admin = { authorization: (await makeAdmin(t.app)).authorization };
      }
    }
    expect(calls).toBe(routes.length * 2);
    expect(await sourceState()).toEqual(before);
  }, 300_000);
});
