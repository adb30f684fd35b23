/**
 * The built-in market maker: a transparent system participant (owner MAKER_OWNER_ID, its own change accounts,
 * funded once from the `market_maker` system account) that keeps a ladder of limit orders around the market
 * module's reference price. Every second it checks each pair and re-quotes (cancel + place, one command in the
 * pair's queue) when the reference moved more than `requote_bps` since its last quote, or some of its orders
 * were filled. It never writes prices anywhere: it only places orders, like anyone else.
 */
import { add, currencyScale, div, gt, isZero, mul, normalize, sub } from '@app/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Job, Scheduler } from '../../platform/scheduler';
import { ACCOUNT_KIND, balances, creditFromSystem, getOrCreateAccount, withTransaction } from '../ledger';
import { ticksToPrice } from './engine';
import { MAKER_OWNER_ID } from './spot.exec';
import type { PairInfo } from './spot.pairs';
import type { SpotMarket, SpotService } from './spot.service';
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
  const busy = new Set<number>();
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

  function ownOrders(pairId: number): { ids: string[]; count: number } {
    const book = spot.book(pairId);
    const ids: string[] = [];
    if (book) for (const o of book.orders()) if (o.owner === String(MAKER_OWNER_ID)) ids.push(o.orderId);
    return { ids, count: ids.length };
  }

  /** Re-quotes one pair when the reference moved or the ladder thinned; `force` re-quotes anyway. */
  async function quotePair(pair: PairInfo, s: MakerSettings, force = false): Promise<boolean> {
    if (busy.has(pair.id)) return false;
    const own = ownOrders(pair.id);
    const ref = market.lastPrice(pair.symbol);
    const tradable = s.enabled && pair.enabled && !pair.halted && ref !== undefined && gt(ref, '0');
    if (!tradable) {
      if (own.count === 0) return false;
      busy.add(pair.id);
      try {
        await spot.replaceQuotes(MAKER_OWNER_ID, pair.id, own.ids, []);
        lastRef.delete(pair.id);
      } finally {
        busy.delete(pair.id);
      }
      return true;
    }
    const prev = lastRef.get(pair.id);
    const moved =
      prev === undefined || gt(mul(div(sub(ref, prev), prev, 12).replace('-', ''), '10000'), String(s.requote_bps));
    if (!force && !moved && own.count >= s.levels * 2) return false;
    busy.add(pair.id);
    try {
      await spot.replaceQuotes(MAKER_OWNER_ID, pair.id, own.ids, ladder(pair, ref, s));
      lastRef.set(pair.id, ref);
    } finally {
      busy.delete(pair.id);
    }
    return true;
  }

  async function tick(force = false): Promise<void> {
    if (stopped) return;
    const s = toSettings(await row());
    if (s.enabled) await fund();
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
      job ??= deps.scheduler.every('spot.maker', deps.intervalMs ?? 1000, () => runTick(), { immediate: true });
    },
    /** One pass now (tests and admin changes). */
    runOnce: (force = false) => runTick(force),
    async stop() {
      stopped = true;
      await job?.stop();
      await running;
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
      return toSettings(await row());
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
