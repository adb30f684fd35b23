/**
 * Back-office IEO (docs/api-earn.md "Back office"): the projects with their sale and the books of `ieo_<id>`
 * (section earn-products), creating one (the service issues its supply into `ieo_<id>`; the audit row is written in
 * the same transaction), editing what is shown (the service's update: never price, supply, coins, times, limits or
 * mode), and the subscriptions with their allocation receipts (section earn-orders). No call here moves a user's
 * money: the end and the delivery stay with the sweepers.
 */
import {
  AdminIeoCreate,
  AdminIeoEdit,
  type AdminIeoOrderState,
  AdminIeoOrders,
  AdminIeoOrdersQuery,
  type AdminIeoPhase,
  AdminIeoProject,
  IdParams,
  rolesFor,
} from '@app/api';
import { add, currencyScale, div, isZero, lt, mul, normalize } from '@app/money';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db';
import { envelope, ok, wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { type AdminGuard, type AuditService, actorOf } from '../admin';
import { balances as ledgerBalances } from '../ledger';
import { walletCoins } from './earn.admin-routes';
import { ieoOrders, ieoProjects } from './earn.tables';
import { cleanTexts, IEO_TEXTS, missingLangs } from './earn.texts';
import { ieoPhase } from './engine/ieo';
import { decimalsOf } from './engine/units';
import { deliverAtOf, type IeoProject, type IeoService } from './ieo.service';

type Receipt = { id: string; kind: string; ref_id: string };
const PHASES: Record<number, AdminIeoPhase> = { 1: 'warmup', 2: 'selling', 3: 'done' };
const ORDER_STATES: readonly string[] = ['applied', 'allocated', 'delivered', 'refunded'];
const stateOf = (s: string): AdminIeoOrderState => (ORDER_STATES.includes(s) ? (s as AdminIeoOrderState) : 'applied');
const maybe = (v: string | null) => (v === null ? null : normalize(v));

/** What the edit may change: the service's update takes nothing else. */
const SHOWN = ['title', 'summary', 'content', 'logo', 'whitepaper', 'website', 'enabled', 'translations'] as const;

export function wireAdminIeoProject(p: IeoProject, now: number, balances: Map<string, string>) {
  const supply = normalize(p.supply);
  const applied = normalize(p.applied);
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    content: p.content,
    translations: p.translations,
    missing_langs: missingLangs(p, IEO_TEXTS),
    logo: p.logo,
    token: p.token,
    token_scale: currencyScale(p.token),
    pay_currency: p.payCurrency,
    pay_scale: currencyScale(p.payCurrency),
    price: normalize(p.price),
    supply,
    min: normalize(p.minAmount),
    user_limit: maybe(p.userLimit),
    starts_at: wireTime(new Date(p.startsAt)),
    ends_at: wireTime(new Date(p.endsAt)),
    starts_ms: p.startsAt,
    ends_ms: p.endsAt,
    deliver_at: wireTime(new Date(deliverAtOf(p))),
    lock_days: p.lockDays,
    mode: p.mode === 'pro_rata' ? ('pro_rata' as const) : ('fcfs' as const),
    whitepaper: p.whitepaper,
    website: p.website,
    enabled: p.enabled,
    phase: PHASES[ieoPhase(p.startsAt, p.endsAt, now)] ?? 'done',
    applied,
    applicants: p.applicants,
    passed: p.passed,
    progress: isZero(applied) ? '0' : normalize(div(mul(applied, '100'), supply, 2, 'floor')),
    allocated: maybe(p.allocated),
    proceeds: maybe(p.proceeds),
    state: p.state,
    balance_token: balances.get(`ieo_${p.id}|${p.token}`) ?? '0',
    balance_pay: balances.get(`ieo_${p.id}|${p.payCurrency}`) ?? '0',
    created_at: wireTime(p.createdAt),
  };
}

