/**
 * Dual-currency investment: purchase (whole shares, within the sales window, the product's total and the user's
 * limit, the yield reserved from the campaign) and settlement by the platform sweeper at maturity from the first
 * recorded price at or after it, with the four-branch payout of engine/dual.ts and a receipt over that price.
 *
 * Money: the paid amount moves from the user's spot account to their deposit account (kind 7), and the yield
 * `campaign_<id>` → `escrow_earn`, in one entry with the order row. At settlement the deposit and the reservation
 * go out; a payout in the paid currency goes to spot from them (any rounding rest back to the campaign); a payout
 * in the other currency is the house exchanging at the strike (`house_dual` takes the paid coin and pays the
 * other), so every coin still sums to zero.
 */
import { add, currencyScale, isZero, mul, normalize, sub } from '@app/money';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import type { Settlement, SweeperDef } from '../../platform/sweeper';
import {
  ACCOUNT_KIND,
  getOrCreateAccounts,
  type LedgerAccount,
  type PostInput,
  post,
  postMany,
  withIdempotency,
  withTransaction,
} from '../ledger';
import type { ReceiptsService } from '../receipts';
import { type CampaignBook, campaignKey } from './campaigns';
import { type DualLeaf, dualSettleReceipt } from './earn.receipts';
import { dualOrders, dualProducts } from './earn.tables';
import { type DualType, dualDays, dualPayout, dualYieldOf, paidSide } from './engine/dual';

export type DualProduct = typeof dualProducts.$inferSelect;
export type DualOrder = typeof dualOrders.$inferSelect;
type Mark = { id: number; symbol: string; price: string; ts: number; seq: number | null };
type PricePoint = { price: string; ts: number; seq: number | null };

export type DualMarket = {
  marksFirstFrom(
    list: readonly { symbol: string; ts: number; reason: string; ref: string }[],
    ex: Tx,
  ): Promise<(Mark | null)[]>;
  /** The last recorded price at or before `ts` (seq null when not a leaf of the log). */
  priceAt(symbol: string, ts: number, ex: Tx): Promise<PricePoint | null>;
  lastPrice(symbol: string): string | undefined;
};

/** How long a settlement waits before looking again for the settlement tick. */
const TICK_RETRY_MS = 1_000;
/** Serialises one user's purchases so the per-user limit is judged on committed rows. */
const LOCK_NS = 7314;

export const dualSymbol = (p: Pick<DualProduct, 'coin' | 'quote'>) => `${p.coin}/${p.quote}`;
export const paidCurrencyOf = (p: Pick<DualProduct, 'coin' | 'quote' | 'type'>) =>
  paidSide(p.type as DualType) === 'coin' ? p.coin : p.quote;

