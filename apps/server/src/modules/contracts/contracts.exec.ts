/**
 * The transaction bodies of contract commands: entry (market or limit), a limit entry's fill, close (owner, batch,
 * TP, SL), liquidation of a margin group, cancel of a waiting entry. Each runs inside the service's queue and one
 * database transaction: the position row, the ledger entry and the receipt commit together. The in-memory book is
 * changed only after the commit (`ctx.touched`), so a failed command leaves nothing to undo.
 *
 * Money, per settlement coin (USDT) and user account (3 lever, 5 stock):
 *   entry        available −(margin + fee) · frozen +margin · fees +fee
 *   limit entry  available −reserved · frozen +reserved              (reserved = margin + fee at the limit)
 *   its fill     frozen −(reserved − margin) · available +(reserved − margin − fee) · fees +fee
 *   cancel       frozen −reserved · available +reserved
 *   close        frozen −margin · available +(returned − from_balance) · house_pnl +(…) · insurance −insurance
 */
import { type Amount, add, cmp, currencyScale, gt, isZero, lt, mul, neg, normalize, sub } from '@app/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { AppError } from '../../errors';
import {
  type EntryMemo,
  getOrCreateAccounts,
  type LedgerAccount,
  type LedgerEntryType,
  lockAccounts,
  post,
} from '../ledger';
import type { ReceiptDraft, ReceiptTick } from '../receipts';
import type { ContractPair } from './contracts.pairs';
import { crossingProof, leafOfMark, leafTick, openLeafOf, type PriceAt } from './contracts.proofs';
import { closeReceipt, openReceipt, stopDirection } from './contracts.receipts';
import { groupInputs } from './contracts.receipts-group';
import { contractLiquidations, contractPositions } from './contracts.tables';
import { isLiquidationDue, liquidationLevel, pnlOf, riskRateOf, type Side } from './engine/formulas';
import { closeSplit, entryAt, entrySplit } from './engine/settlement';

export type PositionRow = typeof contractPositions.$inferSelect;
export type CloseReason = 'user' | 'batch' | 'tp' | 'sl' | 'liquidation';

export const STATUS = { pending: 0, open: 1, closed: 3, cancelled: 4 } as const;
export const HOUSE = 'house_pnl_contracts' as const;
export const INSURANCE = 'insurance_contracts' as const;

/**
 * A recorded price: the market module's `markPrice` (stored in price_marks, loaded again by receipts); `ts` is the
 * time it was asked for, `seq` the price-log leaf it used (null: a candle close or a tick from before the log).
 */
export type Mark = { id: number; symbol: string; price: string; ts: number; seq?: number | null };
export type MarkFn = (tx: Tx, m: { symbol: string; ts: number; reason: string; ref: string }) => Promise<Mark>;

export type ExecCtx = {
  tx: Tx;
  mark: MarkFn;
  /** The market's recorded price at or before a time (with its leaf seq), read in `tx`. */
  priceAt: PriceAt;
  now: () => number;
  receipts: ReceiptDraft[];
  /** Rows changed by the command (the book and the pushes follow them after the commit). */
  touched: Map<number, PositionRow>;
  /** Events for the owner after the commit. */
  events: { event: 'closed' | 'filled' | 'cancelled'; row: PositionRow }[];
};

export const groupKey = (r: Pick<PositionRow, 'id' | 'userId' | 'accountKind' | 'settleCurrency' | 'marginMode'>) =>
  r.marginMode === 'isolated' ? `iso:${r.id}` : `${r.userId}:${r.accountKind}:${r.settleCurrency}`;

const tickOf = (m: Mark): ReceiptTick => ({
  source: 'market.mark',
  id: String(m.id),
  symbol: m.symbol,
  ts: m.ts,
  price: normalize(m.price),
});

/**
 * What an entry's receipt cites: the leaf the mark used, chosen as the last at or before `at` (v2), or the mark
 * itself when the price is not a leaf (v1).
 */
