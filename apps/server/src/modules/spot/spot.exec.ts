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
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { AppError } from '../../errors';
import {
  ACCOUNT_KIND,
  type AccountKey,
  freeze,
  getOrCreateAccount,
  getOrCreateAccounts,
  post,
  splitFee,
  unfreeze,
} from '../ledger';
import type { ReceiptDraft } from '../receipts';
import { type CommandResult, copyResult, type Fill, lotsToQty, type SpotOrderBook, ticksToPrice } from './engine';
import type { PairInfo } from './spot.pairs';
import { fillReceipt } from './spot.receipts';
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
  /** Receipts of this command's fills, issued in its transaction before the commit. */
  receipts: ReceiptDraft[];
  /** Account ids resolved in this transaction (`owner:currency`); merged into `known` after a commit. */
  accounts: Map<string, number>;
  /** Account ids of earlier, committed commands: an account is never deleted and its key never changes. */
  known: ReadonlyMap<string, number>;
};

export function newCtx(
  tx: Tx,
  pair: PairInfo,
  book: SpotOrderBook,
  known: ReadonlyMap<string, number> = new Map(),
): ExecCtx {
  return { tx, pair, book, applied: false, orders: new Map(), trades: [], receipts: [], accounts: new Map(), known };
}

const accountKey = (ownerId: number, currency: string) => `${ownerId}:${currency}`;
const cachedAccount = (ctx: ExecCtx, key: string) => ctx.accounts.get(key) ?? ctx.known.get(key);

const accountKeyOf = (ownerId: number, currency: string): AccountKey =>
  ownerId === 0
    ? { ownerType: 'system', currency, systemKind: 'fees' }
    : { ownerType: 'user', ownerId, currency, kind: ACCOUNT_KIND.change };

async function account(ctx: ExecCtx, ownerId: number, currency: string): Promise<number> {
  const key = accountKey(ownerId, currency);
  let id = cachedAccount(ctx, key);
  if (id === undefined) {
    id = (await getOrCreateAccount(ctx.tx, accountKeyOf(ownerId, currency))).id;
    ctx.accounts.set(key, id);
  }
  return id;
}

/** Resolves (finds or creates, in the order given) every account not yet known, in one batch. */
async function prefetchAccounts(ctx: ExecCtx, wanted: readonly [ownerId: number, currency: string][]): Promise<void> {
  const missing = new Map<string, [number, string]>();
  for (const [ownerId, currency] of wanted) {
    const key = accountKey(ownerId, currency);
    if (cachedAccount(ctx, key) === undefined && !missing.has(key)) missing.set(key, [ownerId, currency]);
  }
  if (missing.size === 0) return;
  const list = [...missing.entries()];
  const accs = await getOrCreateAccounts(
    ctx.tx,
    list.map(([, [ownerId, currency]]) => accountKeyOf(ownerId, currency)),
  );
  for (const [i, [key]] of list.entries()) ctx.accounts.set(key, accs[i]!.id);
}

const ownerTypeOf = (ownerId: number) => (ownerId === MAKER_OWNER_ID ? 'maker' : 'user');
/** The pair as the bills' memos name it: BTC/USDT. */
const pairName = (pair: PairInfo) => `${pair.base}/${pair.quote}`;
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
    memo: { m: 'spot_order', pair: pairName(pair), side: v.side },
  });
  const [inserted] = await tx
    .insert(spotOrders)
    .values({
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
      updatedAt: new Date(),
    })
    .returning();
  if (!inserted) throw new Error('spot: order insert returned nothing');

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
  const makers = await settleFills(ctx, taker, r.fills);

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
      memo: { m: 'spot_order', pair: pairName(pair), side: v.side },
    });
  }
  const status = resting ? (isZero(taker.filled) ? 'open' : 'partial') : t.status === 'filled' ? 'filled' : 'cancelled';
  // The row as inserted already says all of this (nothing filled, still open, the whole freeze kept).
  if (makers.length === 0 && status === 'open' && isZero(sub(v.freeze, keep))) {
    ctx.orders.set(id, inserted);
    return inserted;
  }
  // The taker's row changes by what it filled and by what it no longer reserves, so it goes with the makers'
  // rows into one multi-row update (its row as inserted: nothing filled, `reserved` = the whole freeze).
  const changes: RowChange[] = [
    ...makers,
    { id, qty: taker.filled, notional: taker.total, fee: taker.fee, used: sub(v.freeze, keep), status },
  ];
  const rows = await applyRowChanges(tx, changes);
  for (const c of changes) {
    const row = rows.get(c.id);
    if (!row) throw new Error(c.id === id ? 'spot: taker row vanished' : `spot: maker order ${c.id} not found`);
    ctx.orders.set(c.id, row);
  }
  return rows.get(id)!;
}

