/** Back-office spot routes: pair settings and the market maker (super), status, orders and trades (audited writes). */
import {
  AdminSpotOrder,
  AdminSpotOrdersQuery,
  AdminSpotPair,
  AdminSpotPairInput,
  AdminSpotTrade,
  AdminSpotTradesQuery,
  IdParams,
  paged,
  rolesFor,
  SpotMakerSettings,
  SpotMakerSettingsInput,
  SpotMakerStatus,
} from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { SpotAdmin } from './spot.admin-service';

export function registerSpotAdminRoutes(app: FastifyInstance, deps: { admin: SpotAdmin; guard: AdminGuard }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin: s, guard } = deps;
  const tags = ['admin spot'];

  r.get(
    '/admin/spot/pairs',
    {
      preValidation: guard(...rolesFor('spot-pairs', 'read')),
      schema: { tags, response: { 200: envelope(z.array(AdminSpotPair)) } },
    },
    async () => ok(s.pairs()),
  );
  r.put(
    '/admin/spot/pairs/:id',
    {
      preValidation: guard(...rolesFor('spot-pairs', 'write')),
      schema: { tags, params: IdParams, body: AdminSpotPairInput, response: { 200: envelope(AdminSpotPair) } },
    },
    async (req) => ok(await s.updatePair(actorOf(req), req.params.id, req.body)),
  );
  r.get(
    '/admin/spot/maker',
    {
      preValidation: guard(...rolesFor('spot-maker', 'write')),
      schema: { tags, response: { 200: envelope(SpotMakerSettings) } },
    },
    async () => ok(await s.makerSettings()),
  );
  r.put(
    '/admin/spot/maker',
    {
      preValidation: guard(...rolesFor('spot-maker', 'write')),
      schema: { tags, body: SpotMakerSettingsInput, response: { 200: envelope(SpotMakerSettings) } },
    },
    async (req) => ok(await s.updateMaker(actorOf(req), req.body)),
  );
  r.get(
    '/admin/spot/maker/status',
    {
      preValidation: guard(...rolesFor('spot-maker', 'read')),
      schema: { tags, response: { 200: envelope(SpotMakerStatus) } },
    },
    async () => ok(await s.makerStatus()),
  );
  r.get(
    '/admin/spot/orders',
    {
      preValidation: guard(...rolesFor('spot-orders', 'read')),
      schema: { tags, querystring: AdminSpotOrdersQuery, response: { 200: envelope(paged(AdminSpotOrder)) } },
    },
    async (req) => ok(await s.orders(req.query)),
  );
  r.get(
    '/admin/spot/trades',
    {
      preValidation: guard(...rolesFor('spot-trades', 'read')),
      schema: { tags, querystring: AdminSpotTradesQuery, response: { 200: envelope(paged(AdminSpotTrade)) } },
    },
    async (req) => ok(await s.trades(req.query)),
  );
}
