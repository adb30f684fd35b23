import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './test/make-app';

// A database that goes away mid-flight: callers get a translated 500 with no internals; health says 503.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.database.close();
});
afterAll(async () => t.close());

it('answers unexpected errors with HTTP 500, a translated message and no stack or SQL', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/getSiteConfig?lang=fra' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ type: 'error', message: 'Erreur du serveur' });
  expect(res.body).not.toMatch(/select|at |stack|\.ts/i);
});

it('reports the database down on /api/health with HTTP 503', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json().message.db).toBe('down');
});

it('answers over the rate limit with HTTP 429 and a translated envelope', async () => {
  const limited = await makeTestApp({ rateLimitMax: 2 });
  try {
    for (let i = 0; i < 2; i++)
      expect((await limited.app.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200);
    const res = await limited.app.inject({ method: 'GET', url: '/api/menu?lang=zh' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ type: 'error', message: '请求过于频繁，请稍后再试' });
  } finally {
    await limited.close();
  }
});
