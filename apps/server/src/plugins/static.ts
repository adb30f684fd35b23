/**
 * Static files: the two React builds under /h5/ and /admin/ (when built), demo images under /static/.
 * Both apps use hash routes, but any unknown path under their base still answers their index.html.
 *
 * Delivery: the builds ship `.br` and `.gz` beside each text file (vite-plugin-compression2), served by the
 * request's Accept-Encoding without compressing anything per request. Files under `assets/` carry a content hash in
 * their name, so they are cached for a year as immutable; everything else (index.html, the web manifest, the
 * service worker) is revalidated on every load so a new build is picked up at once.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ROOT } from '../config';

/** A year: the longest max-age caches honour; a hashed name never changes its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of a client build, by its path inside the build. */
export function buildCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

export async function registerStatic(
  app: FastifyInstance,
  dirs: { webDist: string; adminDist: string },
): Promise<SpaFallback> {
  await app.register(fastifyStatic, { root: resolve(SERVER_ROOT, 'public'), prefix: '/static/', maxAge: '1h' });

  const spas: { prefix: string; root: string }[] = [];
  for (const [prefix, root] of [
    ['/h5/', dirs.webDist],
    ['/admin/', dirs.adminDist],
  ] as const) {
    if (!existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ root }, `${prefix} not served: no build found`);
      continue;
    }
    spas.push({ prefix, root });
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', buildCacheControl(path)),
    });
    app.get(prefix.slice(0, -1), { schema: { hide: true } }, (_req, reply) => reply.redirect(prefix, 301));
  }

  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect('/h5/'));

  return (request, reply) => {
    if (request.method !== 'GET') return undefined;
    const path = request.url.split('?')[0] ?? '';
    const spa = spas.find((s) => path.startsWith(s.prefix) && !path.slice(s.prefix.length).includes('.'));
    return spa
      ? reply.header('Cache-Control', REVALIDATE).sendFile('index.html', spa.root, { cacheControl: false })
      : undefined;
  };
}
