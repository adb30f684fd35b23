/**
 * Every PUT and PATCH of the OpenAPI document, on demo data, with an empty body and with a body of unknown fields
 * only (the schema strips them, so the route sees `{}` too), on a row that exists: `PUT /admin/earn/ieo/:id` and
 * `PUT /admin/market/fiats/:code` answered 500 ("No values to set") before (issue 29). No update answers 5xx.
 * The random fuzz (fuzz.test.ts) rarely reached this: its path ids are random and its empty bodies one case in 14.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerUser } from '../modules/accounts/accounts.test-helpers';
import { makeAdmin } from '../test/auth-kit';
import { makeTestApp, type TestApp } from '../test/make-app';
import { routesOf } from './openapi-cases';

let t: TestApp;
let admin: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await makeTestApp({ seed: true, env: { RATE_LIMIT_MAX: '10000000' }, startJobs: false });
  admin = { authorization: (await makeAdmin(t.app)).authorization };
  const u = await registerUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: freshIp(),
    payload: { user_string: u.email, password: u.password },
  });
  const m = res.json().message;
  user = { authorization: typeof m === 'string' ? m : m.token };
}, 180_000);
afterAll(async () => t.close());

/** The first array of objects in an answer (a list's rows), depth first. */
function rowsIn(v: unknown, depth = 0): Record<string, unknown>[] | undefined {
  if (Array.isArray(v)) return v.length > 0 && v[0] && typeof v[0] === 'object' ? (v as never) : undefined;
  if (!v || typeof v !== 'object' || depth > 3) return undefined;
  for (const x of Object.values(v)) {
    const found = rowsIn(x, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A real key for each path parameter: from the first row of the list one level up (`/x/{code}` → `GET /x`,
 * its `code`, `…_code` or `id`), else 1. */
async function realPath(path: string, headers: Record<string, string>): Promise<string> {
  let out = path;
  for (const [, name = ''] of path.matchAll(/\{(\w+)\}/g)) {
    const parent = out.slice(0, out.indexOf(`{${name}}`) - 1);
    const res = await t.app.inject({ method: 'GET', url: parent, headers });
    const row = res.statusCode === 200 ? rowsIn(res.json().message)?.[0] : undefined;
    const suffixed = row && Object.keys(row).find((k) => k.endsWith(`_${name}`));
    const key = row?.[name] ?? (suffixed ? row?.[suffixed] : undefined) ?? row?.id ?? 1;
    out = out.replace(`{${name}}`, encodeURIComponent(String(key)));
  }
  return out;
}

describe('fuzz: empty and unknown-only bodies on every update route', () => {
  it('never answer 5xx, and an update that changes nothing is a validation error', async () => {
    const doc = t.app.swagger() as Parameters<typeof routesOf>[0];
    const updates = routesOf(doc).filter((r) => r.method === 'PUT' || r.method === 'PATCH');
    expect(updates.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of updates) {
      const headers = route.admin ? admin : user;
      const url = await realPath(route.path, headers);
      for (const body of ['{}', '{"zz_unknown_field":1,"another":"x"}']) {
        const res = await t.app.inject({
          method: route.method,
          url: `${url}?lang=en`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${url} ${body}: ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers the two routes of the issue with the translated field error', async () => {
    for (const path of ['/api/admin/earn/ieo/{id}', '/api/admin/market/fiats/{code}']) {
      const url = await realPath(path, admin);
      expect(url).not.toMatch(/\{/);
      for (const [lang, text] of [
        ['en', 'name at least one field to change'],
        ['zh', '请至少填写一个要修改的字段'],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `${url}?lang=${lang}`,
          headers: { ...admin, 'content-type': 'application/json' },
          payload: '{"zz_unknown_field":1}',
        });
        expect(res.json(), url).toEqual({ type: 'error', message: expect.stringContaining(text) });
      }
    }
  });
});
