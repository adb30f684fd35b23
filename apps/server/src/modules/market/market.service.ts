/**
 * The market service: live state (last price, rolling 24 h stats), ticks → candles (closed candles and ticks
 * persisted in batches every second, live candles kept in memory and merged into history answers), first-start
 * history, and the recorded prices later modules settle with (`priceAt`, `markPrice`). Every recorded tick is a
 * leaf of its instrument's public price log (market.log.ts), with signed heads (market.log-heads.ts).
 *
 * Other modules use: `priceAt`, `markPrice`, `lastPrice`, `quote`, `instrument`, `isOpen`, `onTick`, `log`,
 * `isSimulated`, `assertTradable`.
 */

import type { KlineCandle, Quote } from '@app/api';
import type { ServerKey } from '@app/i18n/server';
import { normalize, toFixed } from '@app/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db';
import { AppError } from '../../errors';
import type { Job, Scheduler } from '../../platform/scheduler';
import {
  type Candle,
  CandleAggregator,
  isSessionOpen,
  NYSE_SESSION,
  normalizePeriod,
  type Period,
  type Tick,
} from './engine';
import { createFeed, type FeedHandle } from './market.feed-select';
import { ensureHistory, type HistoryReport } from './market.history';
import { type InstrumentInfo, InstrumentRegistry } from './market.instruments';
import { parseKlineQuery } from './market.kline-query';
import { createPriceLog, type LoggedTick } from './market.log';
import { createHeadSigner, HEADS_EVERY_MS } from './market.log-heads';
import { loadPriceLogKey } from './market.log-key';
import * as repo from './market.repo';
import { changePercent, RollingDay } from './market.stats';

type MarketOptions = {
  /** What feeds the market (market.feed-select.ts decides its shape). */
  feed: Parameters<typeof createFeed>[0]['settings'];
  historyCount: number;
  /** Instruments with no real price source (demo simulator): marked in quotes, refused in production. */
  simulated?: (symbol: string) => boolean;
  production?: boolean;
  /** The price log's signing key (hex Ed25519 seed); default: PRICE_LOG_KEY, else see market.log-key.ts. */
  logKey?: string;
  /** Where a demo keeps its generated key (`<DATA_DIR>/price-log.key`); null/absent: a fresh key per process. */
  logKeyFile?: string | null;
  /** Simulate/generate only these symbols (tests keep start-up short). */
  symbols?: readonly string[];
  now?: () => number;
  flushMs?: number;
  saveMs?: number;
  headsMs?: number;
};

/** `seq`: the tick's leaf index in its price log (null: a candle close or a tick recorded before the log). */
type PricePoint = { price: string; ts: number; source: 'tick' | 'candle'; seq: number | null };
type CandleListener = (candle: Candle) => void;
export type MarketService = Awaited<ReturnType<typeof createMarketService>>;

const LIVE_KEY = 'live';

