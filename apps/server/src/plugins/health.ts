/**
 * `GET /api/health`: the database, the market feed, each sweeper's lag (how old its oldest due item is) and the
 * version. HTTP 503 only when the database is down, so a load balancer keeps an instance whose feed is off.
 */
import { APP_VERSION, Health } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db';
import { envelope, ok } from '../envelope';
import type { ModuleHost } from '../platform/host';
import type { SweeperRegistry } from '../platform/sweeper';

export function registerHealth(
  app: FastifyInstance,
  deps: { database: Pick<Database, 'ping'>; host: Pick<ModuleHost, 'health'>; sweepers: SweeperRegistry },
) {
  const startedAt = Date.now();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['common'], response: { 200: envelope(Health), 503: envelope(Health) } },
    },
    async (_req, reply) => {
      const dbUp = await deps.database.ping();
      const market = deps.host.health().market;
      const health: Health = {
        db: dbUp ? 'ok' : 'down',
        market: market === 'ok' || market === 'down' ? market : 'off',
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        version: APP_VERSION,
        sweepers: deps.sweepers.stats().map(({ name, lag_ms, backlog }) => ({ name, lag_ms, backlog })),
      };
      return reply.code(dbUp ? 200 : 503).send(ok(health));
    },
  );
}
