/**
 * IEO: token sales of a fixed supply at a fixed price during a window (reference §4c), without the original's
 * unauthenticated delivery trigger. Applications pay the cost into the project's account; at the end the platform
 * sweeper `earn.ieo.end` allocates (everyone what they asked when the supply covers it, else ⌊supply × asked ÷
 * total⌋ each: engine/ieo.ts), refunds the rest with a receipt per application, returns the unsold supply to the
 * issuer and pays them the proceeds; `earn.ieo.delivery` then delivers each allocation after the lock period.
 *
 * Money: creating a project issues its supply `external` → `ieo_<id>` (token). An application moves its cost from
 * the user's spot account to `ieo_<id>` (pay coin), in one entry with the order row. The end moves each refund back
 * to spot, the unsold tokens and the proceeds to `external` (the issuer, outside the books); delivery moves the
 * allocation `ieo_<id>` → spot. So `ieo_<id>` holds exactly the tokens still to deliver once the end has run.
 */
import { add, eq as amountEq, currencyScale, gt, isZero, normalize, sub, sum } from '@app/money';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import type { SweeperDef } from '../../platform/sweeper';
import {
  ACCOUNT_KIND,
  type AccountKey,
  getOrCreateAccounts,
  type LedgerAccount,
  post,
  withIdempotency,
  withTransaction,
} from '../ledger';
import { catalogueCoins } from '../market';
import type { ReceiptsService } from '../receipts';
import { ieoAllocateReceipt } from './earn.receipts';
import { ieoOrders, ieoProjects } from './earn.tables';
import { allocationOf, ieoCost, ieoPhase } from './engine/ieo';
import { DAY_MS, decimalsOf } from './engine/units';

export type IeoProject = typeof ieoProjects.$inferSelect;
export type IeoOrder = typeof ieoOrders.$inferSelect;
export type IeoProjectInput = Omit<
  typeof ieoProjects.$inferInsert,
  | 'id'
  | 'applied'
  | 'applicants'
  | 'passed'
  | 'allocated'
  | 'proceeds'
  | 'state'
  | 'createdAt'
  | 'allocatedAt'
  | 'dueAt'
  | 'attempts'
  | 'lastError'
>;

/** Serialises one user's applications so the per-user limit is judged on committed rows. */
const LOCK_NS = 7315;

export const ieoAccount = (projectId: number, currency: string): AccountKey => ({
  ownerType: 'system',
  currency,
  systemKind: `ieo_${projectId}`,
});
const external = (currency: string): AccountKey => ({ ownerType: 'system', currency, systemKind: 'external' });
const spot = (userId: number, currency: string): AccountKey => ({
  ownerType: 'user',
  ownerId: userId,
  currency,
  kind: ACCOUNT_KIND.change,
});

export const deliverAtOf = (p: Pick<IeoProject, 'endsAt' | 'lockDays'>) => p.endsAt + p.lockDays * DAY_MS;
const memo = (p: Pick<IeoProject, 'id' | 'title'>, id: number) =>
  ({ m: 'ieo', project: p.id, title: p.title.slice(0, 80), id }) as const;

