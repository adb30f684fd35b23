import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'openx-dist-'));
  for (const app of ['web', 'admin']) {
    mkdirSync(join(dir, app, 'assets'), { recursive: true });
    writeFileSync(join(dir, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(dir, app, 'assets', 'app.js'), `console.log('${app}')`);
  }
  t = await makeTestApp({ webDist: join(dir, 'web'), adminDist: join(dir, 'admin') });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

it('serves both client builds with their index.html', async () => {
  expect((await get('/h5/')).body).toContain('<title>web</title>');
  expect((await get('/admin/')).body).toContain('<title>admin</title>');
  expect((await get('/h5/assets/app.js')).body).toContain("console.log('web')");
});

it('falls back to index.html for unknown paths under each base, but not for missing files', async () => {
  expect((await get('/h5/pages/market/market')).body).toContain('<title>web</title>');
  expect((await get('/admin/news/12')).body).toContain('<title>admin</title>');
  expect((await get('/h5/assets/missing.js')).statusCode).toBe(404);
  const api = await get('/api/unknown');
  expect(api.statusCode).toBe(404);
  expect(api.json().type).toBe('error');
});

it('redirects / and the bare bases', async () => {
  expect((await get('/')).headers.location).toBe('/h5/');
  expect((await get('/admin')).statusCode).toBe(301);
});
