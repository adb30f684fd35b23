/** Identity verification: user calls and the back-office review queue. HTTP only. */
import { AdminReview, IdParams, KycQuery, paged, RealBody, RealStateAnswer, ReasonBody, rolesFor } from '@app/api';
import { t } from '@app/i18n/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { UserGuard } from './auth.guard';
import { originalRealState } from './kyc.original';
import type { KycService } from './kyc.service';

export function registerKycRoutes(
  app: FastifyInstance,
  deps: { kyc: KycService; userGuard: UserGuard; guard: AdminGuard },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const { kyc, userGuard, guard } = deps;
  const user = { preValidation: userGuard.requireUser };

  r.post(
    '/user/real',
    { ...user, schema: { tags, body: RealBody, response: { 200: envelope(z.string()) } } },
    async (req) => {
      const b = req.body;
      if (b.real_type === 1) {
        await kyc.submitBasic(req.userId, { idType: b.id_type, name: b.name, cardId: b.card_id, country: b.country });
      } else await kyc.submitAdvanced(req.userId, { frontPic: b.front_pic, reversePic: b.reverse_pic });
      return ok(t(req.lang, 'kyc.submitted'));
    },
  );

  // Beside ours, the original client's status numbers (kyc.original.ts, docs/original-client.md).
  r.get('/real/state', { ...user, schema: { tags, response: { 200: envelope(RealStateAnswer) } } }, async (req) => {
    const state = await kyc.state(req.userId);
    return ok({ ...state, ...originalRealState(state) });
  });

  const reviewer = guard(...rolesFor('kyc', 'write'));
  const admin = ['admin'];
  r.get(
    '/admin/kyc',
    {
      preValidation: reviewer,
      schema: { tags: admin, querystring: KycQuery, response: { 200: envelope(paged(AdminReview)) } },
    },
    async (req) => ok(await kyc.adminList(req.query)),
  );
  r.post(
    '/admin/kyc/:id/approve',
    { preValidation: reviewer, schema: { tags: admin, params: IdParams, response: { 200: envelope(AdminReview) } } },
    async (req) => ok(await kyc.approve(actorOf(req), req.params.id)),
  );
  r.post(
    '/admin/kyc/:id/reject',
    {
      preValidation: reviewer,
      schema: { tags: admin, params: IdParams, body: ReasonBody, response: { 200: envelope(AdminReview) } },
    },
    async (req) => ok(await kyc.reject(actorOf(req), req.params.id, req.body.reason)),
  );
}
