/**
 * The built-in market maker: a transparent system participant (owner MAKER_OWNER_ID, its own change accounts,
 * funded once from the `market_maker` system account) that keeps a ladder of limit orders around the market
 * module's reference price. It follows every recorded tick of a pair in that pair's queue (spot.follow): it
 * re-quotes (cancel + place, one command) when the reference left its best bid..best ask, moved more than
 * `requote_bps` since its last quote, or its ladder thinned; the tick's price is recorded with the book it
 * belongs to, so a screen never shows a last price outside the maker's quotes (issue 29). A pass every second
 * also re-quotes ladders that fills thinned and applies new settings. It never writes prices anywhere: it only
 * places orders, like anyone else.
 */
import { add, cmp, currencyScale, div, gt, isZero, mul, normalize, sub } from '@app/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Job, Scheduler } from '../../platform/scheduler';
import { ACCOUNT_KIND, balances, creditFromSystem, getOrCreateAccount, withTransaction } from '../ledger';
import { type SpotOrderBook, ticksToPrice } from './engine';
import { MAKER_OWNER_ID } from './spot.exec';
import type { PairInfo } from './spot.pairs';
import type { QuotePlan, SpotMarket, SpotService } from './spot.service';
import { spotMaker } from './spot.tables';
import type { OrderInput } from './spot.validate';

export type MakerSettings = {
  enabled: boolean;
  levels: number;
  spread_bps: number;
  step_bps: number;
  level_amount_usdt: string;
  requote_bps: number;
};

const MAKER_FUND_USDT = '1000000';
const QUOTE = 'USDT';

export type MarketMaker = ReturnType<typeof createMarketMaker>;

