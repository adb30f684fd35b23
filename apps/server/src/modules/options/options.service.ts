/**
 * Seconds options: submit (rules, the user's own limits, one ledger entry with the order row), settlement by the
 * platform sweeper (the first recorded price at or after expiry, one ledger entry and a receipt) and the reads.
 *
 * Money: at submit the stake goes from the user's micro account (kind 4) to the `escrow_options` system account and
 * the fee to `fees`. At settlement the escrow pays the stake out: to the user what the formula returns, the rest
 * (a loss) to `house_pnl_options`, which also pays a win's profit. Submits of one user are serialised by an advisory
 * lock, so the open-order cap, the daily loss limit and the balance are judged on committed rows only.
 */
import { add, currencyScale, gt, isZero, lt, mul, normalize, sub, sum } from '@app/money';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import type { Settlement, SweeperDef } from '../../platform/sweeper';
import { getOrCreateAccounts, type PostInput, post, postMany, withIdempotency, withTransaction } from '../ledger';
import type { ReceiptsService, ReceiptTick } from '../receipts';
import { breakEvenRate, type OptionType, optionFee, optionPayout } from './engine/formulas';
import { decide, leafReader, type OptionsLog } from './options.proofs';
import { OPTION_VOID_AFTER_MS, settleReceipt, voidReceipt } from './options.receipts';
import {
  optionCoins,
  optionCountries,
  optionExpiries,
  optionOrders,
  optionPairs,
  optionUserLimits,
} from './options.tables';

export type OrderRow = typeof optionOrders.$inferSelect;
type Mark = { id: number; symbol: string; price: string; ts: number; seq?: number | null };

export type OptionsMarket = OptionsLog & {
  instrument(id: number | string): { id: number; symbol: string; kind: string; enabled: boolean } | undefined;
  markPrice(m: { symbol: string; ts: number; reason: string; ref: string }, ex: Tx): Promise<Mark>;
  marksFirstFrom(
    list: readonly { symbol: string; ts: number; reason: string; ref: string }[],
    ex: Tx,
  ): Promise<((Mark & { seq: number | null }) | null)[]>;
  lastPrice(symbol: string): string | undefined;
  /** Throws the translated refusal when no order may be placed on the instrument (production: simulated prices). */
  assertTradable(symbol: string): void;
  /** Refuses every later tick of `symbol` stamped at or before `ts`. */
  seal(symbol: string, ts: number): void;
};

/** Namespace of the advisory lock that serialises one user's option submits. */
const LOCK_NS = 7313;
const DAY_MS = 86_400_000;
/** How long a settlement waits before looking again for the end tick. */
export const END_TICK_RETRY_MS = 100;
export const COOL_OFF_MS = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS } as const;
/** A raised or removed loss limit takes effect after this delay; a lower one at once (docs/decisions.md). */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;

const dayStart = (ts: number) => ts - (ts % DAY_MS);

export type SubmitInput = {
  userId: number;
  matchId: number;
  currencyId: number;
  type: OptionType;
  seconds: number;
  stake: string;
  /** The user's verified country (ISO alpha-2) when known. */
  country?: string | null;
};

export type ClosedListener = (row: OrderRow) => void;