export function createIeoService(deps: { db: Db; receipts: Pick<ReceiptsService, 'issue'>; now: () => number }) {
  const { db, receipts, now } = deps;

  async function project(ex: Db | Tx, id: number, lock = false): Promise<IeoProject> {
    const q = ex.select().from(ieoProjects).where(eq(ieoProjects.id, id));
    const [p] = lock ? await q.for('update') : await q;
    if (!p) throw AppError.say('earn.ieo_not_found');
    return p;
  }

  async function heldBy(ex: Db | Tx, projectId: number, userId: number): Promise<string> {
    const [row] = await ex
      .select({ n: sql<string>`coalesce(sum(${ieoOrders.asked}), 0)::text` })
      .from(ieoOrders)
      .where(and(eq(ieoOrders.projectId, projectId), eq(ieoOrders.userId, userId)));
    return normalize(row?.n ?? '0');
  }

  /** The refusals of an application, in the order a user meets them (also used by the estimate). */
  function check(p: IeoProject, asked: string, held: string, at: number) {
    if (!p.enabled || ieoPhase(p.startsAt, p.endsAt, at) !== 2) throw AppError.say('earn.ieo_not_open');
    const scale = currencyScale(p.token);
    if (decimalsOf(asked) > scale) throw AppError.say('earn.too_many_decimals', { scale });
    if (gt(normalize(p.minAmount), asked)) throw AppError.say('earn.ieo_below_min', { min: normalize(p.minAmount) });
    if (p.userLimit !== null && gt(add(held, asked), p.userLimit)) {
      throw AppError.say('earn.ieo_user_limit', { limit: normalize(p.userLimit), held });
    }
    if (p.mode === 'fcfs' && gt(add(p.applied, asked), p.supply)) {
      throw AppError.say('earn.ieo_sold_out', { left: normalize(sub(p.supply, p.applied)) });
    }
  }

  type Terms = { price?: string | number | undefined; payCurrency?: string | number | undefined };

  async function applyTx(tx: Tx, userId: number, projectId: number, asked: string, terms: Terms): Promise<IeoOrder> {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NS}, ${userId})`);
    // The project row is locked: concurrent applications for the last tokens queue here, and the end's sweeper
    // (which claims it with SKIP LOCKED) waits for them.
    const p = await project(tx, projectId, true);
    const priceDiffers = terms.price !== undefined && String(terms.price).trim() !== '' && !samePrice(terms.price, p);
    const pay = terms.payCurrency === undefined ? '' : String(terms.payCurrency).trim().toUpperCase();
    const payId = String(catalogueCoins().find((c) => c.code === p.payCurrency)?.id ?? '');
    const payDiffers = pay !== '' && pay !== p.payCurrency && pay !== payId;
    if (priceDiffers || payDiffers) throw AppError.say('earn.ieo_terms_changed');
    check(p, asked, await heldBy(tx, p.id, userId), now());
    const paid = ieoCost(asked, p.price, currencyScale(p.payCurrency));
    const deliverAt = deliverAtOf(p);
    const [row] = await tx
      .insert(ieoOrders)
      .values({
        userId,
        projectId: p.id,
        token: p.token,
        payCurrency: p.payCurrency,
        price: p.price,
        asked,
        paid,
        deliverAt,
        state: 'applied',
        dueAt: new Date(deliverAt),
      })
      .returning();
    if (!row) throw new Error('ieo order insert returned nothing');
    await tx
      .update(ieoProjects)
      .set({ applied: normalize(add(p.applied, asked)), applicants: p.applicants + 1 })
      .where(eq(ieoProjects.id, p.id));
    const [from, to] = (await getOrCreateAccounts(tx, [
      spot(userId, p.payCurrency),
      ieoAccount(p.id, p.payCurrency),
    ])) as [LedgerAccount, LedgerAccount];
    await post(tx, {
      type: 'ieo_apply',
      refType: 'ieo_order',
      refId: row.id,
      memo: memo(p, row.id),
      lines: [
        { account: from, bucket: 'available', amount: `-${paid}` },
        { account: to, bucket: 'available', amount: paid },
      ],
    });
    return row;
  }

  const samePrice = (v: string | number, p: IeoProject) => {
    const s = String(v).trim();
    return /^\d{1,18}(\.\d{1,18})?$/.test(s) && amountEq(normalize(s), normalize(p.price));
  };

  /** The end: every application's allocation, refund and receipt; the unsold supply and the proceeds out. */
  async function endTx(tx: Tx, p: IeoProject) {
    const orders = await tx
      .select()
      .from(ieoOrders)
      .where(and(eq(ieoOrders.projectId, p.id), eq(ieoOrders.state, 'applied')))
      .orderBy(ieoOrders.id)
      .for('update');
    const supply = normalize(p.supply);
    const totalAsked = normalize(sum(orders.map((o) => o.asked)));
    const tokenScale = currencyScale(p.token);
    const payScale = currencyScale(p.payCurrency);
    let allocated = '0';
    let proceeds = '0';
    let passed = 0;
    const [pool, tokens] = (await getOrCreateAccounts(tx, [
      ieoAccount(p.id, p.payCurrency),
      ieoAccount(p.id, p.token),
    ])) as [LedgerAccount, LedgerAccount];
    const drafts = [];
    for (const o of orders) {
      const inputs = {
        supply,
        totalAsked,
        asked: normalize(o.asked),
        paid: normalize(o.paid),
        price: normalize(o.price),
        tokenScale,
        payScale,
      };
      const a = allocationOf(inputs);
      allocated = add(allocated, a.allocated);
      proceeds = add(proceeds, a.kept);
      if (!isZero(a.allocated)) passed += 1;
      if (!isZero(a.refund)) {
        const [back] = (await getOrCreateAccounts(tx, [spot(o.userId, o.payCurrency)])) as [LedgerAccount];
        await post(tx, {
          type: 'ieo_allocate',
          refType: 'ieo_order',
          refId: o.id,
          memo: memo(p, o.id),
          idempotencyKey: `ieo_refund:${o.id}`,
          lines: [
            { account: pool, bucket: 'available', amount: `-${a.refund}` },
            { account: back, bucket: 'available', amount: a.refund },
          ],
        });
      }
      await tx
        .update(ieoOrders)
        .set({
          allocated: a.allocated,
          kept: a.kept,
          refund: a.refund,
          state: isZero(a.allocated) ? 'refunded' : 'allocated',
          allocatedAt: new Date(now()),
          dueAt: new Date(o.deliverAt),
        })
        .where(eq(ieoOrders.id, o.id));
      drafts.push(ieoAllocateReceipt({ order: o, inputs, result: a }));
    }
    const unsold = normalize(sub(supply, allocated));
    const [issuerToken, issuerPay] = (await getOrCreateAccounts(tx, [external(p.token), external(p.payCurrency)])) as [
      LedgerAccount,
      LedgerAccount,
    ];
    const lines = [
      { account: tokens, bucket: 'available' as const, amount: `-${unsold}` },
      { account: issuerToken, bucket: 'available' as const, amount: unsold },
      { account: pool, bucket: 'available' as const, amount: `-${normalize(proceeds)}` },
      { account: issuerPay, bucket: 'available' as const, amount: normalize(proceeds) },
    ].filter((l) => !isZero(l.amount));
    if (lines.length > 0) {
      await post(tx, {
        type: 'ieo_allocate',
        refType: 'ieo_project',
        refId: p.id,
        memo: memo(p, 0),
        idempotencyKey: `ieo_end:${p.id}`,
        lines,
      });
    }
    await receipts.issue(tx, drafts);
    return {
      state: 'allocated',
      set: { allocated: normalize(allocated), proceeds: normalize(proceeds), passed, allocatedAt: new Date(now()) },
    };
  }

  async function deliverTx(tx: Tx, o: IeoOrder) {
    const amount = normalize(o.allocated ?? '0');
    const [p] = await tx.select().from(ieoProjects).where(eq(ieoProjects.id, o.projectId));
    if (!p) throw new Error(`ieo order ${o.id} has no project`);
    const [from, to] = (await getOrCreateAccounts(tx, [ieoAccount(o.projectId, o.token), spot(o.userId, o.token)])) as [
      LedgerAccount,
      LedgerAccount,
    ];
    await post(tx, {
      type: 'ieo_deliver',
      refType: 'ieo_order',
      refId: o.id,
      memo: memo(p, o.id),
      idempotencyKey: `ieo_deliver:${o.id}`,
      lines: [
        { account: from, bucket: 'available', amount: `-${amount}` },
        { account: to, bucket: 'available', amount },
      ],
    });
    return { state: 'delivered', set: { deliveredAt: new Date(now()) } };
  }

  return {
    project: (id: number) => project(db, id),
    /** Newest start first; the user list shows the enabled ones. */
    projects: (ex: Db | Tx = db) =>
      ex.select().from(ieoProjects).orderBy(desc(ieoProjects.startsAt), desc(ieoProjects.id)),

    /** Creates a project and issues its supply into `ieo_<id>`; `also` runs in the same transaction (audit). */
    async create(input: IeoProjectInput, also?: (tx: Tx, p: IeoProject) => Promise<void>): Promise<IeoProject> {
      return withTransaction(db, async (tx) => {
        const [p] = await tx
          .insert(ieoProjects)
          .values({ ...input, state: 'selling', dueAt: new Date(input.endsAt) })
          .returning();
        if (!p) throw new Error('ieo project insert returned nothing');
        const [tokens, issuer] = (await getOrCreateAccounts(tx, [
          ieoAccount(p.id, p.token),
          external(p.token),
          ieoAccount(p.id, p.payCurrency),
        ])) as [LedgerAccount, LedgerAccount];
        await post(tx, {
          type: 'ieo_issue',
          refType: 'ieo_project',
          refId: p.id,
          memo: memo(p, 0),
          lines: [
            { account: issuer, bucket: 'available', amount: `-${normalize(p.supply)}` },
            { account: tokens, bucket: 'available', amount: normalize(p.supply) },
          ],
        });
        await also?.(tx, p);
        return p;
      });
    },

    /** What is shown, never the terms money depends on (price, supply, coins, times, limits, mode). */
    async update(
      id: number,
      patch: Partial<
        Pick<
          IeoProject,
          'title' | 'summary' | 'content' | 'logo' | 'whitepaper' | 'website' | 'enabled' | 'translations'
        >
      >,
      also?: (tx: Tx, before: IeoProject) => Promise<void>,
    ): Promise<IeoProject> {
      return withTransaction(db, async (tx) => {
        const before = await project(tx, id, true);
        const [p] = await tx.update(ieoProjects).set(patch).where(eq(ieoProjects.id, id)).returning();
        await also?.(tx, before);
        return p ?? before;
      });
    },

    async apply(
      userId: number,
      projectId: number,
      asked: string,
      terms: Terms,
      idempotencyKey?: string,
    ): Promise<IeoOrder> {
      const value = normalize(asked);
      const run = (tx: Tx) => applyTx(tx, userId, projectId, value, terms);
      if (!idempotencyKey) return withTransaction(db, run);
      const out = await withIdempotency(
        db,
        { scope: `user:${userId}:ieo-apply`, key: idempotencyKey, requestHash: JSON.stringify([projectId, value]) },
        async (tx) => ({ id: (await run(tx)).id }),
      );
      const [row] = await db.select().from(ieoOrders).where(eq(ieoOrders.id, out.response.id));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** The cost of `asked` now and, were the end now, its allocation (the end's own function). */
    async estimate(projectId: number, asked: string) {
      const p = await project(db, projectId);
      const value = normalize(asked);
      const payScale = currencyScale(p.payCurrency);
      const cost = ieoCost(value, p.price, payScale);
      const totalAsked = normalize(add(p.applied, value));
      const a = allocationOf({
        supply: normalize(p.supply),
        totalAsked,
        asked: value,
        paid: cost,
        price: normalize(p.price),
        tokenScale: currencyScale(p.token),
        payScale,
      });
      return { cost, payCurrency: p.payCurrency, totalAsked, ...a };
    },

    async orders(userId: number | null, q: { projectId?: number; page: number; limit: number }) {
      const where = and(
        userId === null ? undefined : eq(ieoOrders.userId, userId),
        q.projectId === undefined ? undefined : eq(ieoOrders.projectId, q.projectId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(ieoOrders)
          .where(where)
          .orderBy(desc(ieoOrders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(ieoOrders).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    sweepers(): [SweeperDef<typeof ieoProjects>, SweeperDef<typeof ieoOrders>] {
      return [
        {
          name: 'earn.ieo.end',
          table: ieoProjects,
          dueState: 'selling',
          everyMs: 1_000,
          batch: 10,
          settle: endTx as SweeperDef<typeof ieoProjects>['settle'],
        },
        {
          name: 'earn.ieo.delivery',
          table: ieoOrders,
          dueState: 'allocated',
          everyMs: 1_000,
          batch: 500,
          settle: deliverTx as SweeperDef<typeof ieoOrders>['settle'],
        },
      ];
    },
  };
}

export type IeoService = ReturnType<typeof createIeoService>;