/** An order row moving by a fill (or several): added to filled / filled_total / fee, taken off reserved. */
type RowChange = { id: string; qty: string; notional: string; fee: string; used: string; status: string };

/** One statement for all the row changes of a command; answers the updated rows by id. */
async function applyRowChanges(tx: Tx, changes: readonly RowChange[]): Promise<Map<string, OrderRow>> {
  const values = changes.map(
    (c) =>
      sql`(${c.id}, ${c.qty}::numeric, ${c.notional}::numeric, ${c.fee}::numeric, ${c.used}::numeric, ${c.status})`,
  );
  const rows = await tx
    .update(spotOrders)
    .set({
      filled: sql`${spotOrders.filled} + v.qty`,
      filledTotal: sql`${spotOrders.filledTotal} + v.notional`,
      fee: sql`${spotOrders.fee} + v.fee`,
      reserved: sql`${spotOrders.reserved} - v.used`,
      status: sql`v.status`,
      updatedAt: new Date(),
    })
    .from(sql`(values ${sql.join(values, sql`, `)}) as v(id, qty, notional, fee, used, status)`)
    .where(eq(spotOrders.id, sql`v.id`))
    .returning(getTableColumns(spotOrders));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The fills of one command: the trade rows (one multi-row insert), then per fill one ledger entry (both legs,
 * both fees), in fill order. Answers the makers' row changes (applied by the caller together with the taker's).
 */
