/**
 * Issue 10 item 8: CORS and socket.io echoed any Origin. Now only the same origin, CORS_ORIGINS (default PUBLIC_URL
 * and the README's dev servers) get an Access-Control-Allow-Origin header, and a socket from a foreign origin is
 * refused at the handshake, over polling and over websocket.
 */
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { makeTestApp, type TestApp } from '../test/make-app';
import { allowedOrigins, isOriginAllowed } from './origins';

const FOREIGN = 'https://evil.example';
const ALLOWED = 'https://app.example.com';
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await makeTestApp({ env: { CORS_ORIGINS: `${ALLOWED}, http://localhost:5173` } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t.close());

describe('config', () => {
  it('CORS_ORIGINS is a comma-separated list of origins; a path or a bad scheme refuses to start', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://A.example, http://b.example:8080' }).corsOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://a.example' })).toThrow(/CORS_ORIGINS/);
  });

  it('by default: PUBLIC_URL, and the dev servers outside production only', () => {
    const dev = allowedOrigins(loadConfig({ PUBLIC_URL: 'https://x.example/app' }));
    expect([...dev]).toEqual(expect.arrayContaining(['https://x.example', 'http://localhost:5173']));
    const prod = allowedOrigins(
      loadConfig({
        PUBLIC_URL: 'https://x.example',
        NODE_ENV: 'production',
        SECRET_KEY: 'k'.repeat(32),
        PRICE_LOG_KEY: '0'.repeat(64),
      }),
    );
    expect([...prod]).toEqual(['https://x.example']);
    expect(isOriginAllowed('https://x.example', undefined, prod)).toBe(true);
    expect(isOriginAllowed('https://y.example', 'x.example', prod)).toBe(false);
    expect(isOriginAllowed('https://shop.example:444', 'shop.example:444', prod)).toBe(true);
    expect(isOriginAllowed('null', 'x.example', prod)).toBe(false);
    expect(isOriginAllowed(undefined, 'x.example', prod)).toBe(true);
  });
});

describe('HTTP CORS', () => {
  it('a foreign Origin gets no Access-Control-Allow-Origin, on a request and on a preflight', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getSiteConfig', headers: { origin: FOREIGN } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a listed origin and the same origin are allowed', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/getSiteConfig', headers: { origin: ALLOWED } });
    expect(listed.headers['access-control-allow-origin']).toBe(ALLOWED);
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/getSiteConfig',
      headers: { origin: 'http://shop.example:8080', host: 'shop.example:8080' },
    });
    expect(same.headers['access-control-allow-origin']).toBe('http://shop.example:8080');
  });
});

describe('socket.io', () => {
  const tryConnect = (origin: string, transports: ('polling' | 'websocket')[]) =>
    new Promise<'connected' | string>((resolve) => {
      const socket = connect(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports,
        extraHeaders: { origin },
        reconnection: false,
        timeout: 5000,
      });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', (e) => {
        socket.close();
        resolve(e.message);
      });
    });

  it('a socket from a foreign origin is refused, over polling and websocket', async () => {
    expect(await tryConnect(FOREIGN, ['polling'])).not.toBe('connected');
    expect(await tryConnect(FOREIGN, ['websocket'])).not.toBe('connected');
  });

  it('a socket from a listed origin or the same origin connects', async () => {
    expect(await tryConnect(ALLOWED, ['websocket'])).toBe('connected');
    expect(await tryConnect(ALLOWED, ['polling'])).toBe('connected');
    expect(await tryConnect(`http://127.0.0.1:${port}`, ['websocket'])).toBe('connected');
  });
});
