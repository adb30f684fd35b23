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
import { DEFAULT_LANG, type Lang } from '@app/i18n';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../envelope';
import type { Campaigns } from './campaigns';
import type { CouponService, UserCoupon } from './coupons.service';
import { wireCouponOffer, wireUserCoupon } from './coupons.wire';
import { COUPON_TEXTS, inLang, PRODUCT_TEXTS } from './earn.texts';

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

  /** A held voucher's title is a copy of its offer's (English); the offer's translations give the reader's. */
  async function inReaderLang(list: UserCoupon[], lang: Lang): Promise<UserCoupon[]> {
    if (lang === DEFAULT_LANG) return list;
    const texts = new Map((await coupons.templates()).map((t) => [t.id, t.translations]));
    return list.map((c) => {
      const { translations: _, ...out } = inLang({ ...c, translations: texts.get(c.templateId) }, lang, COUPON_TEXTS);
      return out;
    });
  }

  r.get(
    '/coupon/center',
    { preValidation: optionalUser, schema: { tags, response: { 200: envelope(CouponCenter) } } },
    async (req) => {
      const offers = await coupons.center(req.userId ?? null);
      const products = await Promise.all(offers.map((o) => coupons.productOf(o.template.productId)));
      const views = await campaigns.views([...new Set(products.map((p) => p.campaignId))], req.lang);
      return ok({
        list: offers.map((o, i) => {
          const p = products[i]!;
          const c = views.get(p.campaignId);
          if (!c) throw new Error(`product ${p.id} has no campaign`);
          return wireCouponOffer(
            inLang(o.template, req.lang, COUPON_TEXTS),
            inLang(p, req.lang, PRODUCT_TEXTS),
            c,
            o.claimed,
          );
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
      ok(
        wireUserCoupon(
          (
            await inReaderLang([await coupons.claim(req.userId, req.body.id, req.headers['idempotency-key'])], req.lang)
          )[0]!,
          deps.now(),
        ),
      ),
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
      const list = (await inReaderLang(rows, req.lang)).map((c) => wireUserCoupon(c, now));
      return ok({ list, total, page: q.page, limit: q.limit });
    },
  );

  r.post(
    '/coupon/use',
    { preValidation: requireUser, schema: { tags, body: CouponIdBody, response: { 200: envelope(CouponUsed) } } },
    async (req) => {
      const out = await coupons.use(req.userId, req.body.id);
      const [coupon] = await inReaderLang([out.coupon], req.lang);
      return ok({ coupon: wireUserCoupon(coupon!, deps.now()), order_id: out.orderId });
    },
  );
}