async function entryCitation(
  ctx: ExecCtx,
  mark: Mark,
  at: number,
): Promise<{ ticks: ReceiptTick[]; rule: Record<string, string> }> {
  const leaf = await leafOfMark(ctx.priceAt, ctx.tx, mark);
  if (!leaf) return { ticks: [tickOf(mark)], rule: {} };
  return { ticks: [leafTick(leaf)], rule: { symbol: mark.symbol, accepted_at: String(at) } };
}

/** A crossing to prove; a liquidation's adds the margin group it recomputes its level from (`inputs`). */
type Crossing = { level: Amount; direction: 'up' | 'down'; inputs?: Record<string, string> };

/**
 * Where a crossing may start and what proves it: the open leaf (chosen at the open receipt's `accepted_at`), or for
 * stops set after the open the first leaf stamped after `stops_at`. Null: a position opened before the log, whose
 * receipt stays v2 and starts at 0, which asks the most (no earlier leaf may have crossed).
 */
async function sinceOf(
  ctx: ExecCtx,
  row: PositionRow,
  reason: CloseReason,
): Promise<{ seq: number; rule: Record<string, string> } | null> {
  if ((reason === 'tp' || reason === 'sl') && row.stopsAt) {
    const at = +row.stopsAt;
    const last = await ctx.priceAt(row.symbol, at, ctx.tx);
    if (last && last.seq === null) return null;
    return { seq: last ? (last.seq as number) + 1 : 0, rule: { stops_at: String(at) } };
  }
  const open = await openLeafOf(ctx.tx, row.id, row.userId);
  if (!open) return null;
  return { seq: open.seq, rule: open.acceptedAt === null ? {} : { opened_at: String(open.acceptedAt) } };
}

/**
 * What a close's receipt cites. TP/SL (and a liquidation with a level): the crossing leaf and the one before it,
 * rule first_crossing since the position's open leaf; when that rule does not hold on the leaves, a TP/SL falls back
 * to v1 and a liquidation to the last leaf at or before its time. Owner and batch closes: the last leaf at or before
 * the close's time. A price that is not a leaf: v1.
 */
async function closeCitation(
  ctx: ExecCtx,
  row: PositionRow,
  reason: CloseReason,
  mark: Mark,
  level: Crossing | undefined,
): Promise<{ ticks: ReceiptTick[]; rule: Record<string, string> }> {
  const v1 = { ticks: [tickOf(mark)], rule: {} };
  const leaf = await leafOfMark(ctx.priceAt, ctx.tx, mark);
  if (!leaf) return v1;
  const stop = reason === 'tp' || reason === 'sl' ? (reason === 'tp' ? row.tp : row.sl) : null;
  const crossing: Crossing | undefined =
    stop !== null && (reason === 'tp' || reason === 'sl')
      ? { level: normalize(stop), direction: stopDirection(sideOf(row), reason) }
      : reason === 'liquidation'
        ? level
        : undefined;
  if (crossing) {
    const since = await sinceOf(ctx, row, reason);
    const proof = await crossingProof(ctx.priceAt, ctx.tx, leaf, { ...crossing, sinceSeq: since?.seq ?? 0 });
    if (proof) {
      const proved = since && Object.keys(since.rule).length > 0 ? { ...since.rule, ...crossing.inputs } : {};
      return { ticks: proof.ticks, rule: { ...proof.inputs, ...proved } };
    }
    if (reason !== 'liquidation') return v1;
  }
  return { ticks: [leafTick(leaf)], rule: { symbol: row.symbol, accepted_at: String(mark.ts) } };
}

const memoOf = (r: Pick<PositionRow, 'symbol' | 'side' | 'id'>): EntryMemo => ({
  m: 'contract',
  pair: r.symbol,
  side: r.side === 'short' ? 'short' : 'long',
  id: r.id,
});

