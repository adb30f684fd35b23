/**
 * Static files: the two React builds under /h5/ and /admin/ (when built), demo images under /static/.
 * Both apps use hash routes, but any unknown path under their base still answers their index.html.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ROOT } from '../config';

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
    await app.register(fastifyStatic, { root, prefix, decorateReply: false, index: 'index.html' });
    app.get(prefix.slice(0, -1), { schema: { hide: true } }, (_req, reply) => reply.redirect(prefix, 301));
  }

  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect('/h5/'));

  return (request, reply) => {
    if (request.method !== 'GET') return undefined;
    const path = request.url.split('?')[0] ?? '';
    const spa = spas.find((s) => path.startsWith(s.prefix) && !path.slice(s.prefix.length).includes('.'));
    return spa ? reply.sendFile('index.html', spa.root) : undefined;
  };
}
