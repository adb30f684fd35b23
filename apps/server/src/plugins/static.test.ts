import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
    // As the build leaves them: precompressed twins beside the file (with a marker to tell which one was sent).
    writeFileSync(join(dir, app, 'assets', 'app.js.br'), brotliCompressSync(`console.log('${app} br')`));
    writeFileSync(join(dir, app, 'assets', 'app.js.gz'), gzipSync(`console.log('${app} gz')`));
  }
  // What vite-plugin-pwa leaves at the root of the web build: the worker, its runtime, the manifest and the icons.
  writeFileSync(join(dir, 'web', 'sw.js'), "define(['./workbox-1a2b3c4d'], () => {});");
  writeFileSync(join(dir, 'web', 'workbox-1a2b3c4d.js'), 'define([], () => {});');
  writeFileSync(join(dir, 'web', 'manifest.webmanifest'), '{"name":"OpenX","start_url":"/h5/"}');
  mkdirSync(join(dir, 'web', 'icons'));
  writeFileSync(join(dir, 'web', 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  t = await makeTestApp({ webDist: join(dir, 'web'), adminDist: join(dir, 'admin') });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

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

it('sends the precompressed file the browser accepts, brotli first, and the plain one otherwise', async () => {
  const br = await get('/h5/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('web br')");
  const gz = await get('/admin/assets/app.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe("console.log('admin gz')");
  const plain = await get('/h5/assets/app.js', { 'accept-encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe("console.log('web')");
});

it('caches hashed assets for a year as immutable and makes index.html revalidate', async () => {
  expect((await get('/h5/assets/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get('/admin/assets/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get('/h5/')).headers['cache-control']).toBe('no-cache');
  expect((await get('/admin/')).headers['cache-control']).toBe('no-cache');
  expect((await get('/h5/pages/market/market')).headers['cache-control']).toBe('no-cache');
});

it('serves the service worker, its runtime and the manifest as revalidated files of their own type', async () => {
  // A new build is only noticed when the worker script is asked again, and a manifest under another type is ignored.
  const sw = await get('/h5/sw.js');
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(sw.headers['cache-control']).toBe('no-cache');
  const runtime = await get('/h5/workbox-1a2b3c4d.js');
  expect(runtime.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(runtime.headers['cache-control']).toBe('no-cache');
  const manifest = await get('/h5/manifest.webmanifest');
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.json()).toEqual({ name: 'OpenX', start_url: '/h5/' });
  const icon = await get('/h5/icons/icon-192.png');
  expect(icon.headers['content-type']).toBe('image/png');
  // A missing worker is a 404, never the page: a page in its place would be a broken worker.
  expect((await get('/h5/registerSW.js')).statusCode).toBe(404);
});

it('compresses API answers above 1 KB and leaves small ones alone', async () => {
  const big = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
  expect(big.statusCode).toBe(200);
  expect(big.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
  const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
  expect(small.headers['content-encoding']).toBeUndefined();
});