export function createMarketService(
  db: Db,
  log: FastifyBaseLogger,
  opts: MarketOptions,
  scheduler: Pick<Scheduler, 'every'>,
) {
  const now = opts.now ?? Date.now;
  const registry = new InstrumentRegistry(db, opts.symbols);
  const last = new Map<string, { price: string; ts: number; seq: number | null }>();
  const days = new Map<string, RollingDay>();
  const live1m = new Map<string, Candle>();
  const changed = new Set<string>();
  const candleListeners = new Set<CandleListener>();
  const tickListeners = new Set<(ticks: Tick[]) => void>();
  let aggregator = new CandleAggregator();
  let pendingTicks: LoggedTick[] = [];
  let pendingCandles: Candle[] = [];
  let feed: FeedHandle | undefined;
  let lastTickAt = 0;
  /**
   * Per symbol, the latest instant `priceAt` answered with no later tick to come (at or after the newest tick): a tick
   * stamped at or before it arriving afterwards is refused, or the receipt that cited "the last leaf at or before"
   * that instant would be made false by a leaf recorded after it was issued.
   */
  const sealed = new Map<string, number>();
  let lateRefused = 0;
  let historyReport: HistoryReport = { candles: 0, ms: 0, series: 0 };
  let flushing: Promise<void> = Promise.resolve();
  let stopped = false;
  const jobs: Job[] = [];
  const priceLog = createPriceLog(
    db,
    opts.logKey ??
      loadPriceLogKey({
        env: process.env.PRICE_LOG_KEY,
        keyFile: opts.logKeyFile ?? null,
        production: opts.production ?? false,
      }),
  );
  const heads = createHeadSigner(db, priceLog, now);
  const isSimulated = (symbol: string) => opts.simulated?.(registry.find(symbol)?.symbol ?? symbol) ?? false;

  function ingest(ticks: Tick[]) {
    if (stopped) return;
    const accepted: LoggedTick[] = [];
    for (const tick of ticks) {
      if (!registry.bySymbol(tick.symbol)) continue;
      if (tick.ts <= (sealed.get(tick.symbol) ?? Number.NEGATIVE_INFINITY)) {
        lateRefused++;
        continue;
      }
      // a tick stamped before its log's newest leaf is not recorded: seqs follow time (market.log.ts)
      const t = priceLog.append(tick, feed?.feed.name ?? 'feed');
      if (!t) continue;
      accepted.push(t);
      last.set(t.symbol, { price: t.price, ts: t.ts, seq: t.seq });
      changed.add(t.symbol);
      const r = aggregator.push(t);
      for (const c of r.closed) closeCandle(c);
      for (const c of r.updated) {
        if (c.period === '1min') live1m.set(c.symbol, c);
        for (const l of candleListeners) l(c);
      }
    }
    if (accepted.length === 0) return;
    lastTickAt = now();
    pendingTicks.push(...accepted);
    for (const l of tickListeners) l(accepted);
  }

  function closeCandle(c: Candle) {
    pendingCandles.push(c);
    if (c.period === '1min') dayOf(c.symbol).add(c);
  }

  function dayOf(symbol: string) {
    let d = days.get(symbol);
    if (!d) {
      d = new RollingDay();
      days.set(symbol, d);
    }
    return d;
  }

  /**
   * Writes buffered ticks (the log's new leaves and nodes, one statement) and closed candles; one flush at a time.
   * What failed goes back in front of the buffers and is written, in the same order, by the next flush.
   */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      for (const c of aggregator.closeDue(now())) closeCandle(c);
      const batch = priceLog.take(pendingTicks);
      const c = pendingCandles;
      pendingTicks = [];
      pendingCandles = [];
      if (batch.ticks.length > 0 || batch.nodes.length > 0)
        await priceLog.write(batch).catch((error) => {
          pendingTicks = [...batch.ticks, ...pendingTicks];
          priceLog.restore(batch);
          log.error({ err: error }, 'market tick flush failed');
        });
      if (c.length > 0)
        await repo.insertCandles(db, c, true).catch((error) => {
          pendingCandles = [...c, ...pendingCandles];
          log.error({ err: error }, 'market candle flush failed');
        });
    });
    return flushing;
  }

  async function saveState() {
    await repo.writeFeedState(db, LIVE_KEY, aggregator.live());
  }

  function currentPrice(symbol: string): string {
    return last.get(symbol)?.price ?? registry.series(symbol)?.startPrice ?? '0';
  }

  function quoteOf(inst: InstrumentInfo): Quote & { simulated: boolean } {
    const at = now();
    const price = currentPrice(inst.symbol);
    const stats = days.get(inst.symbol)?.stats(at, live1m.get(inst.symbol));
    const p = inst.precision;
    const fix = (v: string) => toFixed(v, p);
    const open = stats ? fix(stats.open) : fix(price);
    return {
      id: inst.id,
      symbol: inst.symbol,
      kind: inst.kind,
      currency_id: inst.currencyId,
      legal_id: inst.legalId,
      currency_name: inst.currencyName,
      legal_name: inst.legalName,
      name: inst.name,
      now_price: fix(price),
      change: changePercent(open, price),
      open_24h: open,
      high: stats ? fix(stats.high) : fix(price),
      low: stats ? fix(stats.low) : fix(price),
      volume: stats ? toFixed(stats.volume, inst.amountPrecision) : '0',
      amount: stats ? toFixed(stats.amount, 2) : '0',
      logo: inst.logo,
      precision: p,
      amount_precision: inst.amountPrecision,
      hot: inst.hot,
      open: inst.kind === 'stock' ? isSessionOpen(at, NYSE_SESSION) : true,
      simulated: isSimulated(inst.symbol),
    };
  }

  function wireCandle(c: Candle, precision: number): KlineCandle {
    const fix = (v: string) => toFixed(v, precision);
    return {
      open: fix(c.open),
      close: fix(c.close),
      high: fix(c.high),
      low: fix(c.low),
      vol: normalize(c.volume),
      amount: normalize(c.amount),
      time: c.openTime,
    };
  }

  function requireInstrument(symbolOrId: string | number): InstrumentInfo {
    const inst = registry.find(symbolOrId);
    if (!inst) throw new AppError('NOT_FOUND');
    return inst;
  }

  return {
    registry,
    /** The market clock (MARKET_CLOCK_START may shift it from the real one). */
    now,

    async start(): Promise<{ history: HistoryReport }> {
      await registry.load(true);
      const [liveSaved, closes] = await Promise.all([
        repo.readFeedState<Candle[]>(db, LIVE_KEY),
        repo.latestCloses(db),
      ]);
      const liveCandles = (liveSaved ?? []).filter((c) => registry.bySymbol(c.symbol));
      aggregator = new CandleAggregator({ live: liveCandles });
      for (const [symbol, close] of closes)
        if (registry.bySymbol(symbol)) last.set(symbol, { price: close, ts: 0, seq: null });
      // the newest leaf of each log is the last recorded price: a start continues from there. Every instrument's log,
      // not only the simulated/generated series (MARKET_SIM_SYMBOLS may leave some out): a log not loaded would
      // restart at seq 0 and its next flush collide with the stored leaves.
      const symbols = registry.all().map((i) => i.symbol);
      for (const [symbol, tail] of await priceLog.load(symbols))
        last.set(symbol, { price: tail.price, ts: tail.ts, seq: tail.size - 1 });
      await heads.load(symbols);
      for (const c of liveCandles) if (c.period === '1min') live1m.set(c.symbol, c);

      const history = await ensureHistory(db, {
        series: registry.allSeries(),
        count: opts.historyCount,
        now: now(),
        currentPrice,
      });
      historyReport = history;
      log.info(history, 'market history ready');
      // A first start outside a stock's session has no tick to come for hours: its last recorded price is the close
      // of the history just written (as after any restart), so a limit entry can be checked and wait for the open.
      if (history.candles > 0)
        for (const [symbol, close] of await repo.latestCloses(db))
          if (registry.bySymbol(symbol) && !last.has(symbol)) last.set(symbol, { price: close, ts: 0, seq: null });

      for (const c of await repo.minuteCandlesSince(db, now() - 24 * 3600_000)) dayOf(c.symbol).add(c);

      const startPrices = Object.fromEntries(registry.allSeries().map((s) => [s.symbol, currentPrice(s.symbol)]));
      feed = createFeed({
        settings: opts.feed,
        series: registry.allSeries(),
        startPrices,
        log,
        now,
      });
      feed.feed.onTick(ingest);
      feed.feed.start();

      jobs.push(scheduler.every('market.flush', opts.flushMs ?? 1000, flush));
      jobs.push(scheduler.every('market.save-state', opts.saveMs ?? 30_000, saveState));
      jobs.push(scheduler.every('market.log-heads', opts.headsMs ?? HEADS_EVERY_MS, heads.signGrown));
      return { history };
    },

    /** Stops the feed, writes what is buffered and saves the feed state (call before the database closes). */
    async stop() {
      if (stopped) return;
      await Promise.all(jobs.map((j) => j.stop()));
      await feed?.feed.stop();
      await flush();
      // a database already gone (failure tests, shutdown races) must not turn a close into a crash
      await heads.signGrown().catch((err) => log.error({ err }, 'price log heads at stop failed'));
      await saveState().catch((err) => log.error({ err }, 'feed state save at stop failed'));
      stopped = true;
    },

    /** Feeds ticks in (the feeds call it; tests too). */
    ingest,
    flush,
    saveState,
    /** Signs a head for each log that grew (the `market.log-heads` job; tests call it directly). */
    signHeads: heads.signGrown,
    /** The public price log: leaves, heads, proofs, public key. */
    log: priceLog.api,

    /** Whether the instrument's price comes from the demo simulator (no real source). */
    isSimulated,
    /** Refuses trading an instrument with no real price source in production (a simulated price decides nothing). */
    assertTradable(symbol: string): void {
      if (opts.production && isSimulated(symbol))
        throw AppError.say('market.simulated_in_production', { symbol: registry.find(symbol)?.symbol ?? symbol });
    },

    onCandle(listener: CandleListener) {
      candleListeners.add(listener);
      return () => void candleListeners.delete(listener);
    },
    onTick(listener: (ticks: Tick[]) => void) {
      tickListeners.add(listener);
      return () => void tickListeners.delete(listener);
    },

    health(): 'ok' | 'down' {
      return lastTickAt > 0 && now() - lastTickAt <= 10_000 ? 'ok' : 'down';
    },
    /** What the first-start history generation did (candles written, milliseconds). */
    historyReport: () => historyReport,
    feedInfo() {
      return {
        running: opts.feed,
        lastTickAt: lastTickAt || null,
        name: feed?.feed.name ?? 'none',
        /** Ticks refused because an instant at or after their time had already been answered (see `sealed`). */
        lateRefused,
      };
    },

    instrument: (symbolOrId: string | number) => registry.find(symbolOrId),
    /** Whether the instrument's market is open at `ts` (stocks: the exchange session; crypto: always). */
    isOpen: (symbolOrId: string | number, ts: number = now()) =>
      registry.find(symbolOrId)?.kind !== 'stock' || isSessionOpen(ts, NYSE_SESSION),
    lastPrice: (symbol: string) => last.get(registry.find(symbol)?.symbol ?? symbol)?.price,
    quote: (symbolOrId: string | number) => quoteOf(requireInstrument(symbolOrId)),
    quotes: (list: readonly InstrumentInfo[]) => list.map(quoteOf),

    /** Quotes of enabled instruments whose price moved since the previous call (the daymarket push). */
    takeChangedQuotes(): Quote[] {
      const out: Quote[] = [];
      for (const inst of registry.enabled()) if (changed.has(inst.symbol)) out.push(quoteOf(inst));
      changed.clear();
      return out;
    },

    /** `/currency/new_timeshar`: an error key or the candles, oldest first, live ones merged in. */
    async history(q: {
      symbol?: string | undefined;
      period?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    }): Promise<{ ok: true; data: KlineCandle[] } | { ok: false; key: ServerKey }> {
      const parsed = parseKlineQuery(q, now(), (s) => registry.find(s));
      if (!parsed.ok) return parsed;
      const { inst, period, from, to, limit } = parsed;
      const rows = await repo.candleRange(db, {
        symbol: inst.symbol,
        period,
        from,
        to,
        limit,
        precision: inst.precision,
      });
      const data: KlineCandle[] = rows.map((r) => ({
        open: r.open,
        close: r.close,
        high: r.high,
        low: r.low,
        vol: r.volume,
        amount: r.amount,
        time: r.openTime,
      }));
      const newest = data[data.length - 1]?.time ?? Number.NEGATIVE_INFINITY;
      const fresh = [...pendingCandles, ...liveOf(inst.symbol, period)]
        .filter((c) => c.symbol === inst.symbol && c.period === period && c.openTime > newest)
        .filter((c) => c.openTime >= from && c.openTime <= to)
        .sort((a, b) => a.openTime - b.openTime);
      for (const c of fresh) data.push(wireCandle(c, inst.precision));
      return { ok: true, data: data.slice(-limit) };
    },

    priceAt,
    firstTickFrom,
    /**
     * Refuses from now on every tick of `symbol` stamped at or before `ts`: a decision that no tick exists up to
     * `ts` (an option voided for a feed outage) stays true for anyone re-checking it later.
     */
    seal(symbol: string, ts: number) {
      const inst = requireInstrument(symbol);
      sealed.set(inst.symbol, Math.max(sealed.get(inst.symbol) ?? ts, ts));
    },

    /**
     * The price used for a settlement, stored forever in price_marks. Pass the caller's transaction (`tx`) so the
     * mark commits with the settlement (PGlite has one connection: never mix `db` into a transaction).
     */
    async markPrice(
      mark: { symbol: string; ts: number; reason: string; ref: string },
      ex: Executor = db,
    ): Promise<{ id: number; symbol: string; price: string; ts: number; seq: number | null }> {
      const inst = requireInstrument(mark.symbol);
      const point = await priceAt(inst.symbol, mark.ts, ex);
      if (!point) throw new AppError('NOT_FOUND');
      // Normalised as the mark source reloads it: a receipt's tick must compare equal to the stored row.
      const price = normalize(point.price);
      const id = await repo.insertPriceMark(ex, { ...mark, symbol: inst.symbol, price });
      return { id, symbol: inst.symbol, price, ts: mark.ts, seq: point.seq };
    },

    /**
     * Records as price marks the first recorded tick at or after each `ts` (with that tick's own time), for the
     * settlements due together (a sweeper's chunk): one read of the first ticks, one insert of the marks (one per
     * tick used); answers in the order given, null where no tick has arrived yet (the caller looks again later).
     * Same transaction rule as markPrice.
     */
    async marksFirstFrom(
      list: readonly { symbol: string; ts: number; reason: string; ref: string }[],
      ex: Executor = db,
    ): Promise<({ id: number; symbol: string; price: string; ts: number; seq: number | null } | null)[]> {
      const insts = list.map((m) => requireInstrument(m.symbol));
      const stored = await repo.ticksAtOrAfter(
        ex,
        list.map((m, i) => ({ symbol: insts[i]!.symbol, ts: m.ts })),
      );
      const points = list.map((m, i) => {
        const inst = insts[i]!;
        const s = stored.get(`${inst.symbol}@${m.ts}`);
        return withBuffered(inst, m.ts, s ? { ...s, source: 'tick' } : null);
      });
      // Settlements of one chunk that used the same tick share one mark (ref: every settlement that used it).
      const groups = new Map<string, { mark: MarkRow; seq: number | null; refs: string[] }>();
      const keyOf = list.map((m, i) => {
        const point = points[i];
        if (!point) return null;
        const price = normalize(point.price);
        const key = `${insts[i]!.symbol}@${point.ts}@${point.seq}@${price}@${m.reason}`;
        const g = groups.get(key);
        if (g) g.refs.push(m.ref);
        else
          groups.set(key, {
            mark: { symbol: insts[i]!.symbol, ts: point.ts, price, reason: m.reason, ref: '' },
            seq: point.seq,
            refs: [m.ref],
          });
        return key;
      });
      const marks = [...groups.values()].map((g) => ({ ...g.mark, ref: joinRefs(g.refs) }));
      const ids = await repo.insertPriceMarks(ex, marks);
      const idOf = new Map([...groups.keys()].map((k, j) => [k, ids.get(marks[j]!.ref)]));
      return keyOf.map((key) => {
        if (key === null) return null;
        const { mark, seq } = groups.get(key)!;
        const id = idOf.get(key);
        if (id === undefined) throw new Error(`price mark ${key} was not written`);
        return { id, symbol: mark.symbol, price: mark.price, ts: mark.ts, seq };
      });
    },
  };

  /**
   * The first recorded tick at or after `ts` (stored or still buffered in memory), or null while none exists yet.
   * Candles are not used: an end price is always a real tick.
   */
  async function firstTickFrom(symbol: string, ts: number, ex: Executor = db): Promise<PricePoint | null> {
    const inst = requireInstrument(symbol);
    const stored = await repo.tickAtOrAfter(ex, inst.symbol, ts);
    return withBuffered(inst, ts, stored ? { ...stored, source: 'tick' } : null);
  }

  /** The earlier of the stored first tick and the first one still buffered in memory. */
  function withBuffered(inst: InstrumentInfo, ts: number, stored: PricePoint | null): PricePoint | null {
    let best = stored;
    for (const t of pendingTicks) {
      if (t.symbol !== inst.symbol || t.ts < ts) continue;
      if (!best || t.ts < best.ts) best = { price: normalize(t.price), ts: t.ts, source: 'tick', seq: t.seq };
      break; // buffered ticks are in arrival order: the first match is the earliest buffered one
    }
    return best;
  }

  /**
   * Recorded price at `ts`: the last tick at or before it, else the close of the 1-minute candle; null if none.
   * Always the full recorded price: an instrument's precision only formats what screens show (issue 30 item 4).
   */
  async function priceAt(symbol: string, ts: number, ex: Executor = db): Promise<PricePoint | null> {
    const inst = requireInstrument(symbol);
    const l = last.get(inst.symbol);
    // at or after the newest tick, the answer holds only if no tick stamped at or before `ts` arrives later: seal it
    if (!l || ts >= l.ts) sealed.set(inst.symbol, Math.max(sealed.get(inst.symbol) ?? ts, ts));
    if (l && l.ts > 0 && ts >= l.ts) return { price: normalize(l.price), ts: l.ts, source: 'tick', seq: l.seq };
    for (let i = pendingTicks.length - 1; i >= 0; i--) {
      const t = pendingTicks[i] as LoggedTick;
      if (t.symbol === inst.symbol && t.ts <= ts)
        return { price: normalize(t.price), ts: t.ts, source: 'tick', seq: t.seq };
    }
    const tick = await repo.tickAt(ex, inst.symbol, ts);
    if (tick) return { ...tick, source: 'tick' };
    const candle = await repo.minuteCloseAt(ex, inst.symbol, ts);
    return candle ? { ...candle, source: 'candle', seq: null } : null;
  }

  function liveOf(symbol: string, period: Period): Candle[] {
    return aggregator.live().filter((c) => c.symbol === symbol && c.period === period);
  }
}

type MarkRow = { symbol: string; ts: number; price: string; reason: string; ref: string };

/** `option_order:1`, `option_order:2` → `option_order:1,2` (refs of one kind share their prefix once). */
function joinRefs(refs: readonly string[]): string {
  const unique = [...new Set(refs)];
  const colon = unique[0]!.lastIndexOf(':');
  const prefix = colon >= 0 ? unique[0]!.slice(0, colon + 1) : '';
  if (prefix && unique.every((r) => r.startsWith(prefix)))
    return prefix + unique.map((r) => r.slice(prefix.length)).join(',');
  return unique.join(',');
}

export { normalizePeriod };