const sideOf = (r: Pick<PositionRow, 'side'>): Side => (r.side === 'short' ? 'short' : 'long');
const n = (v: string | null | undefined): string => (v === null || v === undefined ? '' : normalize(v));

async function accountsOf(tx: Tx, userId: number, kind: number, currency: string) {
  const [user, fees, house, insurance] = await getOrCreateAccounts(tx, [
    { ownerType: 'user', ownerId: userId, currency, kind: kind as 3 | 5 },
    { ownerType: 'system', currency, systemKind: 'fees' },
    { ownerType: 'system', currency, systemKind: HOUSE },
    { ownerType: 'system', currency, systemKind: INSURANCE },
  ]);
  return { user: user!, fees: fees!, house: house!, insurance: insurance! };
}

type Line = { account: LedgerAccount; bucket: 'available' | 'frozen'; amount: Amount };

/** Posts the non-zero lines (a zero line is refused by the ledger; an all-zero entry moves nothing). */
async function book(tx: Tx, type: LedgerEntryType, row: PositionRow, lines: Line[]): Promise<void> {
  const moving = lines.filter((l) => !isZero(l.amount));
  if (moving.length === 0) return;
  await post(tx, { type, refType: 'contract_position', refId: row.id, memo: memoOf(row), lines: moving });
}

/** Validated entry command (contracts.validate.ts checks the pair's rules before the queue). */
export type EntryInput = {
  userId: number;
  pair: ContractPair;
  side: Side;
  lots: number;
  multiple: number;
  mode: 'cross' | 'isolated';
  limit: Amount | null;
  tp: Amount | null;
  sl: Amount | null;
};

async function insertPosition(ctx: ExecCtx, e: EntryInput, status: number, quantity: Amount): Promise<PositionRow> {
  const [row] = await ctx.tx
    .insert(contractPositions)
    .values({
      userId: e.userId,
      pairId: e.pair.id,
      symbol: e.pair.symbol,
      area: e.pair.area,
      settleCurrency: e.pair.settleCurrency,
      accountKind: e.pair.accountKind,
      side: e.side,
      marginMode: e.mode,
      status,
      lots: e.lots,
      lotSize: e.pair.lotSize,
      quantity,
      multiple: e.multiple,
      spread: e.pair.spread,
      feeRate: e.pair.feeRate,
      overnightRate: e.pair.overnightRate,
      threshold: e.pair.threshold,
      limitPrice: e.limit,
      tp: e.tp,
      sl: e.sl,
      createdAt: new Date(ctx.now()),
    })
    .returning();
  return row!;
}

/** The position would be at or past its liquidation level right after the fill (the spread alone is a loss). */
function dueAtEntry(side: Side, fill: Amount, reference: Amount, quantity: Amount, margin: Amount, threshold: Amount) {
  return isLiquidationDue(riskRateOf('0', [margin], [pnlOf(side, fill, reference, quantity)]), threshold);
}

/** TP/SL rules of the spec (setstop): long TP above the entry and the current price, SL below both; short mirror. */
export function checkStops(side: Side, entry: Amount, current: Amount, tp: Amount | null, sl: Amount | null): void {
  if (side === 'long') {
    if (tp !== null && !(gt(tp, entry) && gt(tp, current)))
      throw AppError.invalid('target_profit_price', 'contracts.tp_long');
    if (sl !== null && !(lt(sl, entry) && lt(sl, current)))
      throw AppError.invalid('stop_loss_price', 'contracts.sl_long');
  } else {
    if (tp !== null && !(lt(tp, entry) && lt(tp, current)))
      throw AppError.invalid('target_profit_price', 'contracts.tp_short');
    if (sl !== null && !(gt(sl, entry) && gt(sl, current)))
      throw AppError.invalid('stop_loss_price', 'contracts.sl_short');
  }
}

/**
 * A market entry: fills at the latest recorded price at or before `acceptedAt` ± spread. A tick recorded while the
 * entry waited in the queue is later than the order and must not price it (issue 30 item 7).
 */
