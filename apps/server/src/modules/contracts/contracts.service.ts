/**
 * The contracts service: one serial command queue for all positions (a cross-margin group spans pairs), the
 * in-memory positions book (engine/) that tells which positions a tick crosses, and the live rows it mirrors.
 *
 * Every command is one transaction (contracts.exec.ts). The book and the live rows change only after the commit;
 * when a command that a tick fired fails or finds nothing to do, the positions it concerned are read again and
 * put back, so the book always equals the committed rows. A restart rebuilds both from the waiting and open rows.
 */
import type { Amount } from '@app/money';
import { cmp, isPositive, toFixed } from '@app/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import {
  CONFLICT_ATTEMPTS,
  conflictPause,
  getOrCreateAccount,
  transientConflictCode,
  withIdempotency,
  withTransaction,
} from '../ledger';
import type { ReceiptsService } from '../receipts';
import {
  batchIds,
  type CloseReason,
  type EntryInput,
  type ExecCtx,
  execCancel,
  execClose,
  execFill,
  execLimitEntry,
  execLiquidate,
  execMarketEntry,
  groupKey,
  liveRows,
  type MarkFn,
  type PositionRow,
  STATUS,
} from './contracts.exec';
import { type ContractInstrument, type ContractPair, loadContractPairs, seedContractPairs } from './contracts.pairs';
import type { PriceAt } from './contracts.proofs';
import { createQueueGuard } from './contracts.queue-guard';
import { contractPositions } from './contracts.tables';
import { isLiquidationDue } from './engine/formulas';
import { PositionsBook } from './engine/positions-book';

export type ContractsMarket = {
  lastPrice(symbol: string): string | undefined;
  registry: {
    all(): readonly ContractInstrument[];
    /** Decimals the feed records the instrument's prices at: the grid every tick is on. */
    feedPrecision(symbol: string): number | undefined;
  };
  onTick(listener: (ticks: { symbol: string; price: string; ts: number }[]) => void): () => void;
  markPrice(
    m: { symbol: string; ts: number; reason: string; ref: string },
    ex: Tx,
  ): Promise<{ id: number; symbol: string; price: string; ts: number; seq: number | null }>;
  /** The last recorded price at or before `ts` with its price-log seq (receipts cite that leaf). */
  priceAt(symbol: string, ts: number, ex: Tx): Promise<{ price: string; ts: number; seq: number | null } | null>;
  /** Whether the instrument's market is open at `ts` (stocks: the exchange session). */
  isOpen(symbol: string, ts: number): boolean;
  /** Throws the translated refusal when a new position may not be opened on the instrument (production: simulated). */
  assertTradable(symbol: string): void;
};

export type ContractEvent = { event: 'closed' | 'filled' | 'cancelled'; row: PositionRow };

type Fired = { kind: 'entry' | 'tp' | 'sl'; id: string } | { kind: 'liquidation'; group: string };

export type ContractsService = ReturnType<typeof createContractsService>;

