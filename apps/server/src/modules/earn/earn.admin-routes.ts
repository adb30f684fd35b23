/**
 * Back-office earn (docs/api-earn.md "Back office"): campaigns (create, edit, fund from outside the books, take back
 * what no subscription has reserved; finance), mining products (the terms new subscriptions copy; super), the
 * subscriptions with their receipts, and the accruals per day with the sweepers' lag. Every change is audited in its
 * own transaction. There is deliberately no call that changes a user's order, balance or yield: the only money this
 * file moves is a campaign's budget against `external`.
 */
import {
  AdminEarnAccruals,
  AdminEarnCampaign,
  AdminEarnCampaignCreate,
  AdminEarnCampaignEdit,
  AdminEarnCampaignMove,
  AdminEarnCoin,
  type AdminEarnOrderState,
  AdminEarnOrders,
  AdminEarnOrdersQuery,
  AdminEarnProduct,
  AdminEarnProductInput,
  IdParams,
  MINING_KINDS,
  type MiningKind,
  rolesFor,
  type SweeperStatus,
} from '@app/api';
import { currencyScale, lt, mul, normalize } from '@app/money';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Executor, Tx } from '../../db';
import { envelope, ok, wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { type AdminGuard, type AuditService, actorOf } from '../admin';
import { withTransaction } from '../ledger';
import { catalogueCoins } from '../market';
import type { CampaignRow, Campaigns } from './campaigns';
import { yieldRef } from './earn.receipts';
import { earnCampaigns, miningOrders, miningProducts } from './earn.tables';
import { CAMPAIGN_TEXTS, cleanTexts, missingLangs, PRODUCT_TEXTS } from './earn.texts';
import { dayOf, dayStart, earlyPenaltyOf, maturityDayOf, termYieldOf } from './engine/mining';
import { decimalsOf } from './engine/units';

type ProductRow = typeof miningProducts.$inferSelect;
type OrderRow = typeof miningOrders.$inferSelect;
type ProductInput = z.infer<typeof AdminEarnProductInput>;
type Receipt = { id: string; kind: string; ref_id: string };

const rows = async <R>(ex: Executor, q: SQL): Promise<R[]> => ((await ex.execute(q)) as unknown as { rows: R[] }).rows;
const kindOf = (k: string): MiningKind =>
  (MINING_KINDS as readonly string[]).includes(k) ? (k as MiningKind) : 'locked';
const stateOf = (s: string): AdminEarnOrderState => (s === 'matured' || s === 'redeemed' ? s : 'active');
const dayText = (day: number) => wireTime(new Date(dayStart(day)));
const amount = (v: string | null | undefined) => normalize(v ?? '0');

/** The wallet's coins (the market catalogue's crypto coins), with the scale their amounts round to. */
export const walletCoins = () =>
  catalogueCoins()
    .filter((c) => c.kind === 'crypto')
    .sort((a, b) => a.id - b.id)
    .map((c) => ({ code: c.code, name: c.name, scale: currencyScale(c.code) }));

export function wireAdminProduct(p: ProductRow, campaignName: string, activeOrders: number) {
  const scale = currencyScale(p.currency);
  return {
    id: p.id,
    kind: kindOf(p.kind),
    name: p.name,
    currency: p.currency,
    scale,
    days: p.days,
    daily_rate: normalize(p.dailyRate),
    daily_percent: normalize(mul(p.dailyRate, '100')),
    min: normalize(p.minAmount),
    max: p.maxAmount === null ? null : normalize(p.maxAmount),
    penalty_rate: normalize(p.penaltyRate),
    penalty_percent: normalize(mul(p.penaltyRate, '100')),
    campaign_id: p.campaignId,
    campaign_name: campaignName,
    enabled: p.enabled,
    intro: p.intro,
    translations: p.translations,
    missing_langs: missingLangs(p, PRODUCT_TEXTS),
    term_yield_per_1000: termYieldOf('1000', p.dailyRate, p.days, scale),
    penalty_per_day_per_1000: earlyPenaltyOf('1000', p.penaltyRate, 1, scale),
    active_orders: activeOrders,
    created_at: wireTime(p.createdAt),
    updated_at: wireTime(p.updatedAt),
  };
}

export function registerEarnAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    guard: AdminGuard;
    audit: Pick<AuditService, 'record'>;
    campaigns: Campaigns;
    label(userId: number): Promise<string>;
    receiptsOf(userId: number, refType: string, ids: string[]): Promise<Receipt[]>;
    /** The platform's sweepers as the status screen shows them (the earn ones are picked here). */
    sweepers(): SweeperStatus[];
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guard, audit, campaigns } = deps;
  const tags = ['admin earn'];
  const campaignsRead = guard(...rolesFor('earn-campaigns', 'read'));
  const campaignsWrite = guard(...rolesFor('earn-campaigns', 'write'));
  const productsRead = guard(...rolesFor('earn-products', 'read'));
  const productsWrite = guard(...rolesFor('earn-products', 'write'));

  // ---- campaigns -------------------------------------------------------------------------------------------------

  async function campaignList() {
    const [views, created, byOrders, byProducts, moves] = await Promise.all([
      campaigns.list(),
      db.select({ id: earnCampaigns.id, createdAt: earnCampaigns.createdAt }).from(earnCampaigns),
      rows<{ id: number; reserved: string; paid: string; penalties: string; active: string | number }>(
        db,
        // Every product a campaign pays for: mining yields, dual yields (the reservation a settlement kept: the
        // yield paid in the same coin, or the whole reservation when the house converted the payout) and the value
        // reserved by vouchers not used yet (a used voucher's reservation is its mining order's).
        sql`select id, coalesce(sum(reserved), 0)::text as reserved, coalesce(sum(paid), 0)::text as paid,
                   coalesce(sum(penalties), 0)::text as penalties, coalesce(sum(active), 0) as active
            from (
              select campaign_id as id,
                     case when state = 'active' then reserved - earned else 0 end as reserved,
                     earned as paid, coalesce(penalty, 0) as penalties,
                     case when state = 'active' then 1 else 0 end as active
              from mining_orders
              union all
              select campaign_id,
                     case when state = 'purchased' then reserved else 0 end,
                     case when state = 'settled' then
                       case when payout_currency = paid_currency then payout - paid else reserved end
                     else 0 end,
                     0,
                     case when state = 'purchased' then 1 else 0 end
              from dual_orders
              union all
              select campaign_id, case when state = 'usable' then value else 0 end, 0, 0, 0
              from user_coupons
            ) as uses group by id`,
      ),
      db.select({ id: miningProducts.campaignId, n: count() }).from(miningProducts).groupBy(miningProducts.campaignId),
      // Each fund/withdraw entry has two postings, one positive (the side the money reached): its sum is the amount.
      rows<{ ref_id: string; type: string; total: string }>(
        db,
        sql`select e.ref_id, e.type, coalesce(sum(p.amount), 0)::text as total
            from ledger_entries e join ledger_postings p on p.entry_id = e.id
            where e.ref_type = 'earn_campaign' and e.type in ('campaign_fund', 'campaign_withdraw') and p.amount > 0
            group by e.ref_id, e.type`,
      ),
    ]);
    const createdAt = new Map(created.map((c) => [c.id, c.createdAt]));
    const orders = new Map(byOrders.map((o) => [Number(o.id), o]));
    const products = new Map(byProducts.map((p) => [p.id, Number(p.n)]));
    const moved = (id: number, type: string) =>
      amount(moves.find((m) => m.ref_id === String(id) && m.type === type)?.total);
    return views.map((c) => {
      const o = orders.get(c.id);
      return {
        id: c.id,
        name: c.name,
        note: c.note,
        translations: c.translations,
        missing_langs: missingLangs(c, CAMPAIGN_TEXTS),
        currency: c.currency,
        scale: currencyScale(c.currency),
        remaining: normalize(c.remaining),
        funded: moved(c.id, 'campaign_fund'),
        withdrawn: moved(c.id, 'campaign_withdraw'),
        reserved: amount(o?.reserved),
        paid: amount(o?.paid),
        penalties: amount(o?.penalties),
        products: products.get(c.id) ?? 0,
        active_orders: Number(o?.active ?? 0),
        created_at: wireTime(createdAt.get(c.id) ?? new Date(0)),
      };
    });
  }

  async function campaignOut(id: number) {
    const c = (await campaignList()).find((x) => x.id === id);
    if (!c) throw AppError.say('earn.campaign_not_found');
    return c;
  }

  /** An amount moved in a campaign's coin: no more decimals than the coin has. */
  function checkScale(field: string, value: string, currency: string) {
    const scale = currencyScale(currency);
    if (decimalsOf(value) > scale) throw AppError.invalid(field, 'earn.field_decimals', { scale });
  }

  r.get(
    '/admin/earn/coins',
    { preValidation: campaignsRead, schema: { tags, response: { 200: envelope(z.array(AdminEarnCoin)) } } },
    async () => ok(walletCoins()),
  );

  r.get(
    '/admin/earn/campaigns',
    { preValidation: campaignsRead, schema: { tags, response: { 200: envelope(z.array(AdminEarnCampaign)) } } },
    async () => ok(await campaignList()),
  );

  r.post(
    '/admin/earn/campaigns',
    {
      preValidation: campaignsWrite,
      schema: { tags, body: AdminEarnCampaignCreate, response: { 200: envelope(AdminEarnCampaign) } },
    },
    async (req) => {
      const b = req.body;
      if (!walletCoins().some((c) => c.code === b.currency)) throw AppError.invalid('currency', 'earn.unknown_coin');
      const input = { ...b, translations: cleanTexts(b.translations, CAMPAIGN_TEXTS) };
      const c = await campaigns.create(input, (tx, row) =>
        audit.record(tx, actorOf(req), {
          action: 'earn.campaign.create',
          target: String(row.id),
          before: null,
          after: input,
        }),
      );
      return ok(await campaignOut(c.id));
    },
  );

  r.put(
    '/admin/earn/campaigns/:id',
    {
      preValidation: campaignsWrite,
      schema: { tags, params: IdParams, body: AdminEarnCampaignEdit, response: { 200: envelope(AdminEarnCampaign) } },
    },
    async (req) => {
      const b = { ...req.body, translations: cleanTexts(req.body.translations, CAMPAIGN_TEXTS) };
      await campaigns.update(req.params.id, b, (tx, before) =>
        audit.record(tx, actorOf(req), {
          action: 'earn.campaign.update',
          target: String(before.id),
          before: { name: before.name, note: before.note, translations: before.translations },
          after: b,
        }),
      );
      return ok(await campaignOut(req.params.id));
    },
  );

  for (const direction of ['fund', 'withdraw'] as const) {
    r.post(
      `/admin/earn/campaigns/:id/${direction}`,
      {
        preValidation: campaignsWrite,
        schema: { tags, params: IdParams, body: AdminEarnCampaignMove, response: { 200: envelope(AdminEarnCampaign) } },
      },
      async (req) => {
        const id = req.params.id;
        const value = normalize(req.body.amount);
        checkScale('amount', value, (await campaigns.row(id)).currency);
        const also = (tx: Tx, c: CampaignRow) =>
          audit.record(tx, actorOf(req), {
            action: `earn.campaign.${direction}`,
            target: String(c.id),
            before: null,
            after: { amount: value },
          });
        if (direction === 'fund') await campaigns.fund(id, value, also);
        else await campaigns.withdraw(id, value, also);
        return ok(await campaignOut(id));
      },
    );
  }

  // ---- products --------------------------------------------------------------------------------------------------

  async function productList() {
    const [products, names, active] = await Promise.all([
      db.select().from(miningProducts).orderBy(miningProducts.id),
      db.select({ id: earnCampaigns.id, name: earnCampaigns.name }).from(earnCampaigns),
      db
        .select({ id: miningOrders.productId, n: count() })
        .from(miningOrders)
        .where(eq(miningOrders.state, 'active'))
        .groupBy(miningOrders.productId),
    ]);
    const nameOf = new Map(names.map((c) => [c.id, c.name]));
    const activeOf = new Map(active.map((a) => [a.id, Number(a.n)]));
    return products.map((p) => wireAdminProduct(p, nameOf.get(p.campaignId) ?? '', activeOf.get(p.id) ?? 0));
  }

  /** The checks a schema cannot make: a wallet coin, amounts at its scale, max ≥ min, a campaign in that coin. */
  async function checkProduct(ex: Executor, b: ProductInput) {
    if (!walletCoins().some((c) => c.code === b.currency)) throw AppError.invalid('currency', 'earn.unknown_coin');
    checkScale('min', b.min, b.currency);
    if (b.max !== null) {
      checkScale('max', b.max, b.currency);
      if (lt(b.max, b.min)) throw AppError.invalid('max', 'earn.max_below_min');
    }
    const [c] = await ex.select().from(earnCampaigns).where(eq(earnCampaigns.id, b.campaign_id));
    if (!c) throw AppError.invalid('campaign_id', 'earn.campaign_missing');
    if (c.currency !== b.currency)
      throw AppError.invalid('campaign_id', 'earn.campaign_other_coin', { coin: c.currency });
  }

  const productValues = (b: ProductInput) => ({
    kind: b.kind,
    name: b.name,
    currency: b.currency,
    days: b.days,
    dailyRate: normalize(b.daily_rate),
    minAmount: normalize(b.min),
    maxAmount: b.max === null ? null : normalize(b.max),
    penaltyRate: normalize(b.penalty_rate),
    campaignId: b.campaign_id,
    enabled: b.enabled,
    intro: b.intro,
    translations: cleanTexts(b.translations, PRODUCT_TEXTS),
  });

  const productOut = async (id: number) => {
    const p = (await productList()).find((x) => x.id === id);
    if (!p) throw AppError.say('earn.product_not_found');
    return p;
  };

  r.get(
    '/admin/earn/products',
    { preValidation: productsRead, schema: { tags, response: { 200: envelope(z.array(AdminEarnProduct)) } } },
    async () => ok(await productList()),
  );

  r.post(
    '/admin/earn/products',
    {
      preValidation: productsWrite,
      schema: { tags, body: AdminEarnProductInput, response: { 200: envelope(AdminEarnProduct) } },
    },
    async (req) => {
      const b = req.body;
      const id = await withTransaction(db, async (tx) => {
        await checkProduct(tx, b);
        const [saved] = await tx.insert(miningProducts).values(productValues(b)).returning();
        if (!saved) throw new Error('product insert returned nothing');
        await audit.record(tx, actorOf(req), {
          action: 'earn.product.create',
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
    '/admin/earn/products/:id',
    {
      preValidation: productsWrite,
      schema: { tags, params: IdParams, body: AdminEarnProductInput, response: { 200: envelope(AdminEarnProduct) } },
    },
    async (req) => {
      const b = req.body;
      await withTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(miningProducts)
          .where(eq(miningProducts.id, req.params.id))
          .for('update');
        if (!before) throw AppError.say('earn.product_not_found');
        await checkProduct(tx, b);
        // Running subscriptions copied their terms: this changes what new subscriptions get, nothing else.
        await tx
          .update(miningProducts)
          .set({ ...productValues(b), updatedAt: new Date() })
          .where(eq(miningProducts.id, before.id));
        await audit.record(tx, actorOf(req), {
          action: 'earn.product.update',
          target: String(before.id),
          before: wireAdminProduct(before, '', 0),
          after: b,
        });
      });
      return ok(await productOut(req.params.id));
    },
  );

  // ---- orders ----------------------------------------------------------------------------------------------------

  /** Each order's receipts (its maturity or redemption first, then its yields, newest first), read per owner. */
  async function receiptsFor(list: OrderRow[]): Promise<Map<number, { id: string; kind: string }[]>> {
    const out = new Map<number, { id: string; kind: string }[]>();
    const owners = [...new Set(list.map((o) => o.userId))];
    for (const userId of owners) {
      const own = list.filter((o) => o.userId === userId);
      const yieldRefs = own.flatMap((o) => Array.from({ length: o.earnedDays }, (_, i) => yieldRef(o.id, i + 1)));
      const [closes, yields] = await Promise.all([
        deps.receiptsOf(
          userId,
          'mining_order',
          own.map((o) => String(o.id)),
        ),
        deps.receiptsOf(userId, 'mining_yield', yieldRefs),
      ]);
      for (const o of own) {
        out.set(
          o.id,
          [
            ...closes.filter((x) => x.ref_id === String(o.id)),
            ...yields.filter((x) => x.ref_id.startsWith(`${o.id}:`)),
          ].map((x) => ({ id: x.id, kind: x.kind })),
        );
      }
    }
    return out;
  }

  r.get(
    '/admin/earn/orders',
    {
      preValidation: guard(...rolesFor('earn-orders', 'read')),
      schema: { tags, querystring: AdminEarnOrdersQuery, response: { 200: envelope(AdminEarnOrders) } },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        q.state ? eq(miningOrders.state, q.state) : undefined,
        q.user_id ? eq(miningOrders.userId, q.user_id) : undefined,
        q.product_id ? eq(miningOrders.productId, q.product_id) : undefined,
      );
      const [[total], list, products] = await Promise.all([
        db.select({ n: count() }).from(miningOrders).where(where),
        db
          .select()
          .from(miningOrders)
          .where(where)
          .orderBy(desc(miningOrders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ id: miningProducts.id, name: miningProducts.name, kind: miningProducts.kind }).from(miningProducts),
      ]);
      const productOf = new Map(products.map((p) => [p.id, p]));
      const receipts = await receiptsFor(list);
      const out = [];
      for (const o of list) {
        const p = productOf.get(o.productId);
        out.push({
          id: o.id,
          user_id: o.userId,
          user: await deps.label(o.userId),
          product_id: o.productId,
          product_name: p?.name ?? '',
          kind: kindOf(p?.kind ?? 'locked'),
          campaign_id: o.campaignId,
          currency: o.currency,
          amount: normalize(o.amount),
          daily_rate: normalize(o.dailyRate),
          days: o.days,
          earned_days: o.earnedDays,
          earned: normalize(o.earned),
          reserved: normalize(o.reserved),
          penalty: amount(o.penalty),
          state: stateOf(o.state),
          start_at: dayText(o.subscribedDay + 1),
          end_at: dayText(maturityDayOf(o.subscribedDay, o.days)),
          created_at: wireTime(o.createdAt),
          closed_at: o.closedAt ? wireTime(o.closedAt) : null,
          receipts: receipts.get(o.id) ?? [],
        });
      }
      return ok({ list: out, total: Number(total?.n ?? 0), page: q.page, limit: q.limit });
    },
  );

  // ---- accruals --------------------------------------------------------------------------------------------------

  r.get(
    '/admin/earn/accruals',
    { preValidation: campaignsRead, schema: { tags, response: { 200: envelope(AdminEarnAccruals) } } },
    async () => {
      const day = sql`to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD')`;
      const [yields, closes, open] = await Promise.all([
        // A yield entry moves the days' yield escrow → mining: its one positive posting is what the user received.
        rows<{ day: string; currency: string; paid: string; n: string | number }>(
          db,
          sql`select ${day} as day, p.currency, coalesce(sum(p.amount), 0)::text as paid, count(distinct e.id) as n
              from ledger_entries e join ledger_postings p on p.entry_id = e.id
              where e.type = 'mining_yield' and p.amount > 0
              group by 1, 2`,
        ),
        rows<{ day: string; currency: string; type: string; n: string | number; principal: string; penalties: string }>(
          db,
          sql`select ${day} as day, o.currency, e.type, count(*) as n, coalesce(sum(o.amount), 0)::text as principal,
                     coalesce(sum(coalesce(o.penalty, 0)), 0)::text as penalties
              from ledger_entries e join mining_orders o on e.ref_id = o.id::text
              where e.ref_type = 'mining_order' and e.type in ('mining_mature', 'mining_redeem')
              group by 1, 2, 3`,
        ),
        rows<{ currency: string; n: string | number; principal: string; unearned: string }>(
          db,
          sql`select currency, count(*) as n, coalesce(sum(amount), 0)::text as principal,
                     coalesce(sum(reserved - earned), 0)::text as unearned
              from mining_orders where state = 'active' group by currency order by currency`,
        ),
      ]);
      const days = new Map<
        string,
        {
          day: string;
          currency: string;
          yield_paid: string;
          accruals: number;
          matured: number;
          principal_back: string;
          redeemed: number;
          penalties: string;
        }
      >();
      const at = (d: string, currency: string) => {
        const key = `${d}|${currency}`;
        const found = days.get(key);
        if (found) return found;
        const fresh = {
          day: d,
          currency,
          yield_paid: '0',
          accruals: 0,
          matured: 0,
          principal_back: '0',
          redeemed: 0,
          penalties: '0',
        };
        days.set(key, fresh);
        return fresh;
      };
      for (const y of yields)
        Object.assign(at(y.day, y.currency), { yield_paid: amount(y.paid), accruals: Number(y.n) });
      for (const c of closes) {
        const d = at(c.day, c.currency);
        if (c.type === 'mining_mature') Object.assign(d, { matured: Number(c.n), principal_back: amount(c.principal) });
        else Object.assign(d, { redeemed: Number(c.n), penalties: amount(c.penalties) });
      }
      const list = [...days.values()]
        .sort((a, b) => (a.day === b.day ? a.currency.localeCompare(b.currency) : a.day < b.day ? 1 : -1))
        .slice(0, 400);
      const sweepers = deps
        .sweepers()
        .filter((s) => s.name.startsWith('earn.'))
        .sort((a, b) => (a.name === 'earn.mining' ? -1 : b.name === 'earn.mining' ? 1 : a.name.localeCompare(b.name)));
      return ok({
        today: dayText(dayOf(deps.now())).slice(0, 10),
        days: list,
        open: open.map((o) => ({
          currency: o.currency,
          orders: Number(o.n),
          principal: amount(o.principal),
          unearned: amount(o.unearned),
        })),
        sweepers,
      });
    },
  );
}
