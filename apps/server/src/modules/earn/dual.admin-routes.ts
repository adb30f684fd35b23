/**
 * Back-office dual investment (docs/api-earn.md "Back office"): the products with their sale, their campaign and
 * what its yield may still take from it (section earn-products), creating one and editing it (dual.admin-terms: the
 * terms purchases were made on never change once a share is sold; the audit row is written in the same transaction,
 * with the product row locked so a purchase cannot slip between the check and the change), and the purchases with
 * their settlement price, branch, payout and receipt (section earn-orders). No call here moves money: purchases and
 * settlements stay with the user's calls and the `earn.dual` sweeper.
 */
import {
  AdminDualCreate,
  AdminDualEdit,
  type AdminDualOrderState,
  AdminDualOrders,
  AdminDualOrdersQuery,
  type AdminDualPhase,
  AdminDualProduct,
  IdParams,
  rolesFor,
} from '@app/api';
import { currencyScale, div, mul, normalize } from '@app/money';
import { and, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db';
import { envelope, ok, wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { type AdminGuard, type AuditService, actorOf } from '../admin';
import { balances as ledgerBalances, withTransaction } from '../ledger';
import { checkDualTerms, type DualTermsInput, dualInputOf, dualValues, yieldPerShare } from './dual.admin-terms';
import { type DualOrder, type DualProduct, type DualService, paidCurrencyOf } from './dual.service';
import { dualName } from './dual.wire';
import { dualOrders, dualProducts, earnCampaigns } from './earn.tables';
import { dualBranchOf, dualDays } from './engine/dual';

type Receipt = { id: string; kind: string; ref_id: string };
type Sales = { orders: number; open: number; reserved: string };
const typeOf = (t: string) => (t === 'put' ? ('put' as const) : ('call' as const));
const maybe = (v: string | null) => (v === null ? null : normalize(v));

const phaseOf = (p: DualProduct, now: number): AdminDualPhase =>
  now < p.salesEnd ? 'selling' : now < p.settlesAt ? 'closed' : 'matured';
const stateOf = (o: DualOrder, now: number): AdminDualOrderState =>
  o.state === 'settled' ? 'success' : now >= o.settlesAt ? 'settling' : 'purchased';

export function wireAdminDualProduct(
  p: DualProduct,
  now: number,
  c: { name: string; remaining: string },
  sales: Sales,
  lastPrice: string | undefined,
) {
  const pay = paidCurrencyOf(p);
  const remaining = p.totalShares - p.soldShares;
  const phase = phaseOf(p, now);
  const perShare = yieldPerShare(p, now);
  return {
    id: p.id,
    name: dualName(p),
    coin: p.coin,
    quote: p.quote,
    type: typeOf(p.type),
    strike: normalize(p.strike),
    apr: normalize(p.apr),
    apr_percent: normalize(mul(p.apr, '100')),
    unit: normalize(p.unit),
    pay_currency: pay,
    pay_scale: currencyScale(pay),
    total_shares: p.totalShares,
    sold_shares: p.soldShares,
    remaining_shares: remaining,
    progress: normalize(div(mul(String(p.soldShares), '100'), String(p.totalShares), 2, 'floor')),
    user_limit: p.userLimit,
    sales_end: wireTime(new Date(p.salesEnd)),
    settles_at: wireTime(new Date(p.settlesAt)),
    sales_end_ms: p.salesEnd,
    settles_ms: p.settlesAt,
    days: dualDays(now, p.settlesAt),
    phase,
    on_sale: p.enabled && phase === 'selling' && remaining > 0,
    enabled: p.enabled,
    campaign_id: p.campaignId,
    campaign_name: c.name,
    campaign_remaining: normalize(c.remaining),
    yield_per_share: perShare,
    unsold_yield: phase === 'selling' ? normalize(mul(perShare, String(remaining))) : '0',
    reserved: normalize(sales.reserved),
    orders: sales.orders,
    open_orders: sales.open,
    last_price: lastPrice ?? '',
    created_at: wireTime(p.createdAt),
  };
}

export function registerDualAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    guard: AdminGuard;
    audit: Pick<AuditService, 'record'>;
    dual: Pick<DualService, 'lastPrice'>;
    /** Whether the market records prices of `COIN/QUOTE` (a product settles from them). */
    hasMarket(symbol: string): boolean;
    label(userId: number): Promise<string>;
    receiptsOf(userId: number, refType: string, ids: string[]): Promise<Receipt[]>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guard, audit } = deps;
  const tags = ['admin earn'];
  const productsRead = guard(...rolesFor('earn-products', 'read'));
  const productsWrite = guard(...rolesFor('earn-products', 'write'));

  async function listOut(only?: number) {
    const [products, campaigns, books, sales] = await Promise.all([
      db.select().from(dualProducts).orderBy(desc(dualProducts.id)),
      db.select({ id: earnCampaigns.id, name: earnCampaigns.name }).from(earnCampaigns),
      ledgerBalances(db, 0, 'system'),
      db
        .select({
          id: dualOrders.productId,
          orders: count(),
          open: sql<number>`count(*) filter (where ${dualOrders.state} = 'purchased')`.mapWith(Number),
          reserved: sql<string>`coalesce(sum(${dualOrders.reserved}) filter (where ${dualOrders.state} = 'purchased'), 0)::text`,
        })
        .from(dualOrders)
        .groupBy(dualOrders.productId),
    ]);
    const nameOf = new Map(campaigns.map((c) => [c.id, c.name]));
    const left = new Map(books.map((b) => [`${b.systemKind}|${b.currency}`, b.available]));
    const salesOf = new Map(sales.map((s) => [s.id, { orders: Number(s.orders), open: s.open, reserved: s.reserved }]));
    const now = deps.now();
    return products
      .filter((p) => only === undefined || p.id === only)
      .map((p) =>
        wireAdminDualProduct(
          p,
          now,
          {
            name: nameOf.get(p.campaignId) ?? '',
            remaining: left.get(`campaign_${p.campaignId}|${paidCurrencyOf(p)}`) ?? '0',
          },
          salesOf.get(p.id) ?? { orders: 0, open: 0, reserved: '0' },
          deps.dual.lastPrice(p),
        ),
      );
  }

  async function productOut(id: number) {
    const [p] = await listOut(id);
    if (!p) throw AppError.say('earn.product_not_found');
    return p;
  }

  const checks = { hasMarket: deps.hasMarket };

  r.get(
    '/admin/earn/dual',
    { preValidation: productsRead, schema: { tags, response: { 200: envelope(z.array(AdminDualProduct)) } } },
    async () => ok(await listOut()),
  );

  r.post(
    '/admin/earn/dual',
    {
      preValidation: productsWrite,
      schema: { tags, body: AdminDualCreate, response: { 200: envelope(AdminDualProduct) } },
    },
    async (req) => {
      const b = req.body;
      const id = await withTransaction(db, async (tx) => {
        await checkDualTerms(tx, b, null, { ...checks, now: deps.now() });
        const [saved] = await tx.insert(dualProducts).values(dualValues(b)).returning();
        if (!saved) throw new Error('dual product insert returned nothing');
        await audit.record(tx, actorOf(req), {
          action: 'earn.dual.create',
          target: String(saved.id),
          before: null,
          after: b,
        });
        return saved.id;
      });
      return ok(await productOut(id));
    },
  );

  r.put(
    '/admin/earn/dual/:id',
    {
      preValidation: productsWrite,
      schema: { tags, params: IdParams, body: AdminDualEdit, response: { 200: envelope(AdminDualProduct) } },
    },
    async (req) => {
      await withTransaction(db, async (tx) => {
        // Locked: a purchase (which locks this row too) waits, so "no share sold" holds until the change commits.
        const [before] = await tx.select().from(dualProducts).where(eq(dualProducts.id, req.params.id)).for('update');
        if (!before) throw AppError.say('earn.product_not_found');
        const patch = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
        const next: DualTermsInput = { ...dualInputOf(before), ...patch };
        await checkDualTerms(tx, next, before, { ...checks, now: deps.now() });
        await tx.update(dualProducts).set(dualValues(next)).where(eq(dualProducts.id, before.id));
        await audit.record(tx, actorOf(req), {
          action: 'earn.dual.update',
          target: String(before.id),
          before: dualInputOf(before),
          after: patch,
        });
      });
      return ok(await productOut(req.params.id));
    },
  );

  r.get(
    '/admin/earn/dual/orders',
    {
      preValidation: guard(...rolesFor('earn-orders', 'read')),
      schema: { tags, querystring: AdminDualOrdersQuery, response: { 200: envelope(AdminDualOrders) } },
    },
    async (req) => {
      const q = req.query;
      const now = deps.now();
      const byState: Record<AdminDualOrderState, SQL | undefined> = {
        purchased: and(eq(dualOrders.state, 'purchased'), gt(dualOrders.settlesAt, now)),
        settling: and(eq(dualOrders.state, 'purchased'), lte(dualOrders.settlesAt, now)),
        success: eq(dualOrders.state, 'settled'),
      };
      const where = and(
        q.state ? byState[q.state] : undefined,
        q.user_id ? eq(dualOrders.userId, q.user_id) : undefined,
        q.product_id ? eq(dualOrders.productId, q.product_id) : undefined,
      );
      const [[total], list] = await Promise.all([
        db.select({ n: count() }).from(dualOrders).where(where),
        db
          .select()
          .from(dualOrders)
          .where(where)
          .orderBy(desc(dualOrders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      ]);
      const receipts = new Map<number, string>();
      for (const userId of new Set(list.map((o) => o.userId))) {
        const own = list.filter((o) => o.userId === userId).map((o) => String(o.id));
        for (const x of await deps.receiptsOf(userId, 'dual_order', own)) {
          if (!receipts.has(Number(x.ref_id))) receipts.set(Number(x.ref_id), x.id);
        }
      }
      const out = [];
      for (const o of list) {
        const settle = maybe(o.settlePrice);
        out.push({
          id: o.id,
          user_id: o.userId,
          user: await deps.label(o.userId),
          product_id: o.productId,
          name: dualName(o),
          campaign_id: o.campaignId,
          coin: o.coin,
          quote: o.quote,
          type: typeOf(o.type),
          strike: normalize(o.strike),
          apr: normalize(o.apr),
          shares: o.shares,
          paid: normalize(o.paid),
          pay_currency: o.paidCurrency,
          reserved: normalize(o.reserved),
          days: o.days,
          settles_at: wireTime(new Date(o.settlesAt)),
          state: stateOf(o, now),
          settle_price: settle,
          settle_time: o.settleTs === null ? null : wireTime(new Date(o.settleTs)),
          branch: settle === null ? null : dualBranchOf(typeOf(o.type), settle, normalize(o.strike)),
          payout: maybe(o.payout),
          payout_currency: o.payoutCurrency,
          created_at: wireTime(o.createdAt),
          settled_at: o.settledAt ? wireTime(o.settledAt) : null,
          receipt_id: receipts.get(o.id) ?? null,
        });
      }
      return ok({ list: out, total: Number(total?.n ?? 0), page: q.page, limit: q.limit });
    },
  );
}
