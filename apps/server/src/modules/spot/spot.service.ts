/**
 * The spot service: one serial command queue per pair (a promise chain in this process), the pair's engine
 * book, and the transaction around every command (spot.exec.ts). Reads are in spot.reads.ts.
 *
 * Rollback: the engine is only touched after the freeze succeeded (insufficient funds never reach it). If the
 * transaction fails after the engine changed, the pair's book is rebuilt from the committed open orders before
 * the queue runs its next command, so the book always equals the database. The same rebuild runs at start.
 */

import { sub } from '@app/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import {
  CONFLICT_ATTEMPTS,
  conflictPause,
  hashRequest,
  transientConflictCode,
  withIdempotency,
  withTransaction,
} from '../ledger';
import type { ReceiptsService } from '../receipts';
import { type Depth, priceToTicks, qtyToLots, type RestingOrder, SpotOrderBook } from './engine';
import { cancelRow, type ExecCtx, execPlace, newCtx, OPEN_STATUSES } from './spot.exec';
import { loadPairs, normal, type PairInfo, type SpotInstrument, seedPairs } from './spot.pairs';
import { spotOrders } from './spot.tables';
import { type OrderInput, refTicksOf, validateOrder } from './spot.validate';
import type { OrderRow, TradeRow } from './spot.wire';

export type SpotMarket = {
  lastPrice(symbol: string): string | undefined;
  /** Throws the translated refusal when users may not trade the instrument (production: simulated prices). */
  assertTradable(symbol: string): void;
  registry: { all(): readonly SpotInstrument[] };
  onTick(listener: (ticks: readonly { symbol: string; price: string }[]) => void): () => void;
};

/** Levels a side kept in a pair's committed view: the most `/coin/depth` answers. */
export const VIEW_LEVELS = 200;

/**
 * What a user may see of a pair, taken when a command commits (never half way through one): the book, and the
 * recorded market price the maker's quotes were last brought in line with (null before the first).
 */
export type PairView = { depth: Depth; last: string | null };

/** The maker's answer for a new reference: nothing to change, or the orders to cancel and place. */
export type QuotePlan = { cancel: readonly string[]; orders: readonly OrderInput[] } | null;

type SpotEvents = {
  /** After a commit: changed orders, new trades, and whether the book changed. */
  committed(pair: PairInfo, orders: OrderRow[], trades: TradeRow[]): void;
};

type PairState = { pair: PairInfo; book: SpotOrderBook; tail: Promise<unknown>; last: string | null; view: PairView };

export type SpotService = ReturnType<typeof createSpotService>;