async function settleFills(ctx: ExecCtx, taker: Taker, fills: readonly Fill[]): Promise<RowChange[]> {
  if (fills.length === 0) return [];
  const { tx, pair } = ctx;
  const takerBuys = taker.side === 'buy';
  const rate = (isMaker: boolean) => (pair.zeroFee ? '0' : isMaker ? pair.makerFee : pair.takerFee);
  const plans = fills.map((f) => {
    const price = ticksToPrice(f.price, pair.tickSize);
    const qty = lotsToQty(f.qty, pair.lotSize);
    const notional = mul(price, qty);
    const makerOwner = Number(f.makerOwner);
    const buyer = takerBuys ? taker.ownerId : makerOwner;
    const seller = takerBuys ? makerOwner : taker.ownerId;
    const b = splitFee(qty, rate(!takerBuys), pair.base); // the buyer receives base, pays its fee in base
    const s = splitFee(notional, rate(takerBuys), pair.quote); // the seller receives quote, pays its fee in quote
    const makerFee = takerBuys ? s.fee : b.fee;
    const takerFee = takerBuys ? b.fee : s.fee;
    return { f, price, qty, notional, makerOwner, buyer, seller, b, s, makerFee, takerFee };
  });
  if (new Set(fills.map((f) => f.makerOrderId)).size !== fills.length) {
    throw new Error('spot: one maker order filled twice in one command');
  }

  const inserted = await tx
    .insert(spotTrades)
    .values(
      plans.map((p) => ({
        pairId: pair.id,
        symbol: pair.symbol,
        price: p.price,
        amount: p.qty,
        takerSide: taker.side,
        makerOrderId: p.f.makerOrderId,
        takerOrderId: taker.id,
        makerOwnerId: p.makerOwner,
        takerOwnerId: taker.ownerId,
        makerFee: p.makerFee,
        takerFee: p.takerFee,
      })),
    )
    .returning();
  const tradeOf = new Map(inserted.map((t) => [t.makerOrderId, t]));

  // Every account the entries touch, in the order the lines name them (created in that order if new).
  const wanted: [number, string][] = [];
  for (const p of plans) {
    wanted.push([p.buyer, pair.quote], [p.seller, pair.quote], [p.seller, pair.base], [p.buyer, pair.base]);
    if (!isZero(p.s.fee)) wanted.push([0, pair.quote]);
    if (!isZero(p.b.fee)) wanted.push([0, pair.base]);
  }
  await prefetchAccounts(ctx, wanted);

  const line = (accountId: number, bucket: 'available' | 'frozen', amount: string) => ({
    account: accountId,
    bucket,
    amount,
  });
  const makers: RowChange[] = [];
  for (const p of plans) {
    const trade = tradeOf.get(p.f.makerOrderId);
    if (!trade) throw new Error('spot: trade insert returned nothing');
    ctx.trades.push(trade);
    const { buyer, seller, qty, notional, b, s } = p;
    const buyerRole = takerBuys ? 'taker' : 'maker';
    const sellerRole = takerBuys ? 'maker' : 'taker';
    if (buyer !== MAKER_OWNER_ID) {
      ctx.receipts.push(
        fillReceipt(pair, trade, { userId: buyer, side: 'buy', role: buyerRole, feeRate: rate(!takerBuys), split: b }),
      );
    }
    if (seller !== MAKER_OWNER_ID) {
      ctx.receipts.push(
        fillReceipt(pair, trade, {
          userId: seller,
          side: 'sell',
          role: sellerRole,
          feeRate: rate(takerBuys),
          split: s,
        }),
      );
    }
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
      // The entry moves both sides' money; each reader's side comes from `buyer` (wallet.entry-text.ts).
      memo: { m: 'spot_trade', pair: pairName(pair), price: p.price, qty, buyer },
      lines: lines.filter((l) => !isZero(l.amount)),
    });

    taker.reserved = sub(taker.reserved, takerBuys ? notional : qty);
    taker.filled = add(taker.filled, qty);
    taker.total = add(taker.total, notional);
    taker.fee = add(taker.fee, p.takerFee);

    // The maker trades at its own price, so its reservation shrinks by exactly what it paid or delivered.
    makers.push({
      id: p.f.makerOrderId,
      qty,
      notional,
      fee: p.makerFee,
      used: takerBuys ? qty : notional,
      status: p.f.makerRemaining === 0 ? 'filled' : 'partial',
    });
  }
  return makers;
}

/** Marks an open order cancelled and unfreezes what it still reserved (the engine already removed it). */
export async function cancelRow(ctx: ExecCtx, orderId: string): Promise<OrderRow> {
  const { tx, pair } = ctx;
  // One statement: lock the open row, read what it reserved, and mark it cancelled.
  const old = tx
    .select({ id: spotOrders.id, reserved: spotOrders.reserved })
    .from(spotOrders)
    .where(and(eq(spotOrders.id, orderId), inArray(spotOrders.status, [...OPEN_STATUSES])))
    .for('update')
    .as('old');
  const [res] = await tx
    .update(spotOrders)
    .set({ status: 'cancelled', reserved: '0', updatedAt: new Date() })
    .from(old)
    .where(eq(spotOrders.id, old.id))
    .returning({ row: getTableColumns(spotOrders), oldReserved: old.reserved });
  if (!res) throw new Error(`spot: open order ${orderId} not found`);
  const { row, oldReserved } = res;
  if (gt(oldReserved, '0')) {
    await unfreeze(tx, {
      account: await account(ctx, row.ownerId, reserveCurrency(pair, row.side)),
      amount: oldReserved,
      type: 'spot_order_cancel',
      refType: 'spot_order',
      refId: orderId,
      memo: { m: 'spot_order', pair: pairName(pair), side: row.side === 'buy' ? 'buy' : 'sell' },
    });
  }
  ctx.orders.set(orderId, row);
  return row;
}
