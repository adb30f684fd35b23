/**
 * JSON numbers are never rounded (issue 29): a campaign funded with 9007199254740993 (2^53 + 1, sent as a JSON
 * number) was funded with 9007199254740992. A number literal that does not read back as the same decimal is now
 * refused, naming its field, in the caller's language; the same value sent as text is taken exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../test/auth-kit';
import { makeTestApp, type TestApp } from '../test/make-app';
import { inexactNumbers, readsBackExactly } from './exact-json';

let t: TestApp;
let finance: { authorization: string };
beforeAll(async () => {
  t = await makeTestApp({ env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' }, startJobs: false });
  finance = await makeAdmin(t.app, 'finance');
});
afterAll(async () => t.close());

const raw = async (url: string, body: string, headers: Record<string, string> = {}) =>
  (
    await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, body })
  ).json() as { type: string; message: { remaining?: string } | string };

describe('exact JSON numbers', () => {
  it('tells the literals a number does not hold exactly', () => {
    for (const ok of ['0', '-0', '1', '1.5', '0.1', '100.25', '9007199254740991', '9007199254740992', '1e21', '2.5E-7'])
      expect(readsBackExactly(ok), ok).toBe(true);
    for (const bad of [
      '9007199254740993',
      '123456789012345678901',
      '0.30000000000000001',
      '1e400',
      '-9007199254740995',
    ])
      expect(readsBackExactly(bad), bad).toBe(false);
    // Digits inside strings (escaped quotes included) are text, not numbers.
    const text = '{"a":"9007199254740993 \\" 9007199254740993","b":[1,9007199254740993]}';
    expect(inexactNumbers(text).map((x) => text.slice(x.start, x.end))).toEqual(['9007199254740993']);
  });

  it('refuses a campaign funding above 2^53 sent as a number, and funds it exactly sent as text', async () => {
    const made = await raw('/api/admin/earn/campaigns', '{"name":"Big","currency":"USDT","note":""}', finance);
    expect(made.type).toBe('ok');
    const id = (made.message as unknown as { id: number }).id;
    const url = `/api/admin/earn/campaigns/${id}/fund`;
    expect(await raw(`${url}?lang=en`, '{"amount":9007199254740993}', finance)).toEqual({
      type: 'error',
      message: expect.stringMatching(/amount.*is a number too long to be read exactly/i),
    });
    expect(await raw(`${url}?lang=zh`, '{"amount":9007199254740993}', finance)).toEqual({
      type: 'error',
      message: expect.stringContaining('数字过长，无法精确读取'),
    });
    const list = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/admin/earn/campaigns', headers: finance })).json() as {
          message: { id: number; remaining: string }[];
        }
      ).message;
    expect((await list()).find((c) => c.id === id)?.remaining).toBe('0');
    expect((await raw(url, '{"amount":"9007199254740993"}', finance)).type).toBe('ok');
    expect((await list()).find((c) => c.id === id)?.remaining).toBe('9007199254740993');
  });

  it('refuses a rounded number on any route, naming the nested field, and leaves exact numbers alone', async () => {
    const res = await raw(
      '/api/user/login?lang=en',
      '{"email":"a@example.com","password":"x","extra":{"n":[0.30000000000000001]}}',
    );
    expect(res).toEqual({
      type: 'error',
      message: expect.stringMatching(/extra › n › 0: is a number too long to be read exactly/),
    });
    // A malformed body stays the parser's own refusal, whatever numbers it holds.
    expect(await raw('/api/user/login?lang=en', '{"a":9007199254740993,')).toEqual(
      await raw('/api/user/login?lang=en', '{"a":1,'),
    );
    const exact = await raw('/api/user/login?lang=en', '{"email":"nobody@example.com","password":"Wrong-123","n":1.5}');
    expect(JSON.stringify(exact)).not.toMatch(/read exactly/);
  });
});
