/**
 * Coupon centre HTTP routes (docs/api-earn.md "Coupons"): the offers open now, claiming one, the user's vouchers,
 * and using one (it opens the voucher's mining order, shown with the other mining orders).
 */
import {
  CouponCenter,
  CouponIdBody,
  CouponMine,
  CouponMineQuery,
  CouponUsed,
  IdemHeaders,
  UserCouponWire,
} from '@app/api';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../envelope';
import type { Campaigns } from './campaigns';
import type { CouponService } from './coupons.service';
import { wireCouponOffer, wireUserCoupon } from './coupons.wire';

export function registerCouponRoutes(
  app: FastifyInstance,
  deps: {
    coupons: CouponService;
    campaigns: Campaigns;
    requireUser: preValidationAsyncHookHandler;
    optionalUser: preValidationAsyncHookHandler;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { coupons, campaigns, requireUser, optionalUser } = deps;
  const tags = ['earn'];

  r.get(
    '/coupon/center',
    { preValidation: optionalUser, schema: { tags, response: { 200: envelope(CouponCenter) } } },
    async (req) => {
      const offers = await coupons.center(req.userId ?? null);
      const products = await Promise.all(offers.map((o) => coupons.productOf(o.template.productId)));
      const views = await campaigns.views([...new Set(products.map((p) => p.campaignId))]);
      return ok({
        list: offers.map((o, i) => {
          const p = products[i]!;
          const c = views.get(p.campaignId);
          if (!c) throw new Error(`product ${p.id} has no campaign`);
          return wireCouponOffer(o.template, p, c, o.claimed);
        }),
      });
    },
  );

  r.post(
    '/coupon/claim',
    {
      preValidation: requireUser,
      schema: { tags, headers: IdemHeaders, body: CouponIdBody, response: { 200: envelope(UserCouponWire) } },
    },
    async (req) =>
      ok(wireUserCoupon(await coupons.claim(req.userId, req.body.id, req.headers['idempotency-key']), deps.now())),
  );

  r.get(
    '/coupon/mine',
    {
      preValidation: requireUser,
      schema: { tags, querystring: CouponMineQuery, response: { 200: envelope(CouponMine) } },
    },
    async (req) => {
      const q = req.query;
      const now = deps.now();
      // 'usable' means usable now: a voucher past its time waiting for the sweeper is already 'expired' to its owner.
      const { rows, total } = await coupons.mine(req.userId, {
        ...(q.status === undefined ? {} : { state: q.status }),
        page: q.page,
        limit: q.limit,
      });
      return ok({ list: rows.map((c) => wireUserCoupon(c, now)), total, page: q.page, limit: q.limit });
    },
  );

  r.post(
    '/coupon/use',
    { preValidation: requireUser, schema: { tags, body: CouponIdBody, response: { 200: envelope(CouponUsed) } } },
    async (req) => {
      const out = await coupons.use(req.userId, req.body.id);
      return ok({ coupon: wireUserCoupon(out.coupon, deps.now()), order_id: out.orderId });
    },
  );
}
