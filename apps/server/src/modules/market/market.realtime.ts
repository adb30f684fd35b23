/**
 * Market channels: `daymarket` (broadcast: quotes that changed, about once a second) and `kline` (public: the live
 * candle of a symbol+period to its room `kline:<symbol>:<canonical period>`). Kline pushes are coalesced per room:
 * the latest candle waits in a slot that a job empties, and a room is sent to only when its previous push is at
 * least KLINE_MIN_INTERVAL_MS old, so no subscription gets more than 10 messages a second whatever the tick rate.
 * A kline push also carries the original product's flat fields (`KlineEvent`, docs/original-client.md).
 */
import { type DaymarketPush, type KlineEvent, SOCKET_EVENTS, SubscribeMessage } from '@app/api';
import { normalize, toFixed } from '@app/money';
import type { Channel, RealtimeHub } from '../../platform/realtime';
import type { Job, Scheduler } from '../../platform/scheduler';
import { type Candle, normalizePeriod } from './engine';
import type { MarketService } from './market.service';

const KLINE_MIN_INTERVAL_MS = 100;

type Market = Pick<MarketService, 'takeChangedQuotes' | 'onCandle' | 'registry'>;

const roomOf = (symbol: string, period: string) => `kline:${symbol}:${period}`;

export function marketChannels(market: Pick<MarketService, 'registry'>): Channel[] {
  return [
    { name: SOCKET_EVENTS.daymarket, access: 'broadcast', events: [SOCKET_EVENTS.daymarket] },
    {
      name: 'kline',
      access: 'public',
      events: [SOCKET_EVENTS.kline],
      room(payload) {
        const parsed = SubscribeMessage.safeParse(payload);
        if (!parsed.success) return { error: 'error.bad_request' };
        const inst = market.registry.find(parsed.data.symbol);
        if (!inst?.enabled) return { error: 'market.unknown_symbol' };
        const period = normalizePeriod(parsed.data.period);
        if (!period) return { error: 'market.bad_period' };
        return { room: roomOf(inst.symbol, period) };
      },
    },
  ];
}

/** Starts the pushes as scheduler jobs; the returned stop ends them and the candle listener. */
export function startMarketPushes(
  realtime: Pick<RealtimeHub, 'io' | 'hasMembers'>,
  scheduler: Pick<Scheduler, 'every'>,
  market: Market,
  opts: { daymarketMs?: number; klineMs?: number } = {},
): { stop(): Promise<void> } {
  const { io } = realtime;
  const pending = new Map<string, KlineEvent>();

  const offCandle = market.onCandle((c: Candle) => {
    const room = roomOf(c.symbol, c.period);
    if (!realtime.hasMembers(room)) return;
    const inst = market.registry.bySymbol(c.symbol);
    if (!inst) return;
    const fix = (v: string) => toFixed(v, inst.precision);
    const candle = {
      open: fix(c.open),
      close: fix(c.close),
      high: fix(c.high),
      low: fix(c.low),
      vol: normalize(c.volume),
      amount: normalize(c.amount),
      time: c.openTime,
    };
    pending.set(room, {
      symbol: c.symbol,
      period: c.period,
      candle,
      // The original client's flat fields (docs/original-client.md): the same candle, named as it reads them.
      type: 'kline',
      match_id: inst.id,
      currency_id: inst.currencyId,
      currency_name: inst.currencyName,
      legal_id: inst.legalId,
      legal_name: inst.legalName,
      open: candle.open,
      close: candle.close,
      high: candle.high,
      low: candle.low,
      volume: candle.vol,
      time: candle.time,
    });
  });

  // The job runs twice per minimum interval; a room is sent to only when its previous push is at least
  // KLINE_MIN_INTERVAL_MS old, so timer jitter can never squeeze an 11th message into a second.
  const minGap = opts.klineMs ?? KLINE_MIN_INTERVAL_MS;
  const lastSent = new Map<string, number>();
  const jobs: Job[] = [
    scheduler.every('market.kline-push', minGap / 2, () => {
      const now = performance.now();
      for (const [room, push] of pending) {
        if (now - (lastSent.get(room) ?? Number.NEGATIVE_INFINITY) < minGap) continue;
        io.to(room).emit(SOCKET_EVENTS.kline, push);
        lastSent.set(room, now);
        pending.delete(room);
      }
      if (lastSent.size > 10_000) lastSent.clear();
    }),
    scheduler.every('market.daymarket-push', opts.daymarketMs ?? 1000, () => {
      const quotes = market.takeChangedQuotes();
      if (quotes.length > 0) io.emit(SOCKET_EVENTS.daymarket, quotes satisfies DaymarketPush);
    }),
  ];

  return {
    async stop() {
      await Promise.all(jobs.map((j) => j.stop()));
      offCandle();
      pending.clear();
    },
  };
}