export async function execMarketEntry(ctx: ExecCtx, e: EntryInput, acceptedAt: number): Promise<PositionRow> {
  const { pair } = e;
  const quantity = mul(String(e.lots), pair.lotSize);
  const row = await insertPosition(ctx, e, STATUS.open, quantity);
  const mark = await ctx.mark(ctx.tx, {
    symbol: pair.symbol,
    ts: acceptedAt,
    reason: 'contracts.open',
    ref: `contract_position:${row.id}`,
  });
  const split = entrySplit({
    side: e.side,
    reference: mark.price,
    spread: pair.spread,
    lots: e.lots,
    lotSize: pair.lotSize,
    multiple: e.multiple,
    feeRate: pair.feeRate,
    scale: pair.scale,
  });
  if (!split) throw AppError.say('contracts.no_price');
  if (dueAtEntry(e.side, split.fillPrice, mark.price, split.quantity, split.margin, pair.threshold)) {
    throw AppError.say('contracts.liquidation_at_entry');
  }
  checkStops(e.side, split.fillPrice, mark.price, e.tp, e.sl);
  const acc = await accountsOf(ctx.tx, e.userId, pair.accountKind, pair.settleCurrency);
  await book(ctx.tx, 'contract_open', row, [
    { account: acc.user, bucket: 'available', amount: neg(add(split.margin, split.fee)) },
    { account: acc.user, bucket: 'frozen', amount: split.margin },
    { account: acc.fees, bucket: 'available', amount: split.fee },
  ]);
  const [opened] = await ctx.tx
    .update(contractPositions)
    .set({
      referencePrice: mark.price,
      entryPrice: split.fillPrice,
      margin: split.margin,
      originMargin: split.margin,
      fee: split.fee,
      openMarkId: mark.id,
      openedAt: new Date(ctx.now()),
    })
    .where(eq(contractPositions.id, row.id))
    .returning();
  const cited = await entryCitation(ctx, mark, acceptedAt);
  const terms = openTerms(opened!, split);
  ctx.receipts.push(
    openReceipt({
      userId: e.userId,
      positionId: row.id,
      ticks: cited.ticks,
      inputs: { ...terms.inputs, ...cited.rule },
      result: terms.result,
    }),
  );
  ctx.touched.set(row.id, opened!);
  return opened!;
}

function openTerms(
  row: PositionRow,
  split: { fillPrice: Amount; quantity: Amount; value: Amount; margin: Amount; fee: Amount },
) {
  return {
    inputs: {
      side: row.side,
      lots: String(row.lots),
      lot_size: normalize(row.lotSize),
      multiple: String(row.multiple),
      spread: normalize(row.spread),
      fee_rate: normalize(row.feeRate),
      scale: String(scaleOf(row)),
    },
    result: {
      fill_price: normalize(split.fillPrice),
      quantity: normalize(split.quantity),
      value: normalize(split.value),
      margin: normalize(split.margin),
      fee: normalize(split.fee),
    },
  };
}

const scaleOf = (row: Pick<PositionRow, 'settleCurrency'>) => currencyScale(row.settleCurrency);

/** A limit entry: reserves margin and fee at the limit price and waits for a tick that reaches it. */
export async function execLimitEntry(ctx: ExecCtx, e: EntryInput, lastPrice: Amount): Promise<PositionRow> {
  const { pair } = e;
  const limit = e.limit as Amount;
  if (e.side === 'long' && cmp(limit, lastPrice) >= 0)
    throw AppError.invalid('target_price', 'contracts.limit_long_below', { price: lastPrice });
  if (e.side === 'short' && cmp(limit, lastPrice) <= 0)
    throw AppError.invalid('target_price', 'contracts.limit_short_above', { price: lastPrice });
  const at = entryAt(limit, {
    lots: e.lots,
    lotSize: pair.lotSize,
    multiple: e.multiple,
    feeRate: pair.feeRate,
    scale: pair.scale,
  });
  checkStops(e.side, limit, limit, e.tp, e.sl);
  const reserved = add(at.margin, at.fee);
  const row = await insertPosition(ctx, e, STATUS.pending, at.quantity);
  const acc = await accountsOf(ctx.tx, e.userId, pair.accountKind, pair.settleCurrency);
  await book(ctx.tx, 'contract_reserve', row, [
    { account: acc.user, bucket: 'available', amount: neg(reserved) },
    { account: acc.user, bucket: 'frozen', amount: reserved },
  ]);
  const [saved] = await ctx.tx
    .update(contractPositions)
    .set({ reserved })
    .where(eq(contractPositions.id, row.id))
    .returning();
  ctx.touched.set(row.id, saved!);
  return saved!;
}

