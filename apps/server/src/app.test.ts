import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from './test/make-app';

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await makeTestApp({ seed: true, logLevel: 'info', logStream: { write: (line) => void logs.push(line) } });
});
afterAll(async () => t.close());

describe('envelope and errors', () => {
  it('answers unknown API routes with HTTP 404 and a translated envelope', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ type: 'error', message: 'Not found' });
    const zh = await t.app.inject({ method: 'POST', url: '/api/no/such/route?lang=zh' });
    expect(zh.json()).toEqual({ type: 'error', message: '未找到' });
  });

  it('names the field in the caller language when validation fails', async () => {
    const ask = async (lang: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/news/detail', payload: { id: 'abc', lang } })).json();
    const en = await ask('en');
    const zh = await ask('zh');
    const fra = await ask('fra');
    expect(en).toEqual({ type: 'error', message: 'id: must be a number' });
    expect(zh.type).toBe('error');
    expect(zh.message).toBe('编号：必须是数字');
    expect(fra.message).toBe('identifiant : doit être un nombre');
    expect(new Set([en.message, zh.message, fra.message]).size).toBe(3);
  });

  it('says a missing field is required', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/news/detail', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'error', message: 'id: required' });
  });

  it('answers a malformed JSON body with the envelope, not a framework error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news/list?lang=spa',
      headers: { 'content-type': 'application/json' },
      payload: '{"c_id": ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'error', message: 'El cuerpo de la solicitud no es un JSON válido' });
  });

  it('accepts form-encoded bodies and reads lang from them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news/list',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'c_id=4&page=1&limit=2&lang=zh&timestamp=1700000000000',
    });
    const body = res.json();
    expect(body.type).toBe('ok');
    expect(body.message.limit).toBe(2);
    expect(body.message.list).toHaveLength(2);
    expect(body.message.list[0].title).toBe('欢迎来到 OpenX');
  });

  it('reads GET query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getSetting?keyword=site_name&timestamp=1' });
    expect(res.json()).toEqual({ type: 'ok', message: 'OpenX' });
  });

  it('rejects an out-of-range page size with the field named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/news/list', payload: { limit: 1000 } });
    expect(res.json()).toEqual({ type: 'error', message: 'page size: must be at most 100' });
  });

  it('sets a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getSiteConfig' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain('connect-src');
  });

  it('serves the API docs and the demo images', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/news/list');
    const logo = await t.app.inject({ method: 'GET', url: '/static/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/h5/');
  });

  it('never writes a password or a token into the log', async () => {
    const auth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: auth });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'x@example.com', password: 'Secret-Pass-1' },
    });
    const all = logs.join('\n');
    expect(all).toContain('/api/admin/me');
    expect(all).not.toContain('Admin12345');
    expect(all).not.toContain('Secret-Pass-1');
    expect(all).not.toContain(auth.authorization.slice(7));
  });
});

describe('realtime', () => {
  it('answers ping with pong over socket.io on the same server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(address, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    try {
      const pong = await new Promise<{ echo: unknown }>((resolve, reject) => {
        socket.on('connect_error', reject);
        socket.on('pong', resolve);
        socket.on('connect', () => socket.emit('ping', 'hello'));
      });
      expect(pong.echo).toBe('hello');
    } finally {
      socket.close();
    }
  });
});
