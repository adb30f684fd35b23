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