export function createOptionsService(deps: {
  db: Db;
  market: OptionsMarket;
  receipts: Pick<ReceiptsService, 'issue'>;
  /** Market clock (epoch ms): open and end prices. */
  now: () => number;
  /** Clock of due_at, the day of the loss limit and the cool-off; defaults to `now` (the platform clock). */
  wallNow?: () => number;
}) {
  const { db, market, receipts, now } = deps;
  const wallNow = deps.wallNow ?? now;
  const listeners = new Set<ClosedListener>();

  async function coinById(ex: Db | Tx, currencyId: number) {
    const [c] = await ex.select().from(optionCoins).where(eq(optionCoins.currencyId, currencyId));
    return c;
  }

  /** Today's net loss (≥ 0) of settled orders plus the worst case of the open ones, in one coin. */
  async function todayExposure(ex: Db | Tx, userId: number, currency: string): Promise<{ lost: string; open: string }> {
    const since = new Date(dayStart(wallNow()));
    const rows = await ex
      .select({
        stake: optionOrders.stake,
        fee: optionOrders.fee,
        payout: optionOrders.payout,
        lossRatio: optionOrders.lossRatio,
        state: optionOrders.state,
      })
      .from(optionOrders)
      .where(
        and(eq(optionOrders.userId, userId), eq(optionOrders.currency, currency), gte(optionOrders.createdAt, since)),
      );
    const settled = rows.filter((r) => r.state === 'settled');
    const net = sum(['0', ...settled.map((r) => sub(add(r.stake, r.fee), r.payout ?? '0'))]);
    const open = sum([
      '0',
      ...rows.filter((r) => r.state === 'open').map((r) => add(mul(r.stake, r.lossRatio), r.fee)),
    ]);
    return { lost: normalize(gt(net, '0') ? net : '0'), open: normalize(open) };
  }

  /** The user's limits in force now: a pending change whose time has come counts as applied (reads never write). */
  async function limitsRow(ex: Db | Tx, userId: number) {
    const [row] = await ex.select().from(optionUserLimits).where(eq(optionUserLimits.userId, userId));
    if (row?.pendingFrom && row.pendingFrom.getTime() <= wallNow()) {
      const next = row.pendingLimit === '' ? null : row.pendingLimit;
      return { ...row, dailyLossLimit: next, pendingLimit: null, pendingFrom: null };
    }
    return row;
  }

  async function submitTx(tx: Tx, i: SubmitInput): Promise<OrderRow> {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NS}, ${i.userId})`);
    const limits = await limitsRow(tx, i.userId);
    if (limits?.coolOffUntil && limits.coolOffUntil.getTime() > wallNow()) {
      throw AppError.say('options.cool_off', { until: wireTime(limits.coolOffUntil) });
    }
    if (i.country) {
      const [c] = await tx.select().from(optionCountries).where(eq(optionCountries.country, i.country.toUpperCase()));
      if (c?.disabled) throw AppError.say('options.country_closed');
    }
    const inst = market.instrument(i.matchId);
    const [pair] = await tx.select().from(optionPairs).where(eq(optionPairs.id, i.matchId));
    if (!inst?.enabled || !pair?.enabled) throw AppError.say('options.pair_closed');
    market.assertTradable(inst.symbol);
    const coin = await coinById(tx, i.currencyId);
    if (!coin?.enabled) throw AppError.say('options.coin_closed');
    const [expiry] = await tx.select().from(optionExpiries).where(eq(optionExpiries.seconds, i.seconds));
    if (!expiry?.enabled) throw AppError.say('options.bad_seconds');
    const stake = normalize(i.stake);
    const scale = currencyScale(coin.currency);
    if (lt(stake, coin.minStake) || isZero(stake))
      throw AppError.say('options.stake_min', { min: normalize(coin.minStake) });
    if (gt(stake, coin.maxStake)) throw AppError.say('options.stake_max', { max: normalize(coin.maxStake) });
    if ((stake.split('.')[1]?.length ?? 0) > scale) throw AppError.say('options.stake_decimals', { decimals: scale });
    if (coin.maxOpen > 0) {
      const [open] = await tx
        .select({ n: count() })
        .from(optionOrders)
        .where(
          and(
            eq(optionOrders.userId, i.userId),
            eq(optionOrders.currency, coin.currency),
            eq(optionOrders.state, 'open'),
          ),
        );
      if (Number(open?.n ?? 0) >= coin.maxOpen) throw AppError.say('options.max_open', { max: coin.maxOpen });
    }
    const fee = optionFee(stake, coin.feeRate, scale);
    if (limits?.dailyLossLimit !== null && limits?.dailyLossLimit !== undefined) {
      const x = await todayExposure(tx, i.userId, coin.currency);
      const worst = add(add(x.lost, x.open), add(mul(stake, expiry.lossRatio), fee));
      if (gt(worst, limits.dailyLossLimit)) {
        throw AppError.say('options.loss_limit', { limit: normalize(limits.dailyLossLimit), lost: x.lost });
      }
    }
    const at = now();
    let open: Mark;
    try {
      open = await market.markPrice(
        { symbol: inst.symbol, ts: at, reason: 'options.open', ref: `user:${i.userId}` },
        tx,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.say('options.no_price');
      throw error;
    }
    const [row] = await tx
      .insert(optionOrders)
      .values({
        userId: i.userId,
        pairId: inst.id,
        symbol: inst.symbol,
        currency: coin.currency,
        currencyId: coin.currencyId,
        type: i.type,
        seconds: i.seconds,
        stake,
        fee,
        payoutRatio: expiry.payoutRatio,
        lossRatio: expiry.lossRatio,
        scale,
        openPrice: open.price,
        openMarkId: open.id,
        openTs: at,
        expiresAt: at + i.seconds * 1000,
        state: 'open',
        dueAt: new Date(wallNow() + i.seconds * 1000),
      })
      .returning();
    if (!row) throw new Error('option order insert returned nothing');
    const [user, escrow, fees] = await getOrCreateAccounts(tx, [
      { ownerType: 'user', ownerId: i.userId, currency: coin.currency, kind: 4 },
      { ownerType: 'system', currency: coin.currency, systemKind: 'escrow_options' },
      { ownerType: 'system', currency: coin.currency, systemKind: 'fees' },
    ]);
    await post(tx, {
      type: 'option_submit',
      refType: 'option_order',
      refId: row.id,
      memo: { m: 'option', pair: inst.symbol, type: i.type, seconds: i.seconds, id: row.id },
      lines: [
        { account: user!, bucket: 'available', amount: `-${add(stake, fee)}` },
        { account: escrow!, bucket: 'available', amount: stake },
        ...(isZero(fee) ? [] : [{ account: fees!, bucket: 'available' as const, amount: fee }]),
      ],
    });
    return row;
  }

  /** One settlement, inside the sweeper's transaction (the row is locked and still open). */
  async function settleTx(tx: Tx, row: OrderRow) {
    return (await settleManyTx(tx, [row]))[0]!;
  }

  /**
   * Settlements of claimed open orders, batched: one read of the end ticks and one insert of their marks, one
   * read of the accounts, one ledger `postMany`, one receipts insert, whatever the number of orders. An order
   * whose end tick has not arrived yet is put back (`later`) and writes nothing.
   */
  async function settleManyTx(tx: Tx, rows: OrderRow[]): Promise<Settlement[]> {
    const at = now();
    // Past the tolerance, what the read below finds is final: a tick stamped inside it and arriving after would
    // contradict a void's "no leaf within" (ticks are stamped when computed, so only a late delivery can do that).
    for (const row of rows)
      if (at > row.expiresAt + OPTION_VOID_AFTER_MS) market.seal(row.symbol, row.expiresAt + OPTION_VOID_AFTER_MS);
    const ends = await market.marksFirstFrom(
      rows.map((row) => ({
        symbol: row.symbol,
        ts: row.expiresAt,
        reason: 'options.end',
        ref: `option_order:${row.id}`,
      })),
      tx,
    );
    const reader = leafReader(market, tx);
    const decided = await Promise.all(rows.map((row, i) => decide(reader, row, ends[i] ?? null, at)));
    const ready = rows.flatMap((row, i) => {
      const d = decided[i]!;
      return d.kind === 'later' ? [] : [{ row, d }];
    });
    if (ready.length === 0) return rows.map(() => ({ later: END_TICK_RETRY_MS }));
    const currencies = [...new Set(ready.map((r) => r.row.currency))];
    const accounts = await getOrCreateAccounts(tx, [
      ...ready.map((r) => ({
        ownerType: 'user' as const,
        ownerId: r.row.userId,
        currency: r.row.currency,
        kind: 4 as const,
      })),
      ...currencies.flatMap((currency) => [
        { ownerType: 'system' as const, currency, systemKind: 'escrow_options' as const },
        { ownerType: 'system' as const, currency, systemKind: 'house_pnl_options' as const },
        { ownerType: 'system' as const, currency, systemKind: 'fees' as const },
      ]),
    ]);
    const system = new Map(
      currencies.map((c, k) => [
        c,
        {
          escrow: accounts[ready.length + 3 * k]!,
          pnl: accounts[ready.length + 3 * k + 1]!,
          fees: accounts[ready.length + 3 * k + 2]!,
        },
      ]),
    );
    const settledAt = new Date();
    const done = ready.map(({ row, d }, k) => {
      const { escrow, pnl, fees } = system.get(row.currency)!;
      const stake = normalize(row.stake);
      const terms = {
        symbol: row.symbol,
        accepted_at: String(row.openTs),
        expires_at: String(row.expiresAt),
        seconds: String(row.seconds),
      };
      const memo = {
        m: 'option' as const,
        pair: row.symbol,
        type: row.type === 2 ? (2 as const) : (1 as const),
        seconds: row.seconds,
        id: row.id,
      };
      if (d.kind === 'void') {
        // The outage voids the option: stake from the escrow and fee from the fees account, back to the user.
        const fee = normalize(row.fee);
        const refund = normalize(add(stake, fee));
        const entry: PostInput = {
          type: 'option_settle',
          refType: 'option_order',
          refId: row.id,
          memo,
          idempotencyKey: `option_settle:${row.id}`,
          lines: [
            { account: escrow, bucket: 'available', amount: `-${stake}` },
            ...(isZero(fee) ? [] : [{ account: fees, bucket: 'available' as const, amount: `-${fee}` }]),
            { account: accounts[k]!, bucket: 'available', amount: refund },
          ],
        };
        const receipt = voidReceipt({
          userId: row.userId,
          orderId: row.id,
          ticks: d.leaves,
          inputs: {
            ...terms,
            stake,
            fee,
            void_after_ms: String(OPTION_VOID_AFTER_MS),
            reason: 'options.void_outage',
          },
          result: { refund },
        });
        const set = { result: 0, payout: stake, factProfits: '0', settledAt };
        return { row, entry, receipt, state: 'void' as const, set };
      }
      const { end } = d;
      const p = optionPayout({
        type: row.type === 2 ? 2 : 1,
        open: normalize(row.openPrice),
        end: end.price,
        stake,
        payoutRatio: normalize(row.payoutRatio),
        lossRatio: normalize(row.lossRatio),
        scale: row.scale,
      });
      const house = normalize(sub(stake, p.payout));
      const entry: PostInput = {
        type: 'option_settle',
        refType: 'option_order',
        refId: row.id,
        memo,
        idempotencyKey: `option_settle:${row.id}`,
        lines: [
          { account: escrow, bucket: 'available', amount: `-${stake}` },
          ...(isZero(p.payout) ? [] : [{ account: accounts[k]!, bucket: 'available' as const, amount: p.payout }]),
          ...(isZero(house) ? [] : [{ account: pnl, bucket: 'available' as const, amount: house }]),
        ],
      };
      const marks: [ReceiptTick, ReceiptTick] = [
        {
          source: 'market.mark',
          id: String(row.openMarkId),
          symbol: row.symbol,
          ts: row.openTs,
          price: normalize(row.openPrice),
        },
        { source: 'market.mark', id: String(end.id), symbol: end.symbol, ts: end.ts, price: normalize(end.price) },
      ];
      const receipt = settleReceipt({
        userId: row.userId,
        orderId: row.id,
        ticks: d.leaves ?? marks,
        inputs: {
          ...(d.leaves ? terms : {}),
          type: String(row.type),
          stake,
          payout_ratio: normalize(row.payoutRatio),
          loss_ratio: normalize(row.lossRatio),
          scale: String(row.scale),
        },
        result: { result: String(p.result), payout: p.payout, fact_profits: p.factProfits },
      });
      const set = {
        endPrice: end.price,
        endMarkId: end.id,
        endTs: end.ts,
        result: p.result,
        payout: p.payout,
        factProfits: p.factProfits,
        settledAt,
      };
      return { row, entry, receipt, state: 'settled' as const, set };
    });
    await postMany(
      tx,
      done.map((s) => s.entry),
    );
    await receipts.issue(
      tx,
      done.map((s) => s.receipt),
    );
    const outcomes = new Map<number, Settlement>(
      done.map(({ row, state, set }) => {
        const closed: OrderRow = { ...row, ...set, state };
        return [
          row.id,
          {
            state,
            set,
            after: () => {
              for (const l of listeners) l(closed);
            },
          },
        ];
      }),
    );
    return rows.map((row) => outcomes.get(row.id) ?? { later: END_TICK_RETRY_MS });
  }

  const service = {
    async submit(i: SubmitInput, idempotencyKey?: string): Promise<OrderRow> {
      const run = (tx: Tx) => submitTx(tx, i);
      if (!idempotencyKey) return withTransaction(db, run);
      const idem = {
        scope: `user:${i.userId}:microtrade-submit`,
        key: idempotencyKey,
        requestHash: JSON.stringify([i.matchId, i.currencyId, i.type, i.seconds, normalize(i.stake)]),
      };
      const out = await withIdempotency(db, idem, async (tx) => {
        const row = await run(tx);
        return { id: row.id };
      });
      const [row] = await db.select().from(optionOrders).where(eq(optionOrders.id, out.response.id));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    sweeper(): SweeperDef<typeof optionOrders> {
      return {
        name: 'options.expiry',
        table: optionOrders,
        dueState: 'open',
        // Seconds options: a pass 10 times a second, so an expiry waits at most 0.1 s for its first claim.
        everyMs: 100,
        batch: 1000,
        // Thousands of rows fall due at one instant (an expiry, a maturity, the start of a day): see bench/.
        chunk: 250,
        settle: settleTx as SweeperDef<typeof optionOrders>['settle'],
        settleMany: settleManyTx as SweeperDef<typeof optionOrders>['settleMany'],
      };
    },

    onClosed(l: ClosedListener) {
      listeners.add(l);
      return () => listeners.delete(l);
    },

    async order(userId: number, id: number): Promise<OrderRow> {
      const [row] = await db
        .select()
        .from(optionOrders)
        .where(and(eq(optionOrders.id, id), eq(optionOrders.userId, userId)));
      if (!row) throw AppError.say('options.not_found');
      return row;
    },

    async list(q: {
      userId: number;
      open: boolean;
      matchId?: number;
      currencyId?: number;
      page: number;
      limit: number;
    }) {
      const where = and(
        eq(optionOrders.userId, q.userId),
        q.open ? eq(optionOrders.state, 'open') : inArray(optionOrders.state, ['settled', 'void']),
        q.matchId ? eq(optionOrders.pairId, q.matchId) : undefined,
        q.currencyId ? eq(optionOrders.currencyId, q.currencyId) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(optionOrders).where(where);
      const rows = await db
        .select()
        .from(optionOrders)
        .where(where)
        .orderBy(desc(optionOrders.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async expiries() {
      return db
        .select()
        .from(optionExpiries)
        .where(eq(optionExpiries.enabled, true))
        .orderBy(asc(optionExpiries.seconds));
    },

    async coins() {
      return db.select().from(optionCoins).where(eq(optionCoins.enabled, true)).orderBy(asc(optionCoins.currencyId));
    },

    breakEven: breakEvenRate,

    async record(userId: number) {
      const rows = await db
        .select({
          currency: optionOrders.currency,
          state: optionOrders.state,
          result: optionOrders.result,
          n: count(),
          stake: sql<string>`coalesce(sum(${optionOrders.stake}), 0)::text`,
          fee: sql<string>`coalesce(sum(${optionOrders.fee}), 0)::text`,
          payout: sql<string>`coalesce(sum(${optionOrders.payout}), 0)::text`,
        })
        .from(optionOrders)
        .where(eq(optionOrders.userId, userId))
        .groupBy(optionOrders.currency, optionOrders.state, optionOrders.result);
      let wins = 0;
      let ties = 0;
      let losses = 0;
      let open = 0;
      const net = new Map<string, { net: string; fees: string }>();
      for (const r of rows) {
        const n = Number(r.n);
        const cur = net.get(r.currency) ?? { net: '0', fees: '0' };
        cur.fees = normalize(add(cur.fees, r.fee));
        if (r.state === 'void') {
          // a void option gave stake and fee back: it neither won nor lost
        } else if (r.state === 'open') {
          open += n;
          cur.net = normalize(sub(cur.net, r.fee));
        } else {
          if (r.result === 1) wins += n;
          else if (r.result === 0) ties += n;
          else losses += n;
          cur.net = normalize(sub(add(cur.net, r.payout), add(r.stake, r.fee)));
        }
        net.set(r.currency, cur);
      }
      const settled = wins + ties + losses;
      return {
        orders: settled + open,
        wins,
        ties,
        losses,
        win_rate: settled === 0 ? '0' : (wins / settled).toFixed(4),
        net: [...net].map(([currency, v]) => ({ currency, ...v })),
        open,
      };
    },

    async limits(userId: number) {
      const row = await limitsRow(db, userId);
      const x = await todayExposure(db, userId, 'USDT');
      return {
        daily_loss_limit: row?.dailyLossLimit ? normalize(row.dailyLossLimit) : null,
        pending_limit: row?.pendingFrom ? (row.pendingLimit ? normalize(row.pendingLimit) : 'none') : null,
        pending_from: row?.pendingFrom ? wireTime(row.pendingFrom) : null,
        cool_off_until: row?.coolOffUntil && row.coolOffUntil.getTime() > wallNow() ? wireTime(row.coolOffUntil) : null,
        today_loss: x.lost,
      };
    },

    /**
     * Sets the user's limits: a cool-off starts now and can only be lengthened; a lower loss limit applies at once,
     * a higher one (or none) only after 24 h, and asking again for a lower one cancels a pending raise.
     */
    async setLimits(
      userId: number,
      b: { daily_loss_limit?: string | undefined; cool_off?: keyof typeof COOL_OFF_MS | undefined },
    ) {
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NS}, ${userId})`);
        await tx.insert(optionUserLimits).values({ userId }).onConflictDoNothing();
        const row = await limitsRow(tx, userId);
        // Starts from the limits in force (a pending change whose time has come is written as applied).
        const set: Partial<typeof optionUserLimits.$inferInsert> = {
          dailyLossLimit: row?.dailyLossLimit ?? null,
          pendingLimit: row?.pendingLimit ?? null,
          pendingFrom: row?.pendingFrom ?? null,
          updatedAt: new Date(),
        };
        if (b.cool_off) {
          const until = new Date(wallNow() + COOL_OFF_MS[b.cool_off]);
          const current = row?.coolOffUntil;
          if (current && current.getTime() > until.getTime()) {
            throw AppError.say('options.cool_off_shorter', { until: wireTime(current) });
          }
          set.coolOffUntil = until;
        }
        if (b.daily_loss_limit !== undefined && b.daily_loss_limit !== '') {
          const wanted = b.daily_loss_limit === 'none' ? null : normalize(b.daily_loss_limit);
          const current = row?.dailyLossLimit ?? null;
          const lower = current === null ? wanted !== null : wanted !== null && !gt(wanted, current);
          if (lower) {
            set.dailyLossLimit = wanted;
            set.pendingLimit = null;
            set.pendingFrom = null;
          } else if (wanted !== current) {
            set.pendingLimit = wanted ?? '';
            set.pendingFrom = new Date(wallNow() + LIMIT_RAISE_DELAY_MS);
          }
        }
        await tx.update(optionUserLimits).set(set).where(eq(optionUserLimits.userId, userId));
      });
      return service.limits(userId);
    },

    /** The owners of some orders (the back office's receipt links): user id → order ids. */
    async owners(ids: number[]): Promise<Map<number, number[]>> {
      const rows = await db
        .select({ id: optionOrders.id, userId: optionOrders.userId })
        .from(optionOrders)
        .where(inArray(optionOrders.id, ids));
      const out = new Map<number, number[]>();
      for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.id]);
      return out;
    },
  };
  return service;
}

export type OptionsService = ReturnType<typeof createOptionsService>;
