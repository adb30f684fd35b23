/**
 * Back-office coupons (docs/api-earn.md "Coupons"): the voucher templates with what one voucher pays now and the
 * vouchers claimed from each by state (section earn-products), creating one for an existing mining product (the
 * audit row is written in the same transaction), editing its title, total, claim window, validity and switch (the
 * service's update: never the amount or product), and the claimed vouchers (section earn-orders). No call here moves
 * money: a claim reserves the value from the product's campaign, the expiry sweeper gives it back.
 */
import {
  AdminCouponClaimedList,
  AdminCouponClaimedQuery,
  AdminCouponCreate,
  AdminCouponEdit,
  AdminCouponTemplate,
  IdParams,
  type MiningKind,
  rolesFor,
} from '@app/api';
import { currencyScale, normalize } from '@app/money';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db';
import { envelope, ok, wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { type AdminGuard, type AuditService, actorOf } from '../admin';
import { type CouponService, type CouponTemplate, voucherValue } from './coupons.service';
import { couponStatus } from './coupons.wire';
import { couponTemplates, earnCampaigns, miningProducts, userCoupons } from './earn.tables';
import { COUPON_TEXTS, cleanTexts, missingLangs } from './earn.texts';
import { decimalsOf } from './engine/units';

type Product = typeof miningProducts.$inferSelect;
type Counts = { usable: number; used: number; expired: number };
const kindOf = (k: string): MiningKind => (k === 'cloud' || k === 'defi' ? k : 'locked');

/** What the edit may change: the service's update takes nothing else. */
const SHOWN = ['title', 'total', 'claimFrom', 'claimUntil', 'validDays', 'enabled', 'translations'] as const;
const WIRE: Record<(typeof SHOWN)[number], keyof z.infer<typeof AdminCouponEdit>> = {
  title: 'title',
  total: 'total',
  claimFrom: 'claim_from',
  claimUntil: 'claim_until',
  validDays: 'valid_days',
  enabled: 'enabled',
  translations: 'translations',
};

export function wireAdminCouponTemplate(t: CouponTemplate, p: Product, campaignName: string, counts: Counts) {
  return {
    id: t.id,
    title: t.title,
    translations: t.translations,
    missing_langs: missingLangs(t, COUPON_TEXTS),
    product_id: p.id,
    product_name: p.name,
    kind: kindOf(p.kind),
    currency: p.currency,
    scale: currencyScale(p.currency),
    amount: normalize(t.amount),
    days: p.days,
    daily_rate: normalize(p.dailyRate),
    campaign_id: p.campaignId,
    campaign_name: campaignName,
    value: voucherValue(t, p),
    total: t.total,
    claimed: t.claimed,
    claim_from: wireTime(new Date(t.claimFrom)),
    claim_until: wireTime(new Date(t.claimUntil)),
    claim_from_ms: t.claimFrom,
    claim_until_ms: t.claimUntil,
    valid_days: t.validDays,
    enabled: t.enabled,
    ...counts,
    created_at: wireTime(t.createdAt),
  };
}

export function registerCouponAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    guard: AdminGuard;
    audit: Pick<AuditService, 'record'>;
    coupons: CouponService;
    label(userId: number): Promise<string>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guard, audit, coupons } = deps;
  const tags = ['admin earn'];
  const productsRead = guard(...rolesFor('earn-products', 'read'));
  const productsWrite = guard(...rolesFor('earn-products', 'write'));

  /** The vouchers claimed per template by state (a usable one past its time counts as expired). */
  async function countsOf(): Promise<Map<number, Counts>> {
    const now = deps.now();
    // The instant inlined (a whole number): the same expression is selected and grouped by.
    const state = sql<string>`case when ${userCoupons.state} = 'usable' and ${userCoupons.expiresAt} <= ${sql.raw(
      String(Math.trunc(now)),
    )} then 'expired' else ${userCoupons.state} end`;
    const rows = await db
      .select({ id: userCoupons.templateId, state, n: count() })
      .from(userCoupons)
      .groupBy(userCoupons.templateId, state);
    const out = new Map<number, Counts>();
    for (const x of rows) {
      const c = out.get(x.id) ?? { usable: 0, used: 0, expired: 0 };
      if (x.state === 'usable' || x.state === 'used' || x.state === 'expired') c[x.state] += Number(x.n);
      out.set(x.id, c);
    }
    return out;
  }

  async function listOut(only?: number) {
    const [templates, products, campaigns, counts] = await Promise.all([
      coupons.templates(),
      db.select().from(miningProducts),
      db.select({ id: earnCampaigns.id, name: earnCampaigns.name }).from(earnCampaigns),
      countsOf(),
    ]);
    const productOf = new Map(products.map((p) => [p.id, p]));
    const nameOf = new Map(campaigns.map((c) => [c.id, c.name]));
    const out = [];
    for (const t of templates) {
      if (only !== undefined && t.id !== only) continue;
      const p = productOf.get(t.productId);
      if (!p) continue;
      out.push(
        wireAdminCouponTemplate(
          t,
          p,
          nameOf.get(p.campaignId) ?? '',
          counts.get(t.id) ?? { usable: 0, used: 0, expired: 0 },
        ),
      );
    }
    return out;
  }

  async function templateOut(id: number) {
    const [t] = await listOut(id);
    if (!t) throw AppError.say('earn.coupon_not_found');
    return t;
  }

  r.get(
    '/admin/earn/coupons',
    { preValidation: productsRead, schema: { tags, response: { 200: envelope(z.array(AdminCouponTemplate)) } } },
    async () => ok(await listOut()),
  );

  r.post(
    '/admin/earn/coupons',
    {
      preValidation: productsWrite,
      schema: { tags, body: AdminCouponCreate, response: { 200: envelope(AdminCouponTemplate) } },
    },
    async (req) => {
      const b = req.body;
      const [p] = await db.select().from(miningProducts).where(eq(miningProducts.id, b.product_id));
      if (!p) throw AppError.invalid('product_id', 'earn.product_missing');
      const scale = currencyScale(p.currency);
      if (decimalsOf(b.amount) > scale) throw AppError.invalid('amount', 'earn.field_decimals', { scale });
      if (b.claim_until <= b.claim_from) throw AppError.invalid('claim_until', 'earn.coupon_ends_before_start');
      const t = await coupons.createTemplate(
        {
          title: b.title,
          productId: p.id,
          amount: normalize(b.amount),
          validDays: b.valid_days,
          total: b.total,
          claimFrom: b.claim_from,
          claimUntil: b.claim_until,
          enabled: b.enabled,
          translations: cleanTexts(b.translations, COUPON_TEXTS),
        },
        (tx, row) =>
          audit.record(tx, actorOf(req), {
            action: 'earn.coupon.create',
            target: String(row.id),
            before: null,
            after: b,
          }),
      );
      return ok(await templateOut(t.id));
    },
  );

  r.put(
    '/admin/earn/coupons/:id',
    {
      preValidation: productsWrite,
      schema: { tags, params: IdParams, body: AdminCouponEdit, response: { 200: envelope(AdminCouponTemplate) } },
    },
    async (req) => {
      const patch: Partial<Pick<CouponTemplate, (typeof SHOWN)[number]>> = {};
      for (const key of SHOWN) {
        const raw = req.body[WIRE[key]];
        const v =
          key === 'translations' && req.body.translations ? cleanTexts(req.body.translations, COUPON_TEXTS) : raw;
        if (v !== undefined) Object.assign(patch, { [key]: v });
      }
      if (patch.claimFrom !== undefined || patch.claimUntil !== undefined) {
        // The window as it will be: the request's ends, or the saved ones (the table refuses it too).
        const [saved] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, req.params.id));
        if (!saved) throw AppError.say('earn.coupon_not_found');
        if ((patch.claimUntil ?? saved.claimUntil) <= (patch.claimFrom ?? saved.claimFrom)) {
          const field = patch.claimUntil === undefined ? 'claim_from' : 'claim_until';
          throw AppError.invalid(field, 'earn.coupon_ends_before_start');
        }
      }
      if (Object.keys(patch).length > 0) {
        await coupons.updateTemplate(req.params.id, patch, (tx, before) =>
          audit.record(tx, actorOf(req), {
            action: 'earn.coupon.update',
            target: String(before.id),
            before: Object.fromEntries(SHOWN.map((k) => [WIRE[k], before[k]])),
            after: req.body,
          }),
        );
      }
      return ok(await templateOut(req.params.id));
    },
  );

  r.get(
    '/admin/earn/coupons/claimed',
    {
      preValidation: guard(...rolesFor('earn-orders', 'read')),
      schema: { tags, querystring: AdminCouponClaimedQuery, response: { 200: envelope(AdminCouponClaimedList) } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await coupons.mine(q.user_id ?? null, {
        state: q.state,
        templateId: q.template_id,
        page: q.page,
        limit: q.limit,
      });
      const now = deps.now();
      const out = [];
      for (const c of rows) {
        out.push({
          id: c.id,
          user_id: c.userId,
          user: await deps.label(c.userId),
          template_id: c.templateId,
          title: c.title,
          product_id: c.productId,
          currency: c.currency,
          amount: normalize(c.amount),
          days: c.days,
          daily_rate: normalize(c.dailyRate),
          value: normalize(c.value),
          state: couponStatus(c, now),
          expires_at: wireTime(new Date(c.expiresAt)),
          created_at: wireTime(c.createdAt),
          closed_at: c.closedAt ? wireTime(c.closedAt) : null,
          order_id: c.orderId,
        });
      }
      return ok({ list: out, total, page: q.page, limit: q.limit });
    },
  );
}