export function createDualService(deps: {
  db: Db;
  market: DualMarket;
  receipts: Pick<ReceiptsService, 'issue'>;
  campaigns: CampaignBook;
  now: () => number;
}) {
  const { db, market, receipts, campaigns, now } = deps;

  async function product(ex: Db | Tx, id: number, lock = false): Promise<DualProduct> {
    const q = ex.select().from(dualProducts).where(eq(dualProducts.id, id));
    const [p] = lock ? await q.for('update') : await q;
    if (!p) throw AppError.say('earn.product_not_found');
    return p;
  }

  async function buyTx(tx: Tx, userId: number, productId: number, shares: number): Promise<DualOrder> {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NS}, ${userId})`);
    // The product row is locked: concurrent buyers of the last shares queue here.
    const p = await product(tx, productId, true);
    const at = now();
    if (!p.enabled || at >= p.salesEnd) throw AppError.say('earn.dual_ended');
    if (shares > p.totalShares - p.soldShares) {
      throw AppError.say('earn.dual_sold_out', { left: p.totalShares - p.soldShares });
    }
    const [held] = await tx
      .select({ n: sql<string>`coalesce(sum(${dualOrders.shares}), 0)::text` })
      .from(dualOrders)
      .where(and(eq(dualOrders.productId, p.id), eq(dualOrders.userId, userId)));
    const heldShares = Number(held?.n ?? 0);
    if (heldShares + shares > p.userLimit) {
      throw AppError.say('earn.dual_user_limit', { limit: p.userLimit, held: heldShares });
    }
    const currency = paidCurrencyOf(p);
    const scale = currencyScale(currency);
    const paid = normalize(mul(p.unit, String(shares)));
    const days = dualDays(at, p.settlesAt);
    const reserved = dualYieldOf(paid, days, p.apr, scale);
    const [row] = await tx
      .insert(dualOrders)
      .values({
        userId,
        productId: p.id,
        campaignId: p.campaignId,
        coin: p.coin,
        quote: p.quote,
        type: p.type,
        strike: p.strike,
        apr: p.apr,
        shares,
        paid,
        paidCurrency: currency,
        reserved,
        days,
        settlesAt: p.settlesAt,
        state: 'purchased',
        dueAt: new Date(p.settlesAt),
      })
      .returning();
    if (!row) throw new Error('dual order insert returned nothing');
    await tx
      .update(dualProducts)
      .set({ soldShares: p.soldShares + shares })
      .where(eq(dualProducts.id, p.id));
    const [spot, deposit, escrow, campaign] = (await getOrCreateAccounts(tx, [
      { ownerType: 'user', ownerId: userId, currency, kind: ACCOUNT_KIND.change },
      { ownerType: 'user', ownerId: userId, currency, kind: ACCOUNT_KIND.deposit },
      { ownerType: 'system', currency, systemKind: 'escrow_earn' },
      campaignKey(p.campaignId, currency),
    ])) as [LedgerAccount, LedgerAccount, LedgerAccount, LedgerAccount];
    await campaigns.reserve(tx, campaign, reserved, [spot, deposit, escrow]);
    await post(tx, {
      type: 'dual_buy',
      refType: 'dual_order',
      refId: row.id,
      memo: { m: 'dual', product: p.id, type: p.type === 'put' ? 'put' : 'call', id: row.id },
      lines: [
        { account: spot, bucket: 'available', amount: `-${paid}` },
        { account: deposit, bucket: 'available', amount: paid },
        ...(isZero(reserved)
          ? []
          : [
              { account: campaign, bucket: 'available' as const, amount: `-${reserved}` },
              { account: escrow, bucket: 'available' as const, amount: reserved },
            ]),
      ],
    });
    return row;
  }

  async function settleTx(tx: Tx, o: DualOrder) {
    return (await settleManyTx(tx, [o]))[0]!;
  }

  /**
   * Settlements of matured orders, batched (the sweeper's chunk): one read of the settlement ticks and one insert
   * of their marks, one read of the accounts, one ledger `postMany`, one receipts insert. An order whose tick has
   * not arrived yet is put back and writes nothing.
   */
  /**
   * The leaves that prove a settlement price was the first at or after maturity: the mark's leaf and the one before
   * it, stamped before maturity. Null (a v1 receipt) for a price recorded before the log, or when the leaf before
   * cannot be told apart (another leaf stamped at the same time), so a receipt never states a rule it cannot prove.
   * Read in the settlement's transaction; one read per (symbol, maturity) of a chunk.
   */
  async function leavesOf(tx: Tx, marks: { o: DualOrder; mark: Mark }[]) {
    const before = new Map<string, PricePoint | null>();
    const out: ({ chosen: DualLeaf; before: DualLeaf | null } | null)[] = [];
    for (const { o, mark } of marks) {
      if (mark.seq === null) {
        out.push(null);
        continue;
      }
      const chosen = { seq: mark.seq, ts: mark.ts, price: normalize(mark.price) };
      if (mark.seq === 0) {
        out.push({ chosen, before: null });
        continue;
      }
      const key = `${mark.symbol}@${o.settlesAt}`;
      if (!before.has(key)) before.set(key, await market.priceAt(mark.symbol, o.settlesAt - 1, tx));
      const p = before.get(key);
      out.push(
        p && p.seq === mark.seq - 1 ? { chosen, before: { seq: p.seq, ts: p.ts, price: normalize(p.price) } } : null,
      );
    }
    return out;
  }

  async function settleManyTx(tx: Tx, orders: DualOrder[]): Promise<Settlement[]> {
    const marks = await market.marksFirstFrom(
      orders.map((o) => ({ symbol: dualSymbol(o), ts: o.settlesAt, reason: 'earn.dual', ref: `dual_order:${o.id}` })),
      tx,
    );
    const ready = orders.flatMap((o, i) => (marks[i] ? [{ o, mark: marks[i]! }] : []));
    if (ready.length === 0) return orders.map(() => ({ later: TICK_RETRY_MS }));
    const priced = ready.map(({ o, mark }) => {
      const p = dualPayout({
        type: o.type as DualType,
        paid: normalize(o.paid),
        strike: normalize(o.strike),
        settle: mark.price,
        days: o.days,
        apr: normalize(o.apr),
        coinScale: currencyScale(o.coin),
        quoteScale: currencyScale(o.quote),
      });
      const payCurrency = p.side === 'coin' ? o.coin : o.quote;
      return { o, mark, p, payCurrency };
    });
    const KEYS = 6;
    const accounts = (await getOrCreateAccounts(
      tx,
      priced.flatMap(({ o, payCurrency }) => [
        { ownerType: 'user' as const, ownerId: o.userId, currency: o.paidCurrency, kind: ACCOUNT_KIND.deposit },
        { ownerType: 'system' as const, currency: o.paidCurrency, systemKind: 'escrow_earn' as const },
        campaignKey(o.campaignId, o.paidCurrency),
        { ownerType: 'user' as const, ownerId: o.userId, currency: payCurrency, kind: ACCOUNT_KIND.change },
        { ownerType: 'system' as const, currency: o.paidCurrency, systemKind: 'house_pnl_dual' as const },
        { ownerType: 'system' as const, currency: payCurrency, systemKind: 'house_pnl_dual' as const },
      ]),
    )) as LedgerAccount[];
    const entries: PostInput[] = priced.map(({ o, p, payCurrency }, k) => {
      const [deposit, escrow, campaign, spot, houseIn, houseOut] = accounts.slice(k * KEYS, k * KEYS + KEYS) as [
        LedgerAccount,
        LedgerAccount,
        LedgerAccount,
        LedgerAccount,
        LedgerAccount,
        LedgerAccount,
      ];
      const paid = normalize(o.paid);
      const reserved = normalize(o.reserved);
      const funded = add(paid, reserved);
      const lines = [
        { account: deposit, bucket: 'available' as const, amount: `-${paid}` },
        ...(isZero(reserved) ? [] : [{ account: escrow, bucket: 'available' as const, amount: `-${reserved}` }]),
      ];
      if (payCurrency === o.paidCurrency) {
        // Paid back in the same coin: the payout from what the order holds, the rounding rest to the campaign.
        const rest = normalize(sub(funded, p.amount));
        lines.push({ account: spot, bucket: 'available', amount: p.amount });
        if (!isZero(rest)) lines.push({ account: campaign, bucket: 'available', amount: rest });
      } else {
        // Converted at the strike: the house takes what the order holds and pays the other currency.
        lines.push({ account: houseIn, bucket: 'available', amount: funded });
        lines.push({ account: houseOut, bucket: 'available', amount: `-${p.amount}` });
        lines.push({ account: spot, bucket: 'available', amount: p.amount });
      }
      return {
        type: 'dual_settle',
        refType: 'dual_order',
        refId: o.id,
        memo: { m: 'dual', product: o.productId, type: o.type === 'put' ? 'put' : 'call', id: o.id },
        idempotencyKey: `dual_settle:${o.id}`,
        lines: lines.filter((l) => !isZero(l.amount)),
      };
    });
    await postMany(tx, entries);
    const leaves = await leavesOf(tx, priced);
    await receipts.issue(
      tx,
      priced.map(({ o, mark, p }, k) => dualSettleReceipt({ order: o, mark, leaves: leaves[k] ?? null, payout: p })),
    );
    const settledAt = new Date(now());
    const outcomes = new Map<number, Settlement>(
      priced.map(({ o, mark, p, payCurrency }) => [
        o.id,
        {
          state: 'settled',
          set: {
            settlePrice: mark.price,
            settleMarkId: mark.id,
            settleTs: mark.ts,
            payout: p.amount,
            payoutCurrency: payCurrency,
            settledAt,
          },
        },
      ]),
    );
    return orders.map((o) => outcomes.get(o.id) ?? { later: TICK_RETRY_MS });
  }

  return {
    products: (ex: Db | Tx = db) => ex.select().from(dualProducts).orderBy(dualProducts.settlesAt, dualProducts.id),
    product: (id: number) => product(db, id),

    async buy(userId: number, productId: number, shares: number, idempotencyKey?: string): Promise<DualOrder> {
      const run = (tx: Tx) => buyTx(tx, userId, productId, shares);
      if (!idempotencyKey) return withTransaction(db, run);
      const out = await withIdempotency(
        db,
        { scope: `user:${userId}:dual-buy`, key: idempotencyKey, requestHash: JSON.stringify([productId, shares]) },
        async (tx) => ({ id: (await run(tx)).id }),
      );
      const [row] = await db.select().from(dualOrders).where(eq(dualOrders.id, out.response.id));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async orders(userId: number, q: { settled?: boolean; page: number; limit: number }) {
      const where = and(
        eq(dualOrders.userId, userId),
        q.settled === undefined ? undefined : eq(dualOrders.state, q.settled ? 'settled' : 'purchased'),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(dualOrders)
          .where(where)
          .orderBy(desc(dualOrders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(dualOrders).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    lastPrice: (p: Pick<DualProduct, 'coin' | 'quote'>) => market.lastPrice(dualSymbol(p)),

    sweeper(): SweeperDef<typeof dualOrders> {
      return {
        name: 'earn.dual',
        table: dualOrders,
        dueState: 'purchased',
        everyMs: 1_000,
        batch: 500,
        // Thousands of rows fall due at one instant (an expiry, a maturity, the start of a day): see bench/.
        chunk: 250,
        settle: settleTx as SweeperDef<typeof dualOrders>['settle'],
        settleMany: settleManyTx as SweeperDef<typeof dualOrders>['settleMany'],
      };
    },
  };
}

export type DualService = ReturnType<typeof createDualService>;
