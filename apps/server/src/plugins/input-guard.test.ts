/**
 * Issue 10 item 5: NUL and lone surrogates in any text input answered as a translated field error in the envelope
 * (HTTP 200, type 'error', the field named), never a 500 with SQL in the log. The rule is the shared validators'
 * findUnsafeText, applied once to body, query and params of every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, makeUser } from '../modules/accounts/accounts.test-helpers';
import { makeAdmin } from '../test/auth-kit';
import { makeTestApp, type TestApp } from '../test/make-app';

let t: TestApp;
const lines: string[] = [];
let admin: { authorization: string };
let user: { authorization: string };

beforeAll(async () => {
  t = await makeTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) } });
  admin = await makeAdmin(t.app);
  user = (await makeUser(t.app)).auth;
});
afterAll(async () => t.close());

async function raw(method: 'GET' | 'POST' | 'PUT', url: string, body?: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: res.statusCode, body: res.json() as { type: string; message: string } };
}

describe('NUL and lone surrogates', () => {
  it('register without login: extension_code "\\u0000" is a field error, not a 500', async () => {
    const res = await raw(
      'POST',
      '/api/user/register',
      '{"user_string":"a@example.com","code":"123456","password":"Secret-123","re_password":"Secret-123","extension_code":"\\u0000"}',
    );
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('error');
    expect(res.body.message).toMatch(/^invitation code: contains a character that is not allowed/);
  });

  it('a lone surrogate in the admin settings is a field error, translated', async () => {
    const res = await raw('PUT', '/api/admin/settings?lang=zh', '{"site_name":"ab\\ud800c"}', admin);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('error');
    expect(res.body.message).toContain('包含不允许的字符');
  });

  it('a lone low surrogate in a user text field (nickname) is refused', async () => {
    const res = await raw('POST', '/api/user/editNickname', '{"nickname":"\\udc00ab"}', user);
    expect(res.body).toEqual({
      type: 'error',
      message: expect.stringMatching(/contains a character that is not allowed/),
    });
  });

  it('in the query string and in path parameters', async () => {
    const q = await raw('GET', '/api/admin/users?q=%00', undefined, admin);
    expect(q.body.type).toBe('error');
    expect(q.body.message).toMatch(/not allowed/);
    const p = await raw('GET', '/api/admin/users/1%00', undefined, admin);
    expect(p.status).toBe(200);
    expect(p.body.type).toBe('error');
  });

  it('in an object key, nested', async () => {
    const res = await raw('POST', '/api/user/editSignature', '{"signature":"hello","x":{"a\\u0000":1}}', user);
    expect(res.body.type).toBe('error');
    expect(res.body.message).toMatch(/not allowed/);
  });

  it('form-encoded bodies too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/editSignature',
      headers: { ...user, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'signature=hi%00there',
    });
    expect(res.json().type).toBe('error');
    expect(res.json().message).toMatch(/^.+: contains a character that is not allowed/);
  });

  it('emoji and every script still pass (surrogate pairs are fine)', async () => {
    const res = await raw('POST', '/api/user/editSignature', JSON.stringify({ signature: '你好 😀 ภาษาไทย' }), user);
    expect(res.body.type).toBe('ok');
  });

  it('no error line, no SQL and no stack were logged by any of these', () => {
    const text = lines.join('\n');
    expect(text).not.toMatch(/"level":50/);
    expect(text).not.toMatch(/insert into|select .* from|\bat .*\.ts:\d+/i);
  });
});
