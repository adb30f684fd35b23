/**
 * Back-office market routes: instruments (super/content read, super write), the price sources read-only (super),
 * fiats (super/finance). There is deliberately no route that writes a source: they come from the deployment.
 */
import {
  AdminFeed,
  AdminFiat,
  AdminFiatInput,
  AdminFiatParams,
  AdminInstrument,
  AdminInstrumentInput,
  AdminInstrumentQuery,
  IdParams,
  rolesFor,
} from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { MarketAdminService } from './market.admin-service';

export function registerMarketAdminRoutes(
  app: FastifyInstance,
  deps: { admin: MarketAdminService; guard: AdminGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin market'];
  const { admin: s, guard } = deps;

  r.get(
    '/admin/market/instruments',
    {
      preValidation: guard(...rolesFor('instruments', 'read')),
      schema: { tags, querystring: AdminInstrumentQuery, response: { 200: envelope(z.array(AdminInstrument)) } },
    },
    async (req) => ok(s.listInstruments(req.query.kind)),
  );
  r.put(
    '/admin/market/instruments/:id',
    {
      preValidation: guard(...rolesFor('instruments', 'write')),
      schema: { tags, params: IdParams, body: AdminInstrumentInput, response: { 200: envelope(AdminInstrument) } },
    },
    async (req) => ok(await s.updateInstrument(actorOf(req), req.params.id, req.body)),
  );

  r.get(
    '/admin/market/feed',
    { preValidation: guard(...rolesFor('feed', 'read')), schema: { tags, response: { 200: envelope(AdminFeed) } } },
    async () => ok(s.getFeed()),
  );

  r.get(
    '/admin/market/fiats',
    {
      preValidation: guard(...rolesFor('fiats', 'read')),
      schema: { tags, response: { 200: envelope(z.array(AdminFiat)) } },
    },
    async () => ok(await s.listFiats()),
  );
  r.put(
    '/admin/market/fiats/:code',
    {
      preValidation: guard(...rolesFor('fiats', 'write')),
      schema: { tags, params: AdminFiatParams, body: AdminFiatInput, response: { 200: envelope(AdminFiat) } },
    },
    async (req) => ok(await s.updateFiat(actorOf(req), req.params.code, req.body)),
  );
}
