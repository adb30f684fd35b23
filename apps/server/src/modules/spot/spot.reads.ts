/** Read side of spot: pairs, the owner's orders and fills, depth, recent trades, balances, back-office lists. */
import type { SpotDepth, SpotPair } from '@app/api';
import { normalize } from '@app/money';
import { and, count, desc, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { ACCOUNT_KIND, balances } from '../ledger';
import { lotsToQty, ticksToPrice } from './engine';
import { OPEN_STATUSES } from './spot.exec';
import type { PairInfo } from './spot.pairs';
import type { SpotService } from './spot.service';
import { spotOrders, spotTrades } from './spot.tables';
import { type OrderRow, wireOrder, wireTrade } from './spot.wire';

const ADMIN_PAGE = 20;

export type SpotReads = ReturnType<typeof createSpotReads>;

export function createSpotReads(db: Db, spot: SpotService, market: { lastPrice(symbol: string): string | undefined }) {
  const pairOf = (o: OrderRow) => spot.pair(o.pairId);
  const wire = (o: OrderRow) => wireOrder(o, pairOf(o));
  const depthSeq = new Map<number, number>();

  function wirePair(p: PairInfo): SpotPair {
    return {
      id: p.id,
      symbol: p.symbol,
      currency_id: p.baseId,
      legal_id: p.quoteId,
      currency_name: p.base,
      legal_name: p.quote,
      tick_size: p.tickSize,
      lot_size: p.lotSize,
      price_precision: p.pricePrecision,
      amount_precision: p.amountPrecision,
      min_notional: p.minNotional,
      maker_fee: p.zeroFee ? '0' : p.makerFee,
      taker_fee: p.zeroFee ? '0' : p.takerFee,
      zero_fee: p.zeroFee,
      halted: p.halted,
      now_price: market.lastPrice(p.symbol) ?? '0',
    };
  }

  return {
    wire,
    wirePair,
    pairs: () =>
      spot
        .pairs()
        .filter((p) => p.enabled)
        .map(wirePair),

    /**
     * The depth snapshot from the pair's committed view (never a command's half-done book) with the price the
     * maker's quotes follow; `seq` is the number of the last `market_depth` push of this symbol.
     */
    depth(pair: PairInfo, limit: number): SpotDepth {
      const view = spot.view(pair.id);
      const lv = (l: { price: number; qty: number }): [string, string] => [
        ticksToPrice(l.price, pair.tickSize),
        lotsToQty(l.qty, pair.lotSize),
      ];
      const side = (levels: readonly { price: number; qty: number }[] | undefined) =>
        (levels ?? []).slice(0, limit).map(lv);
      return {
        symbol: pair.symbol,
        seq: depthSeq.get(pair.id) ?? 0,
        bids: side(view?.depth.bids),
        asks: side(view?.depth.asks),
        ...(view?.last ? { last_price: view.last } : {}),
      };
    },
    nextDepthSeq(pairId: number): number {
      const n = (depthSeq.get(pairId) ?? 0) + 1;
      depthSeq.set(pairId, n);
      return n;
    },

    async trades(pair: PairInfo, limit: number) {
      const rows = await db
        .select()
        .from(spotTrades)
        .where(eq(spotTrades.pairId, pair.id))
        .orderBy(desc(spotTrades.id))
        .limit(limit);
      return rows.map(wireTrade);
    },

    async list(
      ownerId: number,
      q: { status: 'current' | 'history' | 'all'; pairId?: number | undefined; page: number; limit: number },
    ) {
      const open = [...OPEN_STATUSES];
      const where = and(
        eq(spotOrders.ownerId, ownerId),
        q.status === 'all'
          ? undefined
          : q.status === 'current'
            ? inArray(spotOrders.status, open)
            : notInArray(spotOrders.status, open),
        q.pairId !== undefined ? eq(spotOrders.pairId, q.pairId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(spotOrders)
          .where(where)
          .orderBy(desc(spotOrders.createdAt), desc(spotOrders.seq))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(spotOrders).where(where),
      ]);
      return { list: rows.map(wire), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async order(ownerId: number, id: string) {
      const [row] = await db.select().from(spotOrders).where(eq(spotOrders.id, id));
      if (!row || row.ownerId !== ownerId) throw new AppError('NOT_FOUND');
      const trades = await db
        .select()
        .from(spotTrades)
        .where(or(eq(spotTrades.makerOrderId, id), eq(spotTrades.takerOrderId, id)))
        .orderBy(desc(spotTrades.id));
      return {
        order: wire(row),
        trades: trades.map((t) => {
          const maker = t.makerOrderId === id;
          return {
            id: String(t.id),
            price: normalize(t.price),
            amount: normalize(t.amount),
            fee: normalize(maker ? t.makerFee : t.takerFee),
            fee_currency: row.feeCurrency,
            role: maker ? ('maker' as const) : ('taker' as const),
            created_at: wireTime(t.createdAt),
          };
        }),
      };
    },

    async balance(ownerId: number, pair: PairInfo) {
      // A read never creates ledger accounts: a currency never held is simply zero.
      const held = (await balances(db, ownerId)).filter((b) => b.kind === ACCOUNT_KIND.change);
      const one = (currency: string) => {
        const a = held.find((b) => b.currency === currency);
        return { currency, available: a?.available ?? '0', frozen: a?.frozen ?? '0' };
      };
      return { base: one(pair.base), quote: one(pair.quote) };
    },

    async adminOrders(q: {
      symbol?: string | undefined;
      user_id?: number | undefined;
      status?: string | undefined;
      page: number;
    }) {
      const where = and(...filters(q), q.status ? eq(spotOrders.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(spotOrders)
          .where(where)
          .orderBy(desc(spotOrders.seq))
          .limit(ADMIN_PAGE)
          .offset((q.page - 1) * ADMIN_PAGE),
        db.select({ n: count() }).from(spotOrders).where(where),
      ]);
      return {
        list: rows.map((o) => ({ ...wire(o), user_id: o.ownerId, owner_type: o.ownerType })),
        total: total?.n ?? 0,
        page: q.page,
        limit: ADMIN_PAGE,
      };
    },

    async adminTrades(q: { symbol?: string | undefined; user_id?: number | undefined; page: number }) {
      const conds: (SQL | undefined)[] = [];
      const pair = q.symbol ? spot.findPair({ symbol: q.symbol }) : undefined;
      if (q.symbol) conds.push(eq(spotTrades.pairId, pair?.id ?? -1));
      if (q.user_id !== undefined) {
        conds.push(or(eq(spotTrades.makerOwnerId, q.user_id), eq(spotTrades.takerOwnerId, q.user_id)));
      }
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(spotTrades)
          .where(where)
          .orderBy(desc(spotTrades.id))
          .limit(ADMIN_PAGE)
          .offset((q.page - 1) * ADMIN_PAGE),
        db.select({ n: count() }).from(spotTrades).where(where),
      ]);
      return {
        list: rows.map((t) => ({
          id: String(t.id),
          symbol: t.symbol,
          price: normalize(t.price),
          amount: normalize(t.amount),
          side: t.takerSide === 'sell' ? ('sell' as const) : ('buy' as const),
          maker_order_id: t.makerOrderId,
          taker_order_id: t.takerOrderId,
          maker_user_id: t.makerOwnerId,
          taker_user_id: t.takerOwnerId,
          maker_fee: normalize(t.makerFee),
          taker_fee: normalize(t.takerFee),
          created_at: wireTime(t.createdAt),
        })),
        total: total?.n ?? 0,
        page: q.page,
        limit: ADMIN_PAGE,
      };
    },
  };

  function filters(q: { symbol?: string | undefined; user_id?: number | undefined }): (SQL | undefined)[] {
    const pair = q.symbol ? spot.findPair({ symbol: q.symbol }) : undefined;
    return [
      q.symbol ? eq(spotOrders.pairId, pair?.id ?? -1) : undefined,
      q.user_id !== undefined ? eq(spotOrders.ownerId, q.user_id) : undefined,
    ];
  }
}