export function registerIeoAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    guard: AdminGuard;
    audit: Pick<AuditService, 'record'>;
    ieo: IeoService;
    label(userId: number): Promise<string>;
    receiptsOf(userId: number, refType: string, ids: string[]): Promise<Receipt[]>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guard, audit, ieo } = deps;
  const tags = ['admin earn'];
  const productsRead = guard(...rolesFor('earn-products', 'read'));
  const productsWrite = guard(...rolesFor('earn-products', 'write'));

  /** Every `ieo_<id>` account's balance (available + frozen), keyed `ieo_<id>|coin`. */
  async function balances(): Promise<Map<string, string>> {
    const list = (await ledgerBalances(db, 0, 'system')).filter((b) => b.systemKind.startsWith('ieo_'));
    return new Map(list.map((a) => [`${a.systemKind}|${a.currency}`, normalize(add(a.available, a.frozen))]));
  }

  async function projectOut(id: number) {
    const p = await ieo.project(id);
    return wireAdminIeoProject(p, deps.now(), await balances());
  }

  /** An amount in the token: no more decimals than the coin has. */
  function checkScale(field: string, value: string | null, currency: string) {
    const scale = currencyScale(currency);
    if (value !== null && decimalsOf(value) > scale) throw AppError.invalid(field, 'earn.field_decimals', { scale });
  }

  r.get(
    '/admin/earn/ieo',
    { preValidation: productsRead, schema: { tags, response: { 200: envelope(z.array(AdminIeoProject)) } } },
    async () => {
      const [list, books] = await Promise.all([ieo.projects(), balances()]);
      const now = deps.now();
      return ok(list.map((p) => wireAdminIeoProject(p, now, books)));
    },
  );

  r.post(
    '/admin/earn/ieo',
    {
      preValidation: productsWrite,
      schema: { tags, body: AdminIeoCreate, response: { 200: envelope(AdminIeoProject) } },
    },
    async (req) => {
      const b = req.body;
      const coins = walletCoins();
      if (!coins.some((c) => c.code === b.token)) throw AppError.invalid('token', 'earn.unknown_coin');
      if (!coins.some((c) => c.code === b.pay_currency)) throw AppError.invalid('pay_currency', 'earn.unknown_coin');
      if (b.pay_currency === b.token) throw AppError.invalid('pay_currency', 'earn.ieo_same_coin');
      checkScale('supply', b.supply, b.token);
      checkScale('min', b.min, b.token);
      checkScale('user_limit', b.user_limit, b.token);
      if (lt(b.supply, b.min)) throw AppError.invalid('min', 'earn.ieo_min_above_supply');
      if (b.user_limit !== null && lt(b.user_limit, b.min)) throw AppError.invalid('user_limit', 'earn.max_below_min');
      if (b.ends_at <= b.starts_at) throw AppError.invalid('ends_at', 'earn.ieo_ends_before_start');
      const p = await ieo.create(
        {
          title: b.title,
          summary: b.summary,
          content: b.content,
          logo: b.logo,
          token: b.token,
          payCurrency: b.pay_currency,
          price: normalize(b.price),
          supply: normalize(b.supply),
          minAmount: normalize(b.min),
          userLimit: b.user_limit === null ? null : normalize(b.user_limit),
          startsAt: b.starts_at,
          endsAt: b.ends_at,
          lockDays: b.lock_days,
          mode: b.mode,
          whitepaper: b.whitepaper,
          website: b.website,
          enabled: b.enabled,
          translations: cleanTexts(b.translations, IEO_TEXTS),
        },
        (tx, row) =>
          audit.record(tx, actorOf(req), { action: 'earn.ieo.create', target: String(row.id), before: null, after: b }),
      );
      return ok(await projectOut(p.id));
    },
  );

  r.put(
    '/admin/earn/ieo/:id',
    {
      preValidation: productsWrite,
      schema: { tags, params: IdParams, body: AdminIeoEdit, response: { 200: envelope(AdminIeoProject) } },
    },
    async (req) => {
      const patch: Partial<Pick<IeoProject, (typeof SHOWN)[number]>> = {};
      for (const key of SHOWN) {
        const v =
          key === 'translations' && req.body.translations
            ? cleanTexts(req.body.translations, IEO_TEXTS)
            : req.body[key];
        if (v !== undefined) Object.assign(patch, { [key]: v });
      }
      await ieo.update(req.params.id, patch, (tx, before) =>
        audit.record(tx, actorOf(req), {
          action: 'earn.ieo.update',
          target: String(before.id),
          before: Object.fromEntries(SHOWN.map((k) => [k, before[k]])),
          after: patch,
        }),
      );
      return ok(await projectOut(req.params.id));
    },
  );

  r.get(
    '/admin/earn/ieo/orders',
    {
      preValidation: guard(...rolesFor('earn-orders', 'read')),
      schema: { tags, querystring: AdminIeoOrdersQuery, response: { 200: envelope(AdminIeoOrders) } },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        q.project_id ? eq(ieoOrders.projectId, q.project_id) : undefined,
        q.user_id ? eq(ieoOrders.userId, q.user_id) : undefined,
        q.state ? eq(ieoOrders.state, q.state) : undefined,
      );
      const [[total], list, projects] = await Promise.all([
        db.select({ n: count() }).from(ieoOrders).where(where),
        db
          .select()
          .from(ieoOrders)
          .where(where)
          .orderBy(desc(ieoOrders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ id: ieoProjects.id, title: ieoProjects.title }).from(ieoProjects),
      ]);
      const titleOf = new Map(projects.map((p) => [p.id, p.title]));
      const receipts = new Map<number, string>();
      for (const userId of new Set(list.map((o) => o.userId))) {
        const own = list.filter((o) => o.userId === userId).map((o) => String(o.id));
        // Newest first: the first receipt met per order is its latest.
        for (const x of await deps.receiptsOf(userId, 'ieo_order', own)) {
          if (!receipts.has(Number(x.ref_id))) receipts.set(Number(x.ref_id), x.id);
        }
      }
      const out = [];
      for (const o of list) {
        out.push({
          id: o.id,
          user_id: o.userId,
          user: await deps.label(o.userId),
          project_id: o.projectId,
          title: titleOf.get(o.projectId) ?? '',
          token: o.token,
          pay_currency: o.payCurrency,
          price: normalize(o.price),
          asked: normalize(o.asked),
          paid: normalize(o.paid),
          allocated: maybe(o.allocated),
          kept: maybe(o.kept),
          refund: maybe(o.refund),
          state: stateOf(o.state),
          deliver_at: wireTime(new Date(o.deliverAt)),
          created_at: wireTime(o.createdAt),
          delivered_at: o.deliveredAt ? wireTime(o.deliveredAt) : null,
          receipt_id: receipts.get(o.id) ?? null,
        });
      }
      return ok({ list: out, total: Number(total?.n ?? 0), page: q.page, limit: q.limit });
    },
  );
}
