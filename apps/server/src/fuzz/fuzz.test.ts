/**
 * The fuzz suite (issue 10, Build 3). Every route of the server's OpenAPI document gets generated bad requests
 * (openapi-cases.ts, values.ts), signed in as a user, as an admin, or not at all. A run sends FUZZ_REQUESTS requests
 * (default 3000): half with a fixed seed, half with a random seed printed for replay (`FUZZ_SEED=<n>` replays one
 * seed for the whole run). It fails on any 5xx, any stack trace or SQL in a response, and any log line (the pino
 * output is captured) that carries a request value (each generated text holds a marker) or an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerUser } from '../modules/accounts/accounts.test-helpers';
import { makeAdmin } from '../test/auth-kit';
import { makeTestApp, type TestApp } from '../test/make-app';
import { type Case, makeCase, type Route, routesOf } from './openapi-cases';
import { MARKER, rng } from './values';

const FIXED_SEED = 20_261_127;
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 3000);
const REPLAY = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const RANDOM_SEED = REPLAY ?? Math.floor(Math.random() * 2 ** 31);

/** A response that shows the server's insides: a stack frame, SQL, a driver error. */
const LEAK =
  /\n\s+at [\w.<>]+ \(|at [\w/.-]+\.[jt]s:\d+:\d+|Failed query|DrizzleQueryError|SQLSTATE|syntax error at or near|violates [a-z ]*constraint|\b(select|update|insert into|delete from) +["a-z_]+.*\b(from|set|values|where)\b|\bparams: /i;

let t: TestApp;
const lines: string[] = [];
let userAuth: Record<string, string> = {};
let adminAuth: Record<string, string> = {};
let user = { email: '', password: '' };

async function loginUser() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: freshIp(),
    payload: { user_string: user.email, password: user.password },
  });
  const m = res.json().message;
  userAuth = { authorization: typeof m === 'string' ? m : m.token };
  const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: userAuth });
  if (info.json().type === 'ok') ownIds.add(info.json().message.id);
}
const ownIds = new Set<number>();

beforeAll(async () => {
  t = await makeTestApp({
    env: { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '10000000' },
    logStream: { write: (l) => void lines.push(l) },
  });
  user = await registerUser(t.app);
  await loginUser();
  const admin = await makeAdmin(t.app);
  adminAuth = { authorization: admin.authorization };
  const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: adminAuth });
  ownIds.add(me.json().message.id);
}, 120_000);
afterAll(async () => t.close());

type Failure = { seed: number; index: number; method: string; url: string; how: string; problem: string };

/** Logging out or revoking would end the fuzzer's own session: those run without a session. */
const SESSION_ENDERS = /logout|revoke/;

function authFor(route: Route, pick: number): Record<string, string> {
  if (SESSION_ENDERS.test(route.path) || pick < 0.1) return {};
  if (route.admin) return adminAuth;
  return pick < 0.15 ? adminAuth : userAuth;
}

describe('fuzz: every route of the OpenAPI document with generated bad inputs', () => {
  it(`${TOTAL} requests, no 5xx, no stack or SQL in a response, no request value in the log`, async () => {
    const doc = t.app.swagger() as Parameters<typeof routesOf>[0];
    const all = routesOf(doc);
    expect(all.length).toBeGreaterThan(50);
    // FUZZ_ROUTE=<regex> narrows a replay to the routes whose "METHOD /path" matches.
    const only = process.env.FUZZ_ROUTE ? new RegExp(process.env.FUZZ_ROUTE) : undefined;
    const routes = only ? all.filter((r) => only.test(`${r.method} ${r.path}`)) : all;
    const seeds = REPLAY === undefined ? [FIXED_SEED, RANDOM_SEED] : [REPLAY];
    console.log(
      `fuzz: ${routes.length} routes, ${TOTAL} requests, seeds ${seeds.join(' and ')} (replay one with FUZZ_SEED=<seed>)`,
    );
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const perRoute = new Map<string, number>();
    const started = Date.now();
    let relogins = 0;

    for (const [s, seed] of seeds.entries()) {
      const r = rng(seed);
      const count = Math.floor(TOTAL / seeds.length) + (s === 0 ? TOTAL % seeds.length : 0);
      for (let i = 0; i < count; i++) {
        const route = routes[i % routes.length]!;
        const c: Case = makeCase(route, r, [...ownIds]);
        const auth = authFor(route, r.next());
        const res = await t.app.inject({
          method: route.method,
          url: c.url,
          remoteAddress: freshIp(),
          headers: { ...c.headers, ...auth },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        perRoute.set(`${route.method} ${route.path}`, (perRoute.get(`${route.method} ${route.path}`) ?? 0) + 1);
        const where = { seed, index: i, method: route.method, url: c.url.slice(0, 160), how: c.how };
        if (res.statusCode >= 500)
          failures.push({ ...where, problem: `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}` });
        const leak = LEAK.exec(res.body);
        if (leak) failures.push({ ...where, problem: `leak in response: ${leak[0].slice(0, 80)}` });
        // The fuzzer's own session may be ended by a route (a password change, a lock): sign in again.
        if (auth === userAuth && res.body.startsWith('{"type":"999"')) {
          relogins++;
          await loginUser();
        }
      }
    }

    const logProblems = lines
      .filter((l) => MARKER.test(l) || /\d{20,}/.test(l) || /"level":(50|60)/.test(l))
      .map((l) => l.slice(0, 300));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${TOTAL} requests in ${seconds}s, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `${perRoute.size} routes hit, ${relogins} re-logins, ${lines.length} log lines`,
    );
    for (const f of failures.slice(0, 25)) console.log('fuzz failure', JSON.stringify(f));
    for (const l of logProblems.slice(0, 10)) console.log('fuzz log problem', l);
    expect(perRoute.size).toBe(routes.length);
    expect(failures).toEqual([]);
    expect(logProblems).toEqual([]);
  }, 600_000);
});
