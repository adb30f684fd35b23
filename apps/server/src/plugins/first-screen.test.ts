/**
 * `POST /api/first-screen`: a screen's first calls in one request answer exactly what each call answers on its own
 * (same status and body, in order), with the caller's token and language; only first-screen read calls, at most
 * eight, and each one still counts against the caller's rate limit.
 */
import { FIRST_SCREEN_MAX_CALLS } from '@app/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../modules/accounts/accounts.test-helpers';
import { makeTestApp, type TestApp } from '../test/make-app';

let t: TestApp;

// No simulated feed: a price moving between the batch and the single calls would make equal answers differ.
beforeAll(async () => {
  t = await makeTestApp({ seed: true, env: { MARKET_SIM_SYMBOLS: 'none' } });
});
afterAll(async () => t.close());

type Answer = { status: number; body: unknown };
/** The envelope type of an answer's body (undefined when there is no such answer). */
const typeOf = (a: Answer | undefined) => (a?.body as { type?: string } | null | undefined)?.type;

async function batch(calls: unknown, headers: Record<string, string> = {}, ip = '198.51.100.7') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/first-screen',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ calls }),
    remoteAddress: ip,
  });
  return { status: res.statusCode, json: res.json() as { type: string; message: unknown } };
}

const query = (data: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(data).map(([k, v]): [string, string] => [k, String(v)]));

async function alone(method: 'GET' | 'POST', path: string, data: Record<string, string | number>, auth = '') {
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  const res =
    method === 'GET'
      ? await t.app.inject({
          method,
          url: `/api${path}?${query(data)}`,
          headers,
        })
      : await t.app.inject({
          method,
          url: `/api${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(data),
        });
  return { status: res.statusCode, body: res.json() as unknown };
}

describe('first screen calls in one request', () => {
  it('answers each call as it answers on its own, in order', async () => {
    const calls = [
      { method: 'GET', path: '/getSiteConfig', data: { lang: 'en' } },
      { method: 'POST', path: '/news/list', data: { c_id: 4, page: 1, limit: 5, lang: 'en' } },
      { method: 'GET', path: '/coin/pairs', data: { lang: 'th' } },
      { method: 'GET', path: '/coin/depth', data: { symbol: 'NOPE/USDT', limit: 50, lang: 'en' } },
    ] as const;
    const { status, json } = await batch(calls);
    expect(status).toBe(200);
    expect(json.type).toBe('ok');
    const answers = json.message as Answer[];
    expect(answers).toHaveLength(calls.length);
    for (const [i, c] of calls.entries()) {
      expect(answers[i], c.path).toEqual(await alone(c.method, c.path, c.data));
    }
    expect(answers.slice(0, 3).map(typeOf)).toEqual(['ok', 'ok', 'ok']);
    // A refused call is that call's answer, not the batch's.
    expect(typeOf(answers[3])).toBe('error');
  });

  it("sends the caller's token with each call: a private call answers the caller's own data", async () => {
    const user = await makeUser(t.app);
    const calls = [{ method: 'POST', path: '/wallet/list', data: { fiat: 'USD', lang: 'en' } }];
    const signedIn = await batch(calls, user.auth);
    const answer = (signedIn.json.message as Answer[])[0];
    expect(answer).toEqual(await alone('POST', '/wallet/list', { fiat: 'USD', lang: 'en' }, user.auth.authorization));
    expect(typeOf(answer)).toBe('ok');
    const visitor = await batch(calls);
    expect(typeOf((visitor.json.message as Answer[])[0])).toBe('999');
  });

  it('takes only first-screen read calls, at most eight, with plain values', async () => {
    const refused = [
      [{ method: 'POST', path: '/user/login', data: { user_string: 'a@b.co', password: 'x' } }],
      [{ method: 'GET', path: '/first-screen' }],
      [{ method: 'DELETE', path: '/menu' }],
      [{ method: 'GET', path: '/menu', data: { lang: { nested: true } } }],
      [{ method: 'GET', path: '/menu', data: { lang: 'x'.repeat(201) } }],
      [{ method: 'GET', path: '/menu\u0000' }],
      Array.from({ length: FIRST_SCREEN_MAX_CALLS + 1 }, () => ({ method: 'GET', path: '/menu' })),
      [],
      'not a list',
    ];
    for (const calls of refused) {
      const { json } = await batch(calls);
      expect(json.type, JSON.stringify(calls).slice(0, 80)).toBe('error');
    }
  });

  it("counts each call against the caller's rate limit", async () => {
    const small = await makeTestApp({ rateLimitMax: 10 });
    try {
      const calls = Array.from({ length: 5 }, () => ({ method: 'GET', path: '/menu', data: { lang: 'en' } }));
      const send = () =>
        small.app.inject({
          method: 'POST',
          url: '/api/first-screen',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ calls }),
          remoteAddress: '203.0.113.9',
        });
      // 1 + 5 per batch: the second batch's last calls are past the 10 allowed a minute.
      const first = (await send()).json() as { message: Answer[] };

      expect(first.message.every((a) => a.status === 200)).toBe(true);
      const second = (await send()).json() as { message: Answer[] };
      expect(second.message.some((a) => a.status === 429)).toBe(true);
    } finally {
      await small.close();
    }
  });
});