export function createSpotService(deps: {
  db: Db;
  market: SpotMarket;
  log: FastifyBaseLogger;
  receipts: Pick<ReceiptsService, 'issue'>;
}) {
  const { db, market, log, receipts } = deps;
  const states = new Map<number, PairState>();
  const listeners = new Set<SpotEvents['committed']>();
  /** Ledger account ids (`owner:currency`) resolved by committed commands: ids never change, accounts stay. */
  const knownAccounts = new Map<string, number>();

  function enqueue<T>(s: PairState, fn: () => Promise<T>): Promise<T> {
    const run = s.tail.then(fn);
    s.tail = run.catch(() => undefined);
    return run;
  }

  async function restore(s: PairState): Promise<void> {
    const rows = await db
      .select()
      .from(spotOrders)
      .where(and(eq(spotOrders.pairId, s.pair.id), inArray(spotOrders.status, [...OPEN_STATUSES])))
      .orderBy(asc(spotOrders.seq));
    const resting: RestingOrder[] = rows.map((o) => ({
      orderId: o.id,
      owner: String(o.ownerId),
      side: o.side === 'buy' ? 'buy' : 'sell',
      price: priceToTicks(normal(o.price ?? '0'), s.pair.tickSize),
      qty: qtyToLots(normal(sub(o.amount, o.filled)), s.pair.lotSize),
    }));
    s.book.restore(resting);
    s.view = viewOf(s);
  }

  const viewOf = (s: PairState): PairView => ({ depth: s.book.depth(VIEW_LEVELS), last: s.last });

  /**
   * Runs one command in the pair's queue and transaction; rebuilds the book if it failed after the engine. A
   * transaction PostgreSQL aborted for a deadlock (SQLSTATE 40P01) or a serialization failure is run again, up
   * to CONFLICT_ATTEMPTS times, on the rebuilt book: each pair has its own queue, so commands of two pairs run at
   * once, and a command locks its taker's account (the freeze) before its makers' accounts (per fill), so two
   * takers who are each other's makers on two pairs can lock the same accounts in opposite orders. Nothing of
   * the aborted attempt was committed and nothing was pushed (listeners run after the commit only).
   */
  function command<T>(
    pair: PairInfo,
    work: (ctx: ExecCtx) => Promise<T>,
    idem?: { scope: string; key: string; requestHash: string },
  ): Promise<T> {
    const s = states.get(pair.id);
    if (!s) throw AppError.say('market.unknown_symbol');
    return enqueue(s, () => run(s, work, idem));
  }

  /** Tells the listeners, with the view taken now: after a commit, before the queue's next command starts. */
  function committed(s: PairState, orders: OrderRow[], trades: TradeRow[]) {
    s.view = viewOf(s);
    for (const l of listeners) {
      try {
        l(s.pair, orders, trades);
      } catch (error) {
        log.error({ err: error }, 'spot listener failed');
      }
    }
  }

  /** One command inside the pair's queue; `last` (the maker's reference) is recorded with its commit. */
  async function run<T>(
    s: PairState,
    work: (ctx: ExecCtx) => Promise<T>,
    idem?: { scope: string; key: string; requestHash: string },
    last?: string,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let ctx: ExecCtx | undefined;
      const inTx = async (tx: Tx) => {
        const c = newCtx(tx, s.pair, s.book, knownAccounts);
        ctx = c;
        const out = await work(c);
        await receipts.issue(tx, c.receipts);
        return out;
      };
      try {
        // This loop retries on the rebuilt book, so the helper must not run inTx again itself.
        const out = idem
          ? (await withIdempotency(db, idem, inTx, { retry: false })).response
          : await withTransaction(db, inTx, { retry: false });
        if (ctx) for (const [key, id] of ctx.accounts) knownAccounts.set(key, id);
        const moved = last !== undefined && last !== s.last;
        if (last !== undefined) s.last = last;
        if (ctx && (ctx.orders.size > 0 || ctx.trades.length > 0 || moved))
          committed(s, [...ctx.orders.values()], ctx.trades);
        return out;
      } catch (error) {
        if (ctx?.applied) {
          try {
            await restore(s);
          } catch (restoreError) {
            log.error({ err: restoreError, pair: s.pair.symbol }, 'spot book rebuild failed');
            throw error;
          }
        }
        const code = transientConflictCode(error);
        if (!code || attempt >= CONFLICT_ATTEMPTS) throw error;
        log.warn({ pair: s.pair.symbol, code, attempt }, 'spot command aborted by a concurrent transaction; retrying');
        await conflictPause(attempt);
      }
    }
  }

  function requirePair(pairId: number): PairInfo {
    const s = states.get(pairId);
    if (!s) throw AppError.say('market.unknown_symbol');
    return s.pair;
  }

  const reference = (pair: PairInfo, side: 'buy' | 'sell'): number | undefined => {
    const s = states.get(pair.id);
    const fromMarket = refTicksOf(pair, market.lastPrice(pair.symbol));
    return fromMarket ?? (side === 'buy' ? s?.book.bestAsk() : s?.book.bestBid());
  };

  return {
    async start(): Promise<void> {
      await seedPairs(db, market.registry.all());
      await this.reloadPairs();
    },

    /** (Re)reads pair settings; a new pair gets its book rebuilt from the database. */
    async reloadPairs(): Promise<void> {
      const pairs = await loadPairs(db, market.registry.all());
      for (const pair of pairs.values()) {
        const s = states.get(pair.id);
        if (s) {
          await enqueue(s, async () => {
            s.pair = pair;
          });
        } else {
          const book = new SpotOrderBook({ defaultProtectionBps: 500 });
          const fresh: PairState = {
            pair,
            book,
            tail: Promise.resolve(),
            last: null,
            view: { depth: book.depth(VIEW_LEVELS), last: null },
          };
          states.set(pair.id, fresh);
          await restore(fresh);
        }
      }
    },

    pairs: (): PairInfo[] => [...states.values()].map((s) => s.pair),
    pair: (id: number) => states.get(id)?.pair,
    findPair(q: { symbol?: string | undefined; currencyId?: number | undefined; legalId?: number | undefined }) {
      const norm = (x: string) => x.toUpperCase().replace(/[^A-Z0-9]/g, '');
      for (const s of states.values()) {
        const p = s.pair;
        if (
          q.symbol !== undefined
            ? norm(p.symbol) === norm(q.symbol)
            : p.baseId === q.currencyId && p.quoteId === q.legalId
        ) {
          return p;
        }
      }
      return undefined;
    },
    book: (pairId: number) => states.get(pairId)?.book,
    /** The pair's committed view (book and the maker's reference), as every command left it. */
    view: (pairId: number) => states.get(pairId)?.view,
    onCommitted(l: SpotEvents['committed']) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },

    /** Places an order for `ownerId` (a user, or the market maker); answers the order row after the command. */
    async place(ownerId: number, pairId: number, input: OrderInput, idempotencyKey?: string): Promise<OrderRow> {
      const pair = requirePair(pairId);
      // An order trades at prices the maker quotes around the market: never simulated ones in production.
      market.assertTradable(pair.symbol);
      const idem = idempotencyKey
        ? { scope: `user:${ownerId}:spot-trade`, key: idempotencyKey, requestHash: hashRequest({ pairId, ...input }) }
        : undefined;
      const row = await command(
        pair,
        async (ctx) => {
          // Validated inside the queue, so the settings and the reference are the ones the engine will see.
          const v = validateOrder(ctx.pair, input, reference(ctx.pair, input.side));
          return execPlace(ctx, ownerId, v);
        },
        idem,
      );
      // A replayed Idempotency-Key answers the stored row as read back from jsonb: dates are strings there.
      return { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) };
    },

    /** Cancels the owner's open order; another owner's order is "not found". */
    async cancel(ownerId: number, orderId: string): Promise<OrderRow> {
      const [row] = await db.select().from(spotOrders).where(eq(spotOrders.id, orderId));
      if (!row || row.ownerId !== ownerId) throw new AppError('NOT_FOUND');
      const pair = requirePair(row.pairId);
      return command(pair, async (ctx) => {
        if (!ctx.book.has(orderId)) throw AppError.say('spot.order_closed');
        ctx.applied = true;
        const r = ctx.book.cancel(orderId);
        if (!r.accepted) throw AppError.say('spot.order_closed');
        return cancelRow(ctx, orderId);
      });
    },

    /**
     * The maker's step for a new reference price `last` (a recorded market price), in the pair's queue so that
     * `plan` sees the committed book: nothing to change records `last` at once; otherwise the quotes are replaced
     * and `last` is recorded with that commit. Either way the view never pairs a price with a book around another.
     */
    async follow(ownerId: number, pairId: number, last: string, plan: (book: SpotOrderBook) => QuotePlan) {
      const s = states.get(pairId);
      if (!s) throw AppError.say('market.unknown_symbol');
      return enqueue(s, async () => {
        const p = plan(s.book);
        if (p === null) {
          if (last === s.last) return false;
          s.last = last;
          committed(s, [], []);
          return false;
        }
        await run(s, (ctx) => replaceIn(ctx, ownerId, p.cancel, p.orders), undefined, last);
        return true;
      });
    },

    /** Cancels several resting orders of one owner on one pair, and places new ones, as one command. */
    async replaceQuotes(
      ownerId: number,
      pairId: number,
      cancelIds: readonly string[],
      orders: readonly OrderInput[],
    ): Promise<OrderRow[]> {
      return command(requirePair(pairId), (ctx) => replaceIn(ctx, ownerId, cancelIds, orders));
    },

    /** Waits until every queue is idle (before the database closes). */
    async drain(): Promise<void> {
      await Promise.all([...states.values()].map((s) => s.tail));
    },
  };

  async function replaceIn(
    ctx: ExecCtx,
    ownerId: number,
    cancelIds: readonly string[],
    orders: readonly OrderInput[],
  ): Promise<OrderRow[]> {
    for (const id of cancelIds) {
      if (!ctx.book.get(id) || ctx.book.get(id)?.owner !== String(ownerId)) continue;
      ctx.applied = true;
      ctx.book.cancel(id);
      await cancelRow(ctx, id);
    }
    const placed: OrderRow[] = [];
    for (const input of orders) {
      try {
        const v = validateOrder(ctx.pair, input, reference(ctx.pair, input.side));
        placed.push(await execPlace(ctx, ownerId, v));
      } catch (error) {
        // Validation and the freeze refuse before writing anything, so the transaction stays usable: a level
        // the maker cannot afford (or that the pair's settings refuse) is skipped.
        if (error instanceof AppError) continue;
        throw error;
      }
    }
    return placed;
  }
}
