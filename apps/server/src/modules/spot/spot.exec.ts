/**
 * One engine command and its bookkeeping inside ONE database transaction (the caller's `tx`):
 *
 *   place:  freeze (refused before anything is written) → insert the order → engine → per fill: trade row,
 *           one ledger entry (both legs, both fees), maker row → self-trade cancels → taker row, release the
 *           part of the freeze nothing will use any more.
 *   cancel: engine → row cancelled → unfreeze what the row still reserves.
 *
 * `ctx.applied` turns true the moment the engine changed; if the transaction fails after that, the caller
 * rebuilds the pair's book from the committed open orders (spot.service.ts), so engine and DB never drift.
 *
 * Money: tick × lot is a whole unit of the quote currency (spot.pairs.ts), so every notional is exact; only fees
 * round, through the ledger's splitFee (fee rounded up, what the user receives = gross − fee). An order's
 * `reserved` column is exactly what is still frozen for it: a buy reserves price × remaining quote, a sell the
 * remaining base; market orders reserve nothing once done.
 */
import { randomUUID } from 'node:crypto';
import { add, gt, isZero, lt, mul, sub } from '@app/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { AppError } from '../../errors';
import { freeze, getOrCreateAccount, post, splitFee, unfreeze } from '../ledger';
import { type CommandResult, copyResult, type Fill, lotsToQty, type SpotOrderBook, ticksToPrice } from './engine';
import type { PairInfo } from './spot.pairs';
import { spotOrders, spotTrades } from './spot.tables';
import type { ValidOrder } from './spot.validate';
import type { OrderRow, TradeRow } from './spot.wire';

export const MAKER_OWNER_ID = 2 ** 31;
export const OPEN_STATUSES = ['open', 'partial'] as const;

export type ExecCtx = {
  tx: Tx;
  pair: PairInfo;
  book: SpotOrderBook;
  applied: boolean;
  /** Rows changed by this command (order_update pushes after commit). */
  orders: Map<string, OrderRow>;
  trades: TradeRow[];
  accounts: Map<string, number>;
};

export function newCtx(tx: Tx, pair: PairInfo, book: SpotOrderBook): ExecCtx {
  return { tx, pair, book, applied: false, orders: new Map(), trades: [], accounts: new Map() };
}

async function account(ctx: ExecCtx, ownerId: number, currency: string): Promise<number> {
  const key = `${ownerId}:${currency}`;
  let id = ctx.accounts.get(key);
  if (id === undefined) {
    const acc =
      ownerId === 0
        ? await getOrCreateAccount(ctx.tx, { ownerType: 'system', currency, systemKind: 'fees' })
        : await getOrCreateAccount(ctx.tx, { ownerType: 'user', ownerId, currency, kind: 2 });
    id = acc.id;
    ctx.accounts.set(key, id);
  }
  return id;
}

const ownerTypeOf = (ownerId: number) => (ownerId === MAKER_OWNER_ID ? 'maker' : 'user');
const reserveCurrency = (pair: PairInfo, side: string) => (side === 'buy' ? pair.quote : pair.base);

type Taker = {
  id: string;
  ownerId: number;
  side: 'buy' | 'sell';
  reserved: string;
  filled: string;
  total: string;
  fee: string;
};

export async function execPlace(ctx: ExecCtx, ownerId: number, v: ValidOrder): Promise<OrderRow> {
  const { tx, pair } = ctx;
  const id = randomUUID();
  const currency = reserveCurrency(pair, v.side);
  await freeze(tx, {
    account: await account(ctx, ownerId, currency),
    amount: v.freeze,
    type: 'spot_order_freeze',
    refType: 'spot_order',
    refId: id,
  });
  await tx.insert(spotOrders).values({
    id,
    ownerType: ownerTypeOf(ownerId),
    ownerId,
    pairId: pair.id,
    symbol: pair.symbol,
    side: v.side,
    type: v.kind,
    price: v.kind === 'limit' ? v.price : null,
    amount: v.amount,
    total: v.total,
    feeCurrency: v.side === 'buy' ? pair.base : pair.quote,
    reserved: v.freeze,
    status: 'open',
  });

  ctx.applied = true;
  const owner = String(ownerId);
  const raw =
    v.kind === 'limit'
      ? ctx.book.placeLimit({ orderId: id, owner, side: v.side, price: v.priceTicks, qty: v.lots })
      : ctx.book.placeMarket({
          orderId: id,
          owner,
          side: v.side,
          ...(v.quoteUnits !== undefined ? { quoteAmount: v.quoteUnits } : { qty: v.lots }),
          ...(v.refTicks !== undefined ? { referencePrice: v.refTicks } : {}),
          protectionBps: v.protectionBps,
        });
  const r: CommandResult = copyResult(raw);
  if (!r.accepted) throw new Error(`spot engine refused a validated order: ${r.reason}`);
  if (v.kind === 'market' && r.fills.length === 0) throw AppError.say('spot.no_liquidity');

  for (const c of r.cancelled) if (c.reason === 'self_trade') await cancelRow(ctx, c.orderId);
  const taker: Taker = { id, ownerId, side: v.side, reserved: v.freeze, filled: '0', total: '0', fee: '0' };
  for (const f of r.fills) await settleFill(ctx, taker, f);

  const t = r.taker;
  const resting = t.status === 'resting';
  const remaining = lotsToQty(t.remainingQty, pair.lotSize);
  const keep = !resting ? '0' : v.side === 'buy' ? mul(v.kind === 'limit' ? v.price : '0', remaining) : remaining;
  const release = sub(taker.reserved, keep);
  if (lt(release, '0')) throw new Error(`spot: order ${id} would release a negative amount`);
  if (gt(release, '0')) {
    await unfreeze(tx, {
      account: await account(ctx, ownerId, currency),
      amount: release,
      type: 'spot_order_release',
      refType: 'spot_order',
      refId: id,
    });
  }
  const status = resting ? (isZero(taker.filled) ? 'open' : 'partial') : t.status === 'filled' ? 'filled' : 'cancelled';
  const [row] = await tx
    .update(spotOrders)
    .set({
      filled: taker.filled,
      filledTotal: taker.total,
      fee: taker.fee,
      reserved: keep,
      status,
      updatedAt: new Date(),
    })
    .where(eq(spotOrders.id, id))
    .returning();
  if (!row) throw new Error('spot: taker row vanished');
  ctx.orders.set(id, row);
  return row;
}