export function createContractsService(deps: {
  db: Db;
  market: ContractsMarket;
  log: FastifyBaseLogger;
  receipts: Pick<ReceiptsService, 'issue'>;
  now?: () => number;
}) {
  const { db, market, log, receipts } = deps;
  const now = deps.now ?? Date.now;
  let pairs = new Map<number, ContractPair>();
  const bySymbol = new Map<string, ContractPair>();
  let book = newBook();
  /** Waiting and open positions, as committed, and the open ones by margin group and the groups by user. */
  const live = new Map<number, PositionRow>();
  const groupRows = new Map<string, Set<number>>();
  const userGroups = new Map<number, Set<string>>();
  const listeners = new Set<(events: ContractEvent[], touched: PositionRow[]) => void>();
  let tail: Promise<unknown> = Promise.resolve();
  let offTicks: (() => void) | undefined;
  let stopped = false;
  const guard = createQueueGuard();
  /** Time of the last tick the book saw per symbol: the marks its risk rates are computed at. */
  const seen = new Map<string, number>();

  /**
   * Decimals of the triggers' grid: at least the feed's own precision, so every recorded tick is exact on it. The
   * pair's precision is the back office's display setting: lowering it must not round the prices that fire
   * triggers (issue 30 item 4); a finer one only makes room for stops typed with more decimals.
   */
  function gridScale(symbol: string): number {
    return Math.max(market.registry.feedPrecision(symbol) ?? 0, bySymbol.get(symbol)?.precision ?? 8);
  }

  function newBook() {
    return new PositionsBook({ priceScale: gridScale });
  }

  const mark: MarkFn = (tx, m) => market.markPrice(m, tx);
  const priceAt: PriceAt = (symbol, ts, tx) => market.priceAt(symbol, ts, tx);

  function enqueue<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(async () => {
      await guard.pace();
      return fn();
    });
    tail = run.catch(() => undefined);
    return run;
  }

  /** The row into the book: a waiting entry's trigger, or an open position with its stops and group. */
  function forget(id: number) {
    const old = live.get(id);
    if (!old) return;
    book.remove(String(id));
    live.delete(id);
    if (old.status !== STATUS.open) return;
    const key = groupKey(old);
    const set = groupRows.get(key);
    set?.delete(id);
    if (set && set.size === 0) {
      groupRows.delete(key);
      userGroups.get(old.userId)?.delete(key);
      if (userGroups.get(old.userId)?.size === 0) userGroups.delete(old.userId);
    }
  }

  function mirror(row: PositionRow) {
    forget(row.id);
    if (row.status === STATUS.pending) {
      live.set(row.id, row);
      book.addPending({
        id: String(row.id),
        instrument: row.symbol,
        side: row.side === 'short' ? 'short' : 'long',
        limit: row.limitPrice ?? '0',
        spread: row.spread,
      });
    } else if (row.status === STATUS.open) {
      live.set(row.id, row);
      const key = groupKey(row);
      const known = groupRows.has(key);
      groupRows.set(key, (groupRows.get(key) ?? new Set()).add(row.id));
      userGroups.set(row.userId, (userGroups.get(row.userId) ?? new Set()).add(key));
      if (!isPositive(row.margin)) {
        // Overnight fees took the whole margin: nothing is at stake any more, so the position is liquidated.
        void liquidateSoon(key);
        return;
      }
      // A new group starts with no free balance (a trigger that is early, never late) until refreshGroups reads it.
      if (!known) book.setGroup(key, { balance: '0', threshold: row.threshold });
      book.addOpen({
        id: String(row.id),
        group: groupKey(row),
        instrument: row.symbol,
        side: row.side === 'short' ? 'short' : 'long',
        entry: row.entryPrice ?? '0',
        quantity: row.quantity,
        margin: row.margin,
        tp: row.tp,
        sl: row.sl,
      });
    }
  }

  /** A group's free balance (cross) and threshold (the highest of its open positions'), into the book. */
  async function refreshGroups(keys: Iterable<string>) {
    for (const key of new Set(keys)) {
      const rows = [...(groupRows.get(key) ?? [])].map((id) => live.get(id)).filter((r) => r !== undefined);
      if (rows.length === 0) continue;
      const first = rows[0]!;
      const threshold = rows.map((r) => r.threshold).reduce((a, b) => (cmp(b, a) > 0 ? b : a));
      let balance = '0';
      if (first.marginMode !== 'isolated') {
        const acc = await getOrCreateAccount(db, {
          ownerType: 'user',
          ownerId: first.userId,
          currency: first.settleCurrency,
          kind: first.accountKind as 3 | 5,
        });
        balance = acc.available;
      }
      book.setGroup(key, { balance, threshold });
      // A change (a fee, a new position, margin taken overnight) may leave the group due at the current marks: the
      // book reports that only on the next tick, so act now; unless a mark predates a position's open, which then
      // waits for the next tick (a liquidation never uses a tick older than the position, issue 30 item 7).
      if (marksSinceOpen(rows) && isLiquidationDue(book.riskRate(key), threshold)) void liquidateSoon(key);
    }
  }

  /** Whether the book's marks of these positions' instruments are ticks stamped at or after each one opened. */
  function marksSinceOpen(rows: readonly PositionRow[]): boolean {
    return rows.every((r) => !r.openedAt || (seen.get(r.symbol) ?? Number.POSITIVE_INFINITY) >= +r.openedAt);
  }

  /** Puts positions back as the database holds them (after a failed or empty fired command). */
  async function resync(ids: readonly number[]) {
    const rows = await liveRows(db, ids);
    const found = new Set(rows.map((r) => r.id));
    for (const id of ids) if (!found.has(id)) forget(id);
    for (const r of rows) mirror(r);
    await refreshGroups(rows.filter((r) => r.status === STATUS.open).map(groupKey));
  }

  /** One command: its transaction (retried on a deadlock), then the book, the groups and the listeners. */
  function command<T>(
    work: (ctx: ExecCtx) => Promise<T>,
    opts: { idem?: { scope: string; key: string; requestHash: string }; concerns?: readonly number[] } = {},
  ): Promise<T> {
    // A command the queue gave itself (a fired trigger, a liquidation check) names the positions it concerns.
    const own = opts.concerns !== undefined;
    return enqueue(async () => {
      if (own) guard.check(`positions ${opts.concerns?.join(',')}`);
      for (let attempt = 1; ; attempt++) {
        let ctx: ExecCtx | undefined;
        const inTx = async (tx: Tx) => {
          const c: ExecCtx = { tx, mark, priceAt, now, receipts: [], touched: new Map(), events: [] };
          ctx = c;
          const out = await work(c);
          await receipts.issue(tx, c.receipts);
          return out;
        };
        try {
          // This loop retries (the book is resynced first), so the helper must not run inTx again itself.
          const out = opts.idem
            ? (await withIdempotency(db, opts.idem, inTx, { retry: false })).response
            : await withTransaction(db, inTx, { retry: false });
          if (ctx) await committed(ctx);
          const changed = (ctx?.touched.size ?? 0) > 0;
          if (own || changed) guard.done(changed);
          if (opts.concerns?.length) {
            const left = opts.concerns.filter((id) => !ctx?.touched.has(id));
            if (left.length > 0) await resync(left);
          }
          return out;
        } catch (error) {
          const code = transientConflictCode(error);
          if (!code || attempt >= CONFLICT_ATTEMPTS) {
            if (own) guard.done(false);
            if (opts.concerns?.length)
              await resync(opts.concerns).catch((e) => log.error({ err: e }, 'contracts resync failed'));
            throw error;
          }
          log.warn({ code, attempt }, 'contracts command aborted by a concurrent transaction; retrying');
          await conflictPause(attempt);
        }
      }
    });
  }

  function liquidateSoon(key: string) {
    const ids = [...(groupRows.get(key) ?? [])];
    return command((ctx) => execLiquidate(ctx, key, new Map()), { concerns: ids }).catch((err) =>
      log.error({ err, group: key }, 'contracts liquidation failed'),
    );
  }

  /** After a commit: the book, the groups and the listeners follow. A failure here is logged, never answered:
   * the command did commit (the next restart rebuilds the book from the rows). */
  async function committed(ctx: ExecCtx) {
    try {
      await follow(ctx);
    } catch (error) {
      log.error({ err: error }, 'contracts book update after a commit failed');
    }
  }

  async function follow(ctx: ExecCtx) {
    const groups: string[] = [];
    for (const row of ctx.touched.values()) {
      const before = live.get(row.id);
      if (before?.status === STATUS.open) groups.push(groupKey(before));
      mirror(row);
      if (row.status === STATUS.open) groups.push(groupKey(row));
    }
    // Every group of the users touched: their free balance changed.
    for (const row of ctx.touched.values()) groups.push(...(userGroups.get(row.userId) ?? []));
    await refreshGroups(groups);
    if (ctx.touched.size > 0) {
      for (const l of listeners) {
        try {
          l(ctx.events, [...ctx.touched.values()]);
        } catch (error) {
          log.error({ err: error }, 'contracts listener failed');
        }
      }
    }
  }

  /**
   * Outside its session a market has no price to close at but the last one before the bell, which an owner who
   * knows the next open could exploit: a close is refused exactly as a market entry is.
   */
  function refuseOutsideSession(symbol: string) {
    if (!market.isOpen(symbol, now())) throw AppError.say('contracts.close_market_closed', { symbol });
  }

  function requirePair(currencyId: number, legalId: number): ContractPair {
    for (const p of pairs.values()) if (p.currencyId === currencyId && p.legalId === legalId && p.enabled) return p;
    throw AppError.say('contracts.pair_closed');
  }

  /**
   * Fired triggers of one tick, each settled as its own command in the queue. A disabled pair still ticks: disabling
   * stops new entries only, and TP, SL and liquidation keep protecting what is open (risk never pauses).
   */
  function onTicks(ticks: { symbol: string; price: string; ts: number }[]) {
    if (stopped) return;
    for (const t of ticks) {
      const pair = bySymbol.get(t.symbol);
      if (!pair) continue;
      seen.set(t.symbol, t.ts);
      let fired: Fired[];
      try {
        fired = book.tick(t.symbol, toFixed(t.price, gridScale(t.symbol)));
      } catch (error) {
        log.error({ err: error, symbol: t.symbol }, 'contracts tick failed');
        continue;
      }
      for (const f of fired) void settleFired(f, t).catch((err) => log.error({ err }, 'contracts trigger failed'));
    }
  }

  /** Whether new exposure may be opened on the instrument: never on simulated prices in production. */
  function tradable(symbol: string): boolean {
    try {
      market.assertTradable(symbol);
      return true;
    } catch {
      return false;
    }
  }

  function settleFired(f: Fired, t: { symbol: string; ts: number }): Promise<unknown> {
    // A waiting limit is a new entry: on a disabled pair it stays waiting, disarmed until reload() arms it again;
    // where the prices are not tradable (simulated, in production) it waits and its owner may cancel it.
    if (f.kind === 'entry' && (!bySymbol.get(t.symbol)?.enabled || !tradable(t.symbol))) return Promise.resolve();
    if (f.kind === 'liquidation') {
      const ids = [...(groupRows.get(f.group) ?? [])];
      // Every instrument of the group is judged at the tick the book used for it (the firing one for its own).
      const ticks = new Map<string, number>();
      for (const id of ids) {
        const symbol = live.get(id)?.symbol;
        const ts = symbol === undefined ? undefined : seen.get(symbol);
        if (symbol !== undefined && ts !== undefined) ticks.set(symbol, ts);
      }
      ticks.set(t.symbol, t.ts);
      return command((ctx) => execLiquidate(ctx, f.group, ticks), { concerns: ids });
    }
    const id = Number(f.id);
    if (f.kind === 'entry') return command((ctx) => execFill(ctx, id, t.ts), { concerns: [id] });
    const reason: CloseReason = f.kind;
    return command((ctx) => execClose(ctx, id, reason, { ts: t.ts }), { concerns: [id] });
  }

  async function reload() {
    pairs = await loadContractPairs(db, market.registry.all());
    bySymbol.clear();
    for (const p of pairs.values()) bySymbol.set(p.symbol, p);
    // Waiting entries a disabled pair's ticks disarmed are armed again (they fire on the next tick that reaches them).
    for (const row of [...live.values()]) if (row.status === STATUS.pending) mirror(row);
  }

  return {
    async start(): Promise<void> {
      await seedContractPairs(db, market.registry.all(), (s) => market.lastPrice(s));
      await reload();
      book = newBook();
      live.clear();
      const rows = await liveRows(db);
      for (const r of rows) mirror(r);
      await refreshGroups(rows.filter((r) => r.status === STATUS.open).map(groupKey));
      for (const p of pairs.values()) {
        const last = market.lastPrice(p.symbol);
        if (last)
          for (const f of book.tick(p.symbol, toFixed(last, gridScale(p.symbol))))
            void settleFired(f, { symbol: p.symbol, ts: now() });
      }
      offTicks = market.onTick(onTicks);
    },

    async stop(): Promise<void> {
      stopped = true;
      offTicks?.();
      await tail;
    },

    /**
     * Waits until the queue is idle (commands the queue gives itself meanwhile included), and throws if the bound on
     * its own chains stopped one since the last call.
     */
    async drain(): Promise<void> {
      let seen: Promise<unknown>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
      const tripped = guard.takeTripped();
      if (tripped) throw tripped;
    },

    /** Re-reads pair settings (after a back-office change): new positions use them, open ones keep theirs. */
    reloadPairs: () => enqueue(reload),

    pairs: () => [...pairs.values()],
    pair: (id: number) => pairs.get(id),
    pairOf: requirePair,
    findPair(currencyId: number, legalId: number) {
      for (const p of pairs.values()) if (p.currencyId === currencyId && p.legalId === legalId) return p;
      return undefined;
    },
    book: () => book,
    live: () => live,
    onCommitted(l: (events: ContractEvent[], touched: PositionRow[]) => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },

    /**
     * A market or limit entry (validated by the caller against the pair's published rules). A market entry is
     * priced at the latest recorded tick at or before its acceptance (now, before the queue), never at one that
     * arrived while it waited in the queue (issue 30 item 7).
     */
    async submit(e: EntryInput, idempotencyKey?: string): Promise<PositionRow> {
      const acceptedAt = now();
      market.assertTradable(e.pair.symbol);
      const idem = idempotencyKey
        ? {
            scope: `user:${e.userId}:lever-submit`,
            key: idempotencyKey,
            requestHash: JSON.stringify([e.pair.id, e.side, e.lots, e.multiple, e.mode, e.limit, e.tp, e.sl]),
          }
        : undefined;
      const row = await command(
        async (ctx) => {
          if (e.limit === null) {
            if (!market.isOpen(e.pair.symbol, acceptedAt))
              throw AppError.say('contracts.market_closed', { symbol: e.pair.symbol });
            return execMarketEntry(ctx, e, acceptedAt);
          }
          const last = market.lastPrice(e.pair.symbol);
          if (!last) throw AppError.say('contracts.no_price');
          return execLimitEntry(ctx, e, toFixed(last, gridScale(e.pair.symbol)));
        },
        idem ? { idem } : {},
      );
      return reviveDates(row);
    },

    /** The owner closes one open position at the recorded price now (a stock only in its session, as entries). */
    close: (userId: number, id: number) =>
      command((ctx) => {
        const row = live.get(id);
        if (row?.userId === userId) refuseOutsideSession(row.symbol);
        return execClose(ctx, id, 'user', { owner: userId });
      }).then((r) => r as PositionRow),

    /** The owner cancels a waiting limit entry. */
    cancel: (userId: number, id: number) => command((ctx) => execCancel(ctx, userId, id)),

    /** Closes the user's open positions: 0 all, 1 longs only, 2 shorts only, optionally of one pair or area. */
    batchClose(userId: number, type: 0 | 1 | 2, filter: { pairId?: number | undefined; area?: string | undefined }) {
      return command(async (ctx) => {
        const found = await batchIds(ctx.tx, userId, type, filter);
        if (found.length === 0) throw AppError.say('contracts.nothing_to_close');
        // Positions whose market is closed stay open (the batch closes the rest); none left: the entries' reason.
        const ids = found.filter((id) => market.isOpen(live.get(id)?.symbol ?? '', now()));
        if (ids.length === 0) refuseOutsideSession(live.get(found[0]!)?.symbol ?? '');
        const closed: number[] = [];
        for (const id of ids) {
          const r = await execClose(ctx, id, 'batch', {});
          if (r) closed.push(r.id);
        }
        return closed;
      });
    },

    /** Sets or changes the stops of an open position (spec setstop rules against the entry and the mark now). */
    setStops(userId: number, id: number, check: (row: PositionRow) => { tp: Amount | null; sl: Amount | null }) {
      return command(async (ctx) => {
        const [row] = await ctx.tx.select().from(contractPositions).where(eq(contractPositions.id, id)).for('update');
        if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
        if (row.status !== STATUS.open) throw AppError.say('contracts.not_open');
        const { tp, sl } = check(row);
        const [saved] = await ctx.tx
          .update(contractPositions)
          .set({ tp, sl, stopsAt: new Date(ctx.now()) })
          .where(eq(contractPositions.id, id))
          .returning();
        ctx.touched.set(id, saved!);
        return saved!;
      });
    },

    /** Runs work in the queue with a fresh context (the overnight sweeper's book refresh, tests). */
    resync: (ids: readonly number[]) => enqueue(() => resync(ids)),
  };
}

/** A row replayed from an Idempotency-Key comes back from jsonb with dates as strings. */
function reviveDates(row: PositionRow): PositionRow {
  const d = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    openedAt: d(row.openedAt),
    closedAt: d(row.closedAt),
    stopsAt: d(row.stopsAt),
  };
}