export function createMarketMaker(deps: {
  db: Db;
  spot: SpotService;
  market: SpotMarket;
  log: FastifyBaseLogger;
  scheduler: Pick<Scheduler, 'every'>;
  intervalMs?: number;
}) {
  const { db, spot, market, log } = deps;
  const lastRef = new Map<number, string>();
  /** The newest tick of each pair not yet followed, and the pairs whose follow loop is running. */
  const latest = new Map<number, string>();
  const following = new Map<number, Promise<void>>();
  /** Settings as the last pass read them (ticks do not read the database); undefined until the first pass. */
  let current: MakerSettings | undefined;
  let offTicks: (() => void) | undefined;
  let job: Job | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function row() {
    const [found] = await db.select().from(spotMaker).where(eq(spotMaker.id, 1));
    if (found) return found;
    await db.insert(spotMaker).values({ id: 1 }).onConflictDoNothing();
    const [created] = await db.select().from(spotMaker).where(eq(spotMaker.id, 1));
    if (!created) throw new Error('spot_maker row missing');
    return created;
  }

  const toSettings = (r: Awaited<ReturnType<typeof row>>): MakerSettings => ({
    enabled: r.enabled,
    levels: r.levels,
    spread_bps: r.spreadBps,
    step_bps: r.stepBps,
    level_amount_usdt: normalize(r.levelAmountUsdt),
    requote_bps: r.requoteBps,
  });

  /** Funds each currency once: 1,000,000 USDT and that value of every base coin (at the reference price). */
  async function fund(): Promise<void> {
    const r = await row();
    const funded = { ...r.funded };
    const wanted = new Map<string, string>([[QUOTE, MAKER_FUND_USDT]]);
    for (const p of spot.pairs()) {
      const ref = market.lastPrice(p.symbol);
      if (p.quote !== QUOTE || !ref || !gt(ref, '0') || wanted.has(p.base)) continue;
      wanted.set(p.base, div(MAKER_FUND_USDT, ref, currencyScale(p.base), 'floor'));
    }
    const missing = [...wanted].filter(([c]) => funded[c] === undefined);
    if (missing.length === 0) return;
    await withTransaction(db, async (tx) => {
      for (const [currency, amount] of missing) {
        const to = await getOrCreateAccount(tx, {
          ownerType: 'user',
          ownerId: MAKER_OWNER_ID,
          currency,
          kind: ACCOUNT_KIND.change,
        });
        await creditFromSystem(tx, {
          to,
          systemKind: 'market_maker',
          amount,
          type: 'spot_maker_fund',
          refType: 'spot_maker',
          refId: currency,
          memo: { m: 'maker_fund', currency },
          idempotencyKey: `spot-maker-fund:${currency}`,
        });
        funded[currency] = amount;
      }
      await tx.update(spotMaker).set({ funded, updatedAt: new Date() }).where(eq(spotMaker.id, 1));
    });
  }

  /** The ladder around `ref`: bids rounded down to a tick, asks up, each level worth level_amount_usdt. */
  function ladder(pair: PairInfo, ref: string, s: MakerSettings): OrderInput[] {
    const out: OrderInput[] = [];
    for (let i = 0; i < s.levels; i++) {
      const bps = s.spread_bps / 2 + i * s.step_bps;
      for (const side of ['buy', 'sell'] as const) {
        const factor =
          side === 'buy' ? sub('1', div(String(bps), '10000', 12)) : add('1', div(String(bps), '10000', 12));
        const ticks = div(mul(ref, factor), pair.tickSize, 0, side === 'buy' ? 'floor' : 'ceil');
        if (!gt(ticks, '0')) continue;
        const price = ticksToPrice(Number(ticks), pair.tickSize);
        let lots = div(div(s.level_amount_usdt, price, 18, 'floor'), pair.lotSize, 0, 'floor');
        const minLots = div(div(pair.minNotional, price, 18, 'ceil'), pair.lotSize, 0, 'ceil');
        if (gt(minLots, lots)) lots = minLots;
        if (isZero(lots)) continue;
        out.push({ side, price, amount: mul(lots, pair.lotSize) });
      }
    }
    return out;
  }

  /** The maker's resting orders in `book`, with its best bid and best ask (ticks). */
  function ownOrders(book: SpotOrderBook | undefined) {
    const ids: string[] = [];
    let bid: number | undefined;
    let ask: number | undefined;
    if (book)
      for (const o of book.orders()) {
        if (o.owner !== String(MAKER_OWNER_ID)) continue;
        ids.push(o.orderId);
        if (o.side === 'buy') bid = bid === undefined ? o.price : Math.max(bid, o.price);
        else ask = ask === undefined ? o.price : Math.min(ask, o.price);
      }
    return { ids, count: ids.length, bid, ask };
  }

  /** Users may trade it: in production a pair on simulated prices is not quoted (issue 30 item 3). */
  function tradable(symbol: string): boolean {
    try {
      market.assertTradable(symbol);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * What `ref` asks of the pair's committed book: nothing while it lies within the maker's best bid..best ask,
   * moved at most `requote_bps` and the ladder is whole; otherwise a new ladder around it (none when the pair
   * cannot be quoted).
   */
  function plan(pair: PairInfo, s: MakerSettings, ref: string, book: SpotOrderBook, force: boolean): QuotePlan {
    const own = ownOrders(book);
    if (!(s.enabled && pair.enabled && !pair.halted && tradable(pair.symbol))) {
      lastRef.delete(pair.id);
      return own.count === 0 ? null : { cancel: own.ids, orders: [] };
    }
    const prev = lastRef.get(pair.id);
    const moved =
      prev === undefined || gt(mul(div(sub(ref, prev), prev, 12).replace('-', ''), '10000'), String(s.requote_bps));
    const within =
      own.bid !== undefined &&
      own.ask !== undefined &&
      cmp(ticksToPrice(own.bid, pair.tickSize), ref) <= 0 &&
      cmp(ref, ticksToPrice(own.ask, pair.tickSize)) <= 0;
    if (!force && !moved && within && own.count >= s.levels * 2) return null;
    lastRef.set(pair.id, ref);
    return { cancel: own.ids, orders: ladder(pair, ref, s) };
  }

  /** Brings one pair in line with `ref` (default: the market's last price); `force` re-quotes anyway. */
  async function quotePair(pair: PairInfo, s: MakerSettings, force = false, ref = market.lastPrice(pair.symbol)) {
    try {
      if (ref !== undefined && gt(ref, '0')) {
        return await spot.follow(MAKER_OWNER_ID, pair.id, ref, (book) => plan(pair, s, ref, book, force));
      }
      // No price to quote around: take the quotes down.
      const own = ownOrders(spot.book(pair.id));
      if (own.count === 0) return false;
      await spot.replaceQuotes(MAKER_OWNER_ID, pair.id, own.ids, []);
      return true;
    } catch (error) {
      lastRef.delete(pair.id); // the next pass re-quotes whatever this one left
      throw error;
    }
  }

  /** Follows the ticks of one pair, newest first: ticks that arrive during a re-quote collapse into one. */
  function follow(pair: PairInfo) {
    if (following.has(pair.id)) return;
    const loop = (async () => {
      for (let ref = latest.get(pair.id); ref !== undefined && !stopped; ref = latest.get(pair.id)) {
        latest.delete(pair.id);
        const s = current;
        if (!s) return;
        try {
          await quotePair(pair, s, false, ref);
        } catch (error) {
          log.error({ err: error, pair: pair.symbol }, 'market maker follow failed');
        }
      }
    })().finally(() => following.delete(pair.id));
    following.set(pair.id, loop);
  }

  function onTicks(ticks: readonly { symbol: string; price: string }[]) {
    if (stopped || !current) return;
    for (const t of ticks) {
      for (const pair of spot.pairs()) {
        if (pair.symbol !== t.symbol) continue;
        latest.set(pair.id, t.price);
        follow(pair);
      }
    }
  }

  async function tick(force = false): Promise<void> {
    if (stopped) return;
    const s = toSettings(await row());
    if (s.enabled) await fund();
    current = s;
    for (const pair of spot.pairs()) {
      if (stopped) return;
      try {
        await quotePair(pair, s, force);
      } catch (error) {
        log.error({ err: error, pair: pair.symbol }, 'market maker quote failed');
      }
    }
  }

  const runTick = (force = false) => {
    running = running.then(() => tick(force)).catch((error) => log.error({ err: error }, 'market maker failed'));
    return running;
  };

  return {
    /** Starts the job on the platform scheduler (its first pass runs at once). */
    start() {
      stopped = false;
      offTicks ??= market.onTick(onTicks);
      job ??= deps.scheduler.every('spot.maker', deps.intervalMs ?? 1000, () => runTick(), { immediate: true });
    },
    /** One pass now (tests and admin changes). */
    runOnce: (force = false) => runTick(force),
    async stop() {
      stopped = true;
      offTicks?.();
      offTicks = undefined;
      await job?.stop();
      await running;
      await Promise.all(following.values());
    },
    settings: async () => toSettings(await row()),
    async updateSettings(patch: Partial<MakerSettings>): Promise<MakerSettings> {
      await row();
      const set: Partial<typeof spotMaker.$inferInsert> = { updatedAt: new Date() };
      if (patch.enabled !== undefined) set.enabled = patch.enabled;
      if (patch.levels !== undefined) set.levels = patch.levels;
      if (patch.spread_bps !== undefined) set.spreadBps = patch.spread_bps;
      if (patch.step_bps !== undefined) set.stepBps = patch.step_bps;
      if (patch.level_amount_usdt !== undefined) set.levelAmountUsdt = patch.level_amount_usdt;
      if (patch.requote_bps !== undefined) set.requoteBps = patch.requote_bps;
      await db.update(spotMaker).set(set).where(eq(spotMaker.id, 1));
      lastRef.clear(); // new settings: re-quote everything at the next pass
      const next = toSettings(await row());
      if (current) current = next;
      return next;
    },

    /** Balances per coin, their value at the reference prices, and P&L against what it was funded with. */
    async status() {
      const r = await row();
      const priceOf = (currency: string): string => {
        if (currency === QUOTE) return '1';
        const p = spot.pairs().find((x) => x.base === currency && x.quote === QUOTE);
        return (p && market.lastPrice(p.symbol)) || '0';
      };
      const currencies = new Set<string>([QUOTE, ...Object.keys(r.funded), ...spot.pairs().map((p) => p.base)]);
      let inventory = '0';
      let fundedValue = '0';
      const rows = [];
      // A status read never creates accounts: a coin the maker never held is zero.
      const accounts = (await balances(db, MAKER_OWNER_ID)).filter((b) => b.kind === ACCOUNT_KIND.change);
      for (const currency of currencies) {
        const a = accounts.find((b) => b.currency === currency) ?? { available: '0', frozen: '0' };
        const funded = r.funded[currency] ?? '0';
        const held = add(a.available, a.frozen);
        const price = priceOf(currency);
        const value = div(mul(held, price), '1', 6, 'floor');
        inventory = add(inventory, value);
        fundedValue = add(fundedValue, div(mul(funded, price), '1', 6, 'floor'));
        rows.push({ currency, available: a.available, frozen: a.frozen, funded, value_usdt: value });
      }
      return {
        balances: rows,
        inventory_value_usdt: inventory,
        funded_value_usdt: fundedValue,
        pnl_usdt: sub(inventory, fundedValue),
      };
    },
  };
}
