/**
 * IEO HTTP routes (docs/api-earn.md "IEO"): the spec's `/project`, `/project/detail`, `/project/order` and
 * `/user/project/order`, plus `/project/estimate` (the cost and the end's own allocation function on an amount).
 * There is no delivery trigger: the platform sweepers end projects and deliver tokens.
 */
import {
  IdemHeaders,
  IeoDetail,
  IeoDetailQuery,
  IeoEstimate,
  IeoEstimateQuery,
  IeoList,
  IeoListQuery,
  IeoOrderBody,
  IeoOrders,
  IeoOrdersQuery,
  IeoOrderWire,
} from '@app/api';
import type { Lang } from '@app/i18n';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { envelope, ok } from '../../envelope';
import { asPagedB } from '../../paging';
import { ieoProjects } from './earn.tables';
import { IEO_TEXTS, inLang } from './earn.texts';
import type { IeoOrder, IeoService } from './ieo.service';
import { wireIeoOrder, wireIeoProject } from './ieo.wire';

export function registerIeoRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    ieo: IeoService;
    requireUser: preValidationAsyncHookHandler;
    optionalUser: preValidationAsyncHookHandler;
    receiptsOf(userId: number, refType: string, ids: string[]): Promise<{ id: string; kind: string; ref_id: string }[]>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ieo, requireUser, optionalUser } = deps;
  const tags = ['earn'];

  async function ordersOut(userId: number, rows: IeoOrder[], lang: Lang) {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((o) => o.projectId))];
    const projects = await deps.db.select().from(ieoProjects).where(inArray(ieoProjects.id, ids));
    const receipts = await deps.receiptsOf(
      userId,
      'ieo_order',
      rows.map((o) => String(o.id)),
    );
    return rows.map((o) => {
      const p = projects.find((x) => x.id === o.projectId);
      if (!p) throw new Error(`ieo order ${o.id} has no project`);
      return wireIeoOrder(o, inLang(p, lang, IEO_TEXTS), receipts.find((x) => x.ref_id === String(o.id))?.id ?? null);
    });
  }

  r.get(
    '/project',
    { schema: { tags, querystring: IeoListQuery, response: { 200: envelope(IeoList) } } },
    async (req) => {
      const { page, limit } = req.query;
      const all = (await ieo.projects()).filter((p) => p.enabled);
      const now = deps.now();
      return ok({
        list: all
          .slice((page - 1) * limit, page * limit)
          .map((p) => wireIeoProject(inLang(p, req.lang, IEO_TEXTS), now)),
        total: all.length,
        page,
        limit,
      });
    },
  );

  r.get(
    '/project/detail',
    {
      preValidation: optionalUser,
      schema: { tags, querystring: IeoDetailQuery, response: { 200: envelope(IeoDetail) } },
    },
    async (req) => {
      const p = await ieo.project(req.query.project_id);
      const mine = req.userId ? (await ieo.orders(req.userId, { projectId: p.id, page: 1, limit: 100 })).rows : [];
      return ok({
        info: wireIeoProject(inLang(p, req.lang, IEO_TEXTS), deps.now()),
        order_info: req.userId ? await ordersOut(req.userId, mine, req.lang) : [],
      });
    },
  );

  r.get(
    '/project/estimate',
    { schema: { tags, querystring: IeoEstimateQuery, response: { 200: envelope(IeoEstimate) } } },
    async (req) => {
      const e = await ieo.estimate(req.query.project_id, req.query.amount);
      return ok({
        cost: e.cost,
        pay_currency: e.payCurrency,
        total_asked: e.totalAsked,
        allocated: e.allocated,
        kept: e.kept,
        refund: e.refund,
      });
    },
  );

  r.post(
    '/project/order',
    {
      preValidation: requireUser,
      schema: { tags, headers: IdemHeaders, body: IeoOrderBody, response: { 200: envelope(IeoOrderWire) } },
    },
    async (req) => {
      const b = req.body;
      const row = await ieo.apply(
        req.userId,
        b.project_id,
        b.amount,
        { price: b.price, payCurrency: b.pay_currency },
        req.headers['idempotency-key'],
      );
      const [out] = await ordersOut(req.userId, [row], req.lang);
      return ok(out!);
    },
  );

  r.get(
    '/user/project/order',
    {
      preValidation: requireUser,
      schema: { tags, querystring: IeoOrdersQuery, response: { 200: envelope(IeoOrders) } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await ieo.orders(req.userId, {
        ...(q.project_id === undefined ? {} : { projectId: q.project_id }),
        page: q.page,
        limit: q.limit,
      });
      return ok(asPagedB({ list: await ordersOut(req.userId, rows, req.lang), total, page: q.page, limit: q.limit }));
    },
  );
}