async function lockRow(tx: Tx, id: number): Promise<PositionRow | undefined> {
  const [row] = await tx.select().from(contractPositions).where(eq(contractPositions.id, id)).for('update');
  return row;
}

/**
 * A waiting limit entry that a tick reached: fills at that tick's recorded price ± spread when the fill price is
 * within the limit (never worse); the reservation beyond the real margin and fee goes back. Answers null when the
 * entry is no longer waiting or the recorded price does not reach the limit.
 */
export async function execFill(ctx: ExecCtx, id: number, ts: number): Promise<PositionRow | null> {
  const row = await lockRow(ctx.tx, id);
  if (!row || row.status !== STATUS.pending) return null;
  const mark = await ctx.mark(ctx.tx, {
    symbol: row.symbol,
    ts,
    reason: 'contracts.fill',
    ref: `contract_position:${id}`,
  });
  const side = sideOf(row);
  const split = entrySplit({
    side,
    reference: mark.price,
    spread: row.spread,
    lots: row.lots,
    lotSize: row.lotSize,
    multiple: row.multiple,
    feeRate: row.feeRate,
    scale: scaleOf(row),
  });
  const limit = n(row.limitPrice);
  if (!split || (side === 'long' ? gt(split.fillPrice, limit) : lt(split.fillPrice, limit))) return null;
  const acc = await accountsOf(ctx.tx, row.userId, row.accountKind, row.settleCurrency);
  const reserved = n(row.reserved);
  await book(ctx.tx, 'contract_open', row, [
    { account: acc.user, bucket: 'frozen', amount: neg(sub(reserved, split.margin)) },
    { account: acc.user, bucket: 'available', amount: sub(sub(reserved, split.margin), split.fee) },
    { account: acc.fees, bucket: 'available', amount: split.fee },
  ]);
  const [opened] = await ctx.tx
    .update(contractPositions)
    .set({
      status: STATUS.open,
      reserved: '0',
      referencePrice: mark.price,
      entryPrice: split.fillPrice,
      margin: split.margin,
      originMargin: split.margin,
      fee: split.fee,
      openMarkId: mark.id,
      openedAt: new Date(ctx.now()),
    })
    .where(eq(contractPositions.id, id))
    .returning();
  const cited = await entryCitation(ctx, mark, ts);
  const terms = openTerms(opened!, split);
  ctx.receipts.push(
    openReceipt({
      userId: row.userId,
      positionId: id,
      ticks: cited.ticks,
      inputs: { ...terms.inputs, ...cited.rule },
      result: terms.result,
    }),
  );
  ctx.touched.set(id, opened!);
  ctx.events.push({ event: 'filled', row: opened! });
  return opened!;
}

