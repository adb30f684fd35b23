/**
 * Dual-investment HTTP routes (docs/api-earn.md): the spec's `/dual/index`, `/dual/detail`, `/dual/buyDual`,
 * `/dual/dual_list`, plus `/dual/estimate` (the settlement's own payout function on a price the user tries).
 */
import {
  DualBuyBody,
  DualDetailQuery,
  DualEstimate,
  DualEstimateQuery,
  DualIndex,
  DualIndexQuery,
  DualList,
  DualListBody,
  DualOrderWire,
  DualProductWire,
  IdemHeaders,
} from '@app/api';
import type { Lang } from '@app/i18n';
import { currencyScale, mul, normalize } from '@app/money';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../envelope';
import { asPagedA } from '../../paging';
import { catalogueCoins } from '../market';
import type { Campaigns } from './campaigns';
import { type DualProduct, type DualService, paidCurrencyOf } from './dual.service';
import { wireDualOrder, wireDualProduct } from './dual.wire';
import { dualDays, dualPayout, growthOf } from './engine/dual';

export function registerDualRoutes(
  app: FastifyInstance,
  deps: {
    dual: DualService;
    campaigns: Campaigns;
    requireUser: preValidationAsyncHookHandler;
    receiptsOf(userId: number, refType: string, ids: string[]): Promise<{ id: string; kind: string; ref_id: string }[]>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dual, campaigns, requireUser } = deps;
  const tags = ['earn'];

  async function productsOut(list: DualProduct[], lang: Lang) {
    const views = await campaigns.views([...new Set(list.map((p) => p.campaignId))], lang);
    const now = deps.now();
    return list.map((p) => {
      const c = views.get(p.campaignId);
      if (!c) throw new Error(`dual product ${p.id} has no campaign`);
      return wireDualProduct(p, c, now, dual.lastPrice(p));
    });
  }

  r.get(
    '/dual/index',
    { schema: { tags, querystring: DualIndexQuery, response: { 200: envelope(DualIndex) } } },
    async (req) => {
      const coin = req.query.currency_id ? catalogueCoins().find((c) => c.id === req.query.currency_id) : undefined;
      const list = (await dual.products()).filter(
        (p) =>
          p.enabled &&
          (req.query.currency_id === undefined || p.coin === coin?.code) &&
          (!req.query.type || p.type === req.query.type),
      );
      return ok({ dual_currencys: await productsOut(list, req.lang) });
    },
  );

  r.get(
    '/dual/detail',
    { schema: { tags, querystring: DualDetailQuery, response: { 200: envelope(DualProductWire) } } },
    async (req) => {
      const [out] = await productsOut([await dual.product(req.query.id)], req.lang);
      return ok(out!);
    },
  );

  r.get(
    '/dual/estimate',
    { schema: { tags, querystring: DualEstimateQuery, response: { 200: envelope(DualEstimate) } } },
    async (req) => {
      const p = await dual.product(req.query.id);
      const paid = normalize(mul(p.unit, String(req.query.num)));
      const days = dualDays(deps.now(), p.settlesAt);
      const out = dualPayout({
        type: p.type === 'put' ? 'put' : 'call',
        paid,
        strike: normalize(p.strike),
        settle: normalize(req.query.price),
        days,
        apr: normalize(p.apr),
        coinScale: currencyScale(p.coin),
        quoteScale: currencyScale(p.quote),
      });
      return ok({
        paid,
        pay_currency: paidCurrencyOf(p),
        growth: growthOf(days, normalize(p.apr)),
        branch: out.branch,
        payout: out.amount,
        payout_currency: out.side === 'coin' ? p.coin : p.quote,
      });
    },
  );

  r.post(
    '/dual/buyDual',
    {
      preValidation: requireUser,
      schema: { tags, headers: IdemHeaders, body: DualBuyBody, response: { 200: envelope(DualOrderWire) } },
    },
    async (req) => {
      const row = await dual.buy(req.userId, req.body.id, req.body.num, req.headers['idempotency-key']);
      return ok(wireDualOrder(row, deps.now(), null));
    },
  );

  r.post(
    '/dual/dual_list',
    { preValidation: requireUser, schema: { tags, body: DualListBody, response: { 200: envelope(DualList) } } },
    async (req) => {
      const b = req.body ?? { page: 1, limit: 10 };
      const settled = b.status === undefined ? undefined : b.status === 2;
      const { rows, total } = await dual.orders(req.userId, {
        ...(settled === undefined ? {} : { settled }),
        page: b.page,
        limit: b.limit,
      });
      const receipts = await deps.receiptsOf(
        req.userId,
        'dual_order',
        rows.map((o) => String(o.id)),
      );
      const now = deps.now();
      return ok(
        asPagedA({
          list: rows.map((o) => wireDualOrder(o, now, receipts.find((x) => x.ref_id === String(o.id))?.id ?? null)),
          total,
          page: b.page,
          limit: b.limit,
        }),
      );
    },
  );
}
