import {
  BundleVerdict,
  ReceiptBundleSchema,
  ReceiptIdQuery,
  ReceiptRefsQuery,
  ReceiptVerification,
  ReceiptView,
} from '@app/api';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import type { ReceiptsService } from './receipts.service';

export function registerReceiptRoutes(
  app: FastifyInstance,
  deps: { receipts: ReceiptsService; requireUser: preValidationAsyncHookHandler },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['receipts'];
  const { receipts, requireUser } = deps;

  r.get(
    '/receipt/verify',
    { schema: { tags, querystring: ReceiptIdQuery, response: { 200: envelope(ReceiptVerification) } } },
    async (req) => ok(await receipts.verify(req.query.id)),
  );

  // Public: the id (128 random bits) is what a receipt's owner shares; the bundle is what an offline check needs.
  r.get(
    '/receipt/bundle',
    { schema: { tags, querystring: ReceiptIdQuery, response: { 200: envelope(ReceiptBundleSchema) } } },
    async (req) => ok(await receipts.bundle(req.query.id)),
  );

  r.post(
    '/receipt/check',
    { bodyLimit: 256 * 1024, schema: { tags, body: ReceiptBundleSchema, response: { 200: envelope(BundleVerdict) } } },
    async (req) => ok(receipts.check(req.body)),
  );

  r.get(
    '/receipt/detail',
    {
      preValidation: requireUser,
      schema: { tags, querystring: ReceiptIdQuery, response: { 200: envelope(ReceiptView) } },
    },
    async (req) => ok(await receipts.detail(req.userId, req.query.id)),
  );

  r.get(
    '/receipt/list',
    {
      preValidation: requireUser,
      schema: { tags, querystring: ReceiptRefsQuery, response: { 200: envelope(z.array(ReceiptView)) } },
    },
    async (req) => ok(await receipts.forRefs(req.userId, req.query.ref_type, req.query.ref_id)),
  );
}
