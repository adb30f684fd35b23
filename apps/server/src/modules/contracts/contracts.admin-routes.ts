/** Back-office contracts routes: pair settings (super, audited), positions, risk, liquidations, insurance, runs. */
import {
  AdminContractPair,
  AdminContractPairInput,
  AdminInsurance,
  AdminLiquidation,
  AdminOvernightRun,
  AdminPosition,
  AdminPositionsQuery,
  AdminRiskRow,
  IdParams,
  PageQuery,
  paged,
  rolesFor,
} from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { ContractsAdmin } from './contracts.admin-service';

export function registerContractsAdminRoutes(app: FastifyInstance, deps: { admin: ContractsAdmin; guard: AdminGuard }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin: s, guard } = deps;
  const tags = ['admin contracts'];

  r.get(
    '/admin/contracts/pairs',
    {
      preValidation: guard(...rolesFor('contract-pairs', 'read')),
      schema: { tags, response: { 200: envelope(z.array(AdminContractPair)) } },
    },
    async () => ok(s.pairs()),
  );
  r.put(
    '/admin/contracts/pairs/:id',
    {
      preValidation: guard(...rolesFor('contract-pairs', 'write')),
      schema: { tags, params: IdParams, body: AdminContractPairInput, response: { 200: envelope(AdminContractPair) } },
    },
    async (req) => ok(await s.updatePair(actorOf(req), req.params.id, req.body)),
  );
  r.get(
    '/admin/contracts/positions',
    {
      preValidation: guard(...rolesFor('contract-positions', 'read')),
      schema: { tags, querystring: AdminPositionsQuery, response: { 200: envelope(paged(AdminPosition)) } },
    },
    async (req) => ok(await s.positions(req.query)),
  );
  r.get(
    '/admin/contracts/risk',
    {
      preValidation: guard(...rolesFor('contract-risk', 'read')),
      schema: { tags, response: { 200: envelope(z.array(AdminRiskRow)) } },
    },
    async () => ok(await s.risk()),
  );
  r.get(
    '/admin/contracts/liquidations',
    {
      preValidation: guard(...rolesFor('contract-risk', 'read')),
      schema: { tags, querystring: PageQuery, response: { 200: envelope(paged(AdminLiquidation)) } },
    },
    async (req) => ok(await s.liquidations(req.query)),
  );
  r.get(
    '/admin/contracts/insurance',
    {
      preValidation: guard(...rolesFor('contract-risk', 'read')),
      schema: { tags, response: { 200: envelope(AdminInsurance) } },
    },
    async () => ok(await s.insurance()),
  );
  r.get(
    '/admin/contracts/overnight',
    {
      preValidation: guard(...rolesFor('contract-risk', 'read')),
      schema: { tags, querystring: PageQuery, response: { 200: envelope(paged(AdminOvernightRun)) } },
    },
    async (req) => ok(await s.overnightRuns(req.query)),
  );
}