/** One fill: both legs and both fees in one ledger entry, the trade row, the maker's row. */
async function settleFill(ctx: ExecCtx, taker: Taker, f: Fill): Promise<void> {
  const { tx, pair } = ctx;
  const price = ticksToPrice(f.price, pair.tickSize);
  const qty = lotsToQty(f.qty, pair.lotSize);
  const notional = mul(price, qty);
  const takerBuys = taker.side === 'buy';
  const makerOwner = Number(f.makerOwner);
  const buyer = takerBuys ? taker.ownerId : makerOwner;
  const seller = takerBuys ? makerOwner : taker.ownerId;
  const rate = (isMaker: boolean) => (pair.zeroFee ? '0' : isMaker ? pair.makerFee : pair.takerFee);
  const b = splitFee(qty, rate(!takerBuys), pair.base); // the buyer receives base, pays its fee in base
  const s = splitFee(notional, rate(takerBuys), pair.quote); // the seller receives quote, pays its fee in quote
  const makerFee = takerBuys ? s.fee : b.fee;
  const takerFee = takerBuys ? b.fee : s.fee;

  const [trade] = await tx
    .insert(spotTrades)
    .values({
      pairId: pair.id,
      symbol: pair.symbol,
      price,
      amount: qty,
      takerSide: taker.side,
      makerOrderId: f.makerOrderId,
      takerOrderId: taker.id,
      makerOwnerId: makerOwner,
      takerOwnerId: taker.ownerId,
      makerFee,
      takerFee,
    })
    .returning();
  if (!trade) throw new Error('spot: trade insert returned nothing');
  ctx.trades.push(trade);

  const line = (accountId: number, bucket: 'available' | 'frozen', amount: string) => ({
    account: accountId,
    bucket,
    amount,
  });
  const lines = [
    line(await account(ctx, buyer, pair.quote), 'frozen', `-${notional}`),
    line(await account(ctx, seller, pair.quote), 'available', s.net),
    line(await account(ctx, seller, pair.base), 'frozen', `-${qty}`),
    line(await account(ctx, buyer, pair.base), 'available', b.net),
  ];
  if (!isZero(s.fee)) lines.push(line(await account(ctx, 0, pair.quote), 'available', s.fee));
  if (!isZero(b.fee)) lines.push(line(await account(ctx, 0, pair.base), 'available', b.fee));
  await post(tx, {
    type: 'spot_trade',
    refType: 'spot_trade',
    refId: trade.id,
    lines: lines.filter((l) => !isZero(l.amount)),
  });

  taker.reserved = sub(taker.reserved, takerBuys ? notional : qty);
  taker.filled = add(taker.filled, qty);
  taker.total = add(taker.total, notional);
  taker.fee = add(taker.fee, takerFee);

  // The maker trades at its own price, so its reservation shrinks by exactly what it paid or delivered.
  const used = takerBuys ? qty : notional;
  const [maker] = await tx
    .update(spotOrders)
    .set({
      filled: sql`${spotOrders.filled} + ${qty}`,
      filledTotal: sql`${spotOrders.filledTotal} + ${notional}`,
      fee: sql`${spotOrders.fee} + ${makerFee}`,
      reserved: sql`${spotOrders.reserved} - ${used}`,
      status: f.makerRemaining === 0 ? 'filled' : 'partial',
      updatedAt: new Date(),
    })
    .where(eq(spotOrders.id, f.makerOrderId))
    .returning();
  if (!maker) throw new Error(`spot: maker order ${f.makerOrderId} not found`);
  ctx.orders.set(maker.id, maker);
}

/** Marks an open order cancelled and unfreezes what it still reserved (the engine already removed it). */
export async function cancelRow(ctx: ExecCtx, orderId: string): Promise<OrderRow> {
  const { tx, pair } = ctx;
  const [old] = await tx
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.id, orderId), inArray(spotOrders.status, [...OPEN_STATUSES])))
    .for('update');
  if (!old) throw new Error(`spot: open order ${orderId} not found`);
  const [row] = await tx
    .update(spotOrders)
    .set({ status: 'cancelled', reserved: '0', updatedAt: new Date() })
    .where(eq(spotOrders.id, orderId))
    .returning();
  if (!row) throw new Error('spot: cancel update returned nothing');
  if (gt(old.reserved, '0')) {
    await unfreeze(tx, {
      account: await account(ctx, old.ownerId, reserveCurrency(pair, old.side)),
      amount: old.reserved,
      type: 'spot_order_cancel',
      refType: 'spot_order',
      refId: orderId,
    });
  }
  ctx.orders.set(orderId, row);
  return row;
}
