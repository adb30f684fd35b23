/**
 * Issue 10: every HTTP error in the envelope. Multipart without a boundary or with a truncated part was a 500 with a
 * stack in the log; 414/431, unparseable requests and broken percent-encoding were Fastify's own JSON.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../modules/accounts/accounts.test-helpers';
import { makeTestApp, type TestApp } from '../test/make-app';

let t: TestApp;
let port: number;
let user: { authorization: string };
const lines: string[] = [];

/** One raw HTTP exchange: what the server wrote before it closed the socket. */
function rawHttp(text: string): Promise<string> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1', () => s.write(text));
    let out = '';
    s.on('data', (d) => {
      out += d;
    });
    s.on('close', () => resolve(out));
    s.on('error', () => resolve(out));
    setTimeout(() => s.destroy(), 5000);
  });
}

const parse = (raw: string) => {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
};

beforeAll(async () => {
  t = await makeTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) } });
  user = (await makeUser(t.app)).auth;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t.close());

describe('multipart', () => {
  it('with a boundary longer than the parser takes (300 characters): 400 in the envelope', async () => {
    const boundary = 'b'.repeat(300);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...user, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'error', message: 'The upload is malformed, please choose the file again' });
  });

  it('without a boundary: 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...user, 'content-type': 'multipart/form-data' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'error', message: 'The upload is malformed, please choose the file again' });
  });

  it('with a truncated part: 400 in the envelope, translated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload?lang=zh',
      headers: { ...user, 'content-type': 'multipart/form-data; boundary=XX' },
      payload:
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'error', message: '上传内容格式有误，请重新选择文件' });
  });
});

describe('errors before routing', () => {
  it('headers too large: 431 in the envelope', async () => {
    const res = parse(
      await rawHttp(`GET /api/getSiteConfig HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`),
    );
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ type: 'error', message: 'The request headers are too large' });
  });

  it('an address too long for the header limit: 414 in the envelope', async () => {
    const res = parse(await rawHttp(`GET /api/getSiteConfig?${'a'.repeat(20000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ type: 'error', message: 'The address of the request is too long' });
  });

  it('an address above 8 KB that fits the header limit: 414 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/getSiteConfig?x=${'a'.repeat(9000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ type: 'error', message: 'The address of the request is too long' });
  });

  it('a request line Node cannot parse: 400 in the envelope', async () => {
    const res = parse(await rawHttp('GARBAGE\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 'error', message: 'Parameter error' });
  });

  it('broken percent-encoding in the path: 400 in the envelope, translated from the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users/%zz?lang=fra' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'error', message: "L'adresse de la requête n'est pas valide" });
  });

  it('broken JSON and an unknown content type: translated field-less errors in the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/editNickname',
      headers: { ...user, 'content-type': 'application/json' },
      payload: '{"nickname":',
    });
    expect(bad.json()).toEqual({ type: 'error', message: 'The request body is not valid JSON' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/user/editNickname',
      headers: { ...user, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(xml.json()).toEqual({ type: 'error', message: 'This content type is not accepted' });
  });

  it('none of these logged an error line or a stack', () => {
    const text = lines.join('\n');
    expect(text).not.toMatch(/"level":50/);
    expect(text).not.toMatch(/"stack"/);
    expect(text).not.toContain('aaaaaaaa');
  });
});