/** Cancels the owner's waiting limit entry: the whole reservation (margin and fee) back. */
export async function execCancel(ctx: ExecCtx, userId: number, id: number): Promise<PositionRow> {
  const row = await lockRow(ctx.tx, id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
  if (row.status !== STATUS.pending) throw AppError.say('contracts.not_pending');
  const acc = await accountsOf(ctx.tx, row.userId, row.accountKind, row.settleCurrency);
  const reserved = n(row.reserved);
  await book(ctx.tx, 'contract_cancel', row, [
    { account: acc.user, bucket: 'frozen', amount: neg(reserved) },
    { account: acc.user, bucket: 'available', amount: reserved },
  ]);
  const [done] = await ctx.tx
    .update(contractPositions)
    .set({ status: STATUS.cancelled, reserved: '0', closedAt: new Date(ctx.now()) })
    .where(eq(contractPositions.id, id))
    .returning();
  ctx.touched.set(id, done!);
  ctx.events.push({ event: 'cancelled', row: done! });
  return done!;
}

/** Whether a TP/SL is crossed at a recorded price (the tick itself, before the spread). */
export function stopCrossed(row: Pick<PositionRow, 'side' | 'tp' | 'sl'>, reason: 'tp' | 'sl', price: Amount): boolean {
  const long = row.side !== 'short';
  if (reason === 'tp') {
    if (row.tp === null) return false;
    return long ? cmp(price, row.tp) >= 0 : cmp(price, row.tp) <= 0;
  }
  if (row.sl === null) return false;
  return long ? cmp(price, row.sl) <= 0 : cmp(price, row.sl) >= 0;
}

/**
 * Closes an open position at a recorded price: `mark` given (liquidation, which marks every instrument once) or
 * taken now / at the triggering tick. A TP or SL close re-checks its condition at the recorded price and answers
 * null when it does not hold (the trigger is re-armed by the caller). `owner` set: only that user's position.
 */
export async function execClose(
  ctx: ExecCtx,
  id: number,
  reason: CloseReason,
  opts: { owner?: number; ts?: number; mark?: Mark; liquidationId?: number; level?: Crossing | undefined },
): Promise<PositionRow | null> {
  const row = await lockRow(ctx.tx, id);
  if (!row || (opts.owner !== undefined && row.userId !== opts.owner)) {
    if (opts.owner !== undefined) throw new AppError('NOT_FOUND');
    return null;
  }
  if (row.status !== STATUS.open) {
    if (opts.owner !== undefined) throw AppError.say('contracts.not_open');
    return null;
  }
  // A stop fired by a tick stamped before the open (a feed's late tick) judges a price the position never lived
  // at: nothing happens, the service puts the position back in the book and the next tick decides.
  if ((reason === 'tp' || reason === 'sl') && opts.ts !== undefined && row.openedAt && opts.ts < +row.openedAt)
    return null;
  // Likewise a stop set or changed after that tick was stamped: that price was never judged by this stop (its
  // receipt proves a crossing among the leaves stamped after stops_at).
  if ((reason === 'tp' || reason === 'sl') && opts.ts !== undefined && row.stopsAt && opts.ts <= +row.stopsAt)
    return null;
  const mark =
    opts.mark ??
    (await ctx.mark(ctx.tx, {
      symbol: row.symbol,
      ts: opts.ts ?? ctx.now(),
      reason: `contracts.${reason}`,
      ref: `contract_position:${id}`,
    }));
  if ((reason === 'tp' || reason === 'sl') && !stopCrossed(row, reason, mark.price)) return null;
  const acc = await accountsOf(ctx.tx, row.userId, row.accountKind, row.settleCurrency);
  const [user] = await lockAccounts(ctx.tx, [acc.user.id]);
  const margin = n(row.margin);
  const inputs = {
    side: row.side,
    entry_price: n(row.entryPrice),
    quantity: n(row.quantity),
    spread: n(row.spread),
    margin,
    margin_mode: row.marginMode,
    available: user!.available,
    scale: String(scaleOf(row)),
    reason,
  };
  const s = closeSplit({
    side: sideOf(row),
    entry: inputs.entry_price,
    reference: mark.price,
    spread: inputs.spread,
    quantity: inputs.quantity,
    margin,
    mode: row.marginMode === 'isolated' ? 'isolated' : 'cross',
    available: user!.available,
    scale: scaleOf(row),
  });
  await book(ctx.tx, reason === 'liquidation' ? 'contract_liquidation' : 'contract_close', row, [
    { account: acc.user, bucket: 'frozen', amount: neg(margin) },
    { account: acc.user, bucket: 'available', amount: sub(s.returned, s.fromBalance) },
    { account: acc.house, bucket: 'available', amount: add(sub(margin, s.returned), add(s.fromBalance, s.insurance)) },
    { account: acc.insurance, bucket: 'available', amount: neg(s.insurance) },
  ]);
  const [closed] = await ctx.tx
    .update(contractPositions)
    .set({
      status: STATUS.closed,
      closeReference: mark.price,
      closePrice: s.closePrice,
      pnl: s.pnl,
      returned: s.returned,
      closeReason: reason,
      closeMarkId: mark.id,
      liquidationId: opts.liquidationId ?? null,
      closedAt: new Date(ctx.now()),
    })
    .where(eq(contractPositions.id, id))
    .returning();
  const cited = await closeCitation(ctx, row, reason, mark, opts.level);
  ctx.receipts.push(
    closeReceipt({
      userId: row.userId,
      positionId: id,
      ticks: cited.ticks,
      inputs: { ...inputs, ...cited.rule },
      result: {
        close_price: normalize(s.closePrice),
        pnl: normalize(s.pnl),
        returned: normalize(s.returned),
        from_balance: normalize(s.fromBalance),
        insurance: normalize(s.insurance),
      },
    }),
  );
  ctx.touched.set(id, closed!);
  ctx.events.push({ event: 'closed', row: closed! });
  return closed!;
}

/** The open positions of a margin group, locked (ascending id). */
export async function lockGroup(tx: Tx, key: string): Promise<PositionRow[]> {
  if (key.startsWith('iso:')) {
    const row = await lockRow(tx, Number(key.slice(4)));
    return row && row.status === STATUS.open ? [row] : [];
  }
  const [user, kind, currency] = key.split(':');
  return tx
    .select()
    .from(contractPositions)
    .where(
      and(
        eq(contractPositions.userId, Number(user)),
        eq(contractPositions.accountKind, Number(kind)),
        eq(contractPositions.settleCurrency, currency ?? ''),
        eq(contractPositions.marginMode, 'cross'),
        eq(contractPositions.status, STATUS.open),
      ),
    )
    .orderBy(contractPositions.id)
    .for('update');
}

/**
 * Liquidates a margin group when, at the recorded prices, its risk rate is at or below its threshold (the highest
 * of its positions' published thresholds). Answers the closed rows, or null when it is not due. `ticks`: per symbol,
 * the time of the tick the book judged it at (absent: now).
 */
export async function execLiquidate(
  ctx: ExecCtx,
  key: string,
  ticks: ReadonlyMap<string, number>,
): Promise<PositionRow[] | null> {
  const rows = await lockGroup(ctx.tx, key);
  if (rows.length === 0) return null;
  // As for a stop: a tick stamped before a position of the group opened (a feed's late tick) judges a group that
  // did not exist at that price. Nothing happens; the positions go back in the book and the next tick decides.
  if (rows.some((r) => r.openedAt && (ticks.get(r.symbol) ?? Number.POSITIVE_INFINITY) < +r.openedAt)) return null;
  const first = rows[0]!;
  const acc = await accountsOf(ctx.tx, first.userId, first.accountKind, first.settleCurrency);
  const [user] = await lockAccounts(ctx.tx, [acc.user.id]);
  const marks = new Map<string, Mark>();
  for (const symbol of new Set(rows.map((r) => r.symbol))) {
    marks.set(
      symbol,
      await ctx.mark(ctx.tx, {
        symbol,
        ts: ticks.get(symbol) ?? ctx.now(),
        reason: 'contracts.liquidation',
        ref: `contract_group:${key}`,
      }),
    );
  }
  const isolated = first.marginMode === 'isolated';
  const balance = isolated ? '0' : user!.available;
  const margins = rows.map((r) => n(r.margin));
  const pnls = rows.map((r) => pnlOf(sideOf(r), n(r.entryPrice), marks.get(r.symbol)!.price, n(r.quantity)));
  const threshold = rows.map((r) => n(r.threshold)).reduce((a, b) => (gt(b, a) ? b : a));
  const rate = riskRateOf(balance, margins, pnls);
  // No margin at stake (overnight fees took it all): nothing holds the positions open any more.
  if (rate !== null && !isLiquidationDue(rate, threshold)) return null;
  const [liq] = await ctx.tx
    .insert(contractLiquidations)
    .values({
      userId: first.userId,
      settleCurrency: first.settleCurrency,
      accountKind: first.accountKind,
      marginMode: first.marginMode,
      riskRate: rate ?? '0',
      threshold,
      positions: rows.length,
      pnl: '0',
      insurancePaid: '0',
      createdAt: new Date(ctx.now()),
    })
    .returning();
  // Per instrument, the price at which this group became due (the others' marks held), for the receipts' rule.
  const group = {
    balance,
    threshold,
    positions: rows.map((r, i) => ({
      symbol: r.symbol,
      side: sideOf(r),
      entry: n(r.entryPrice),
      quantity: n(r.quantity),
      margin: margins[i]!,
      pnl: pnls[i]!,
    })),
  };
  const prices = new Map([...marks].map(([s, m]) => [s, normalize(m.price)]));
  const members = rows.map((r, i) => ({ ...group.positions[i]!, threshold: n(r.threshold) }));
  const levels = new Map(
    [...marks.keys()].map((s) => {
      const l = liquidationLevel(group, s);
      return [s, l ? { ...l, inputs: groupInputs(members, balance, prices, s) } : undefined];
    }),
  );
  const closed: PositionRow[] = [];
  for (const r of rows) {
    const c = await execClose(ctx, r.id, 'liquidation', {
      mark: marks.get(r.symbol)!,
      liquidationId: liq!.id,
      level: levels.get(r.symbol),
    });
    if (c) closed.push(c);
  }
  const insurance = ctx.receipts
    .filter((d) => d.kind === 'contracts.close' && closed.some((c) => String(c.id) === d.refId))
    .reduce((a, d) => add(a, d.result.insurance ?? '0'), '0');
  await ctx.tx
    .update(contractLiquidations)
    .set({ pnl: closed.reduce((a, c) => add(a, n(c.pnl)), '0'), insurancePaid: insurance })
    .where(eq(contractLiquidations.id, liq!.id));
  return closed;
}

/** Open positions of a user matching a batch close (type 0 all, 1 longs, 2 shorts), ids ascending. */
export async function batchIds(
  tx: Tx,
  userId: number,
  type: 0 | 1 | 2,
  filter: { pairId?: number | undefined; area?: string | undefined },
): Promise<number[]> {
  const conds = [eq(contractPositions.userId, userId), eq(contractPositions.status, STATUS.open)];
  if (type !== 0) conds.push(eq(contractPositions.side, type === 1 ? 'long' : 'short'));
  if (filter.pairId !== undefined) conds.push(eq(contractPositions.pairId, filter.pairId));
  if (filter.area !== undefined) conds.push(eq(contractPositions.area, filter.area));
  const rows = await tx
    .select({ id: contractPositions.id })
    .from(contractPositions)
    .where(and(...conds))
    .orderBy(contractPositions.id);
  return rows.map((r) => r.id);
}

/** Live rows (waiting or open) by id, for the book's restore after a failed command. */
export async function liveRows(tx: Tx | import('../../db').Db, ids?: readonly number[]): Promise<PositionRow[]> {
  const live = inArray(contractPositions.status, [STATUS.pending, STATUS.open]);
  return tx
    .select()
    .from(contractPositions)
    .where(ids ? and(live, inArray(contractPositions.id, [...ids])) : live)
    .orderBy(contractPositions.id);
}
