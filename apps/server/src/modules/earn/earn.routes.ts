/**
 * Earn HTTP routes (docs/api-earn.md): locked mining as the spec's `/lh/deposit*` calls, thin: parse → service →
 * envelope. Reads of products are public; everything about orders is the caller's own only.
 */
import {
  IdemHeaders,
  MiningConfigList,
  MiningConfigQuery,
  MiningEstimate,
  MiningEstimateQuery,
  MiningOrder,
  MiningOrderIdBody,
  MiningOrderIdQuery,
  MiningOrderList,
  MiningOrdersQuery,
  MiningQuote,
  MiningSubscribeBody,
} from '@app/api';
import { currencyScale, normalize } from '@app/money';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok, wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { asPagedE } from '../../paging';
import type { Campaigns } from './campaigns';
import { yieldRef } from './earn.receipts';
import { inLang, PRODUCT_TEXTS } from './earn.texts';
import { dailyYieldOf, dayOf, dayStart, earlyPenaltyOf, maturityDayOf, termYieldOf } from './engine/mining';
import type { MiningService, MiningOrder as OrderRow } from './mining.service';
import { wireConfig, wireOrder, wireQuote } from './mining.wire';

export function registerEarnRoutes(
  app: FastifyInstance,
  deps: {
    mining: MiningService;
    campaigns: Campaigns;
    requireUser: preValidationAsyncHookHandler;
    receiptsOf(userId: number, refType: string, ids: string[]): Promise<{ id: string; kind: string; ref_id: string }[]>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mining, campaigns, requireUser } = deps;
  const tags = ['earn'];

  async function ordersOut(userId: number, rows: OrderRow[]) {
    const products = new Map((await mining.products()).map((p) => [p.id, p]));
    // Yield receipts are keyed by the last day each accrual paid, one of the order's earned days.
    const yieldRefs = rows.flatMap((o) => Array.from({ length: o.earnedDays }, (_, i) => yieldRef(o.id, i + 1)));
    const [own, yields] = await Promise.all([
      deps.receiptsOf(
        userId,
        'mining_order',
        rows.map((o) => String(o.id)),
      ),
      deps.receiptsOf(userId, 'mining_yield', yieldRefs),
    ]);
    const of = (o: OrderRow) =>
      [...yields.filter((x) => x.ref_id.startsWith(`${o.id}:`)), ...own.filter((x) => x.ref_id === String(o.id))].map(
        (x) => ({ id: x.id, kind: x.kind }),
      );
    return rows.map((o) => wireOrder(o, products.get(o.productId)?.kind ?? 'locked', of(o)));
  }

  r.get(
    '/lh/deposit/config',
    { schema: { tags, querystring: MiningConfigQuery, response: { 200: envelope(MiningConfigList) } } },
    async (req) => {
      const q = req.query;
      const all = (await mining.products()).filter((p) => p.enabled && (!q.kind || p.kind === q.kind));
      const views = await campaigns.views([...new Set(all.map((p) => p.campaignId))], req.lang);
      const page = all.slice((q.page - 1) * q.limit, q.page * q.limit);
      return ok(
        asPagedE({
          list: page.map((p) => {
            const c = views.get(p.campaignId);
            if (!c) throw new Error(`product ${p.id} has no campaign`);
            return wireConfig(inLang(p, req.lang, PRODUCT_TEXTS), c, currencyScale(p.currency));
          }),
          total: all.length,
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );

  r.get(
    '/lh/deposit/estimate',
    { schema: { tags, querystring: MiningEstimateQuery, response: { 200: envelope(MiningEstimate) } } },
    async (req) => {
      const p = await mining.product(req.query.config_id);
      const scale = currencyScale(p.currency);
      const amount = normalize(req.query.amount);
      const today = dayOf(deps.now());
      return ok({
        amount,
        daily_yield: dailyYieldOf(amount, p.dailyRate, scale),
        total_yield: termYieldOf(amount, p.dailyRate, p.days, scale),
        day: p.days,
        start_at: wireTime(new Date(dayStart(today + 1))),
        end_at: wireTime(new Date(dayStart(maturityDayOf(today, p.days)))),
        penalty_today: earlyPenaltyOf(amount, p.penaltyRate, p.days, scale),
      });
    },
  );

  r.post(
    '/lh/deposit',
    {
      preValidation: requireUser,
      schema: { tags, headers: IdemHeaders, body: MiningSubscribeBody, response: { 200: envelope(MiningOrder) } },
    },
    async (req) => {
      const row = await mining.subscribe(
        req.userId,
        req.body.config_id,
        normalize(req.body.amount),
        req.headers['idempotency-key'],
      );
      const [out] = await ordersOut(req.userId, [row]);
      return ok(out!);
    },
  );

  r.get(
    '/lh/deposit/order',
    {
      preValidation: requireUser,
      schema: { tags, querystring: MiningOrdersQuery, response: { 200: envelope(MiningOrderList) } },
    },
    async (req) => {
      const q = req.query;
      const state = q.status === 1 ? 'active' : q.status === 2 ? 'closed' : undefined;
      const { rows, total } = await mining.orders(req.userId, {
        ...(state ? { state } : {}),
        page: q.page,
        limit: q.limit,
      });
      return ok(asPagedE({ list: await ordersOut(req.userId, rows), total, page: q.page, limit: q.limit }));
    },
  );

  r.get(
    '/lh/deposit/order/quote',
    {
      preValidation: requireUser,
      schema: { tags, querystring: MiningOrderIdQuery, response: { 200: envelope(MiningQuote) } },
    },
    async (req) => {
      const { order, quote } = await mining.quote(req.userId, req.query.id);
      return ok(wireQuote(order, quote));
    },
  );

  r.post(
    '/lh/deposit/order/cancel',
    {
      preValidation: requireUser,
      schema: { tags, body: MiningOrderIdBody, response: { 200: envelope(MiningOrder) } },
    },
    async (req) => {
      const row = await mining.redeem(req.userId, req.body.id);
      if (!row) throw new AppError('NOT_FOUND');
      const [out] = await ordersOut(req.userId, [row]);
      return ok(out!);
    },
  );
}
