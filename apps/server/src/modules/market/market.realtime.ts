/**
 * Market events on socket.io: `daymarket` (quotes that changed, about once a second, to everyone) and `kline`
 * (the live candle of a symbol+period to the sockets in its room). Kline pushes are coalesced per room: the latest
 * candle waits in a slot that a 100 ms timer empties, so no subscription gets more than 10 messages a second
 * whatever the tick rate. Rooms are `kline:<symbol>:<canonical period>`.
 *
 * Several instances: socket.io's Redis adapter (`@socket.io/redis-adapter`) would fan rooms out across processes
 * when REDIS_URL is set. It is not installed in this workspace, so one instance serves its own sockets; see
 * docs/realtime.md.
 */
import { type KlinePush, SOCKET_EVENTS, type SubscribeAck, SubscribeMessage } from '@app/api';
import { isLang, type Lang } from '@app/i18n';
import { t } from '@app/i18n/server';
import Decimal from 'decimal.js';
import type { Server, Socket } from 'socket.io';
import { type Candle, normalizePeriod } from './engine';
import type { MarketService } from './market.service';

export const KLINE_MIN_INTERVAL_MS = 100;

type Market = Pick<MarketService, 'takeChangedQuotes' | 'onCandle' | 'registry'>;

const roomOf = (symbol: string, period: string) => `kline:${symbol}:${period}`;

function langOf(socket: Socket): Lang {
  const raw = socket.handshake.auth?.lang ?? socket.handshake.query?.lang;
  return typeof raw === 'string' && isLang(raw) ? raw : 'en';
}

export function attachMarketRealtime(
  io: Server,
  market: Market,
  opts: { daymarketMs?: number; klineMs?: number } = {},
): { close(): void } {
  const pending = new Map<string, KlinePush>();

  const offCandle = market.onCandle((c: Candle) => {
    const room = roomOf(c.symbol, c.period);
    if (!io.sockets.adapter.rooms.has(room)) return;
    const precision = market.registry.bySymbol(c.symbol)?.precision ?? 8;
    const fix = (v: string) => new Decimal(v).toFixed(precision);
    pending.set(room, {
      symbol: c.symbol,
      period: c.period,
      candle: {
        open: fix(c.open),
        close: fix(c.close),
        high: fix(c.high),
        low: fix(c.low),
        vol: new Decimal(c.volume).toFixed(),
        amount: new Decimal(c.amount).toFixed(),
        time: c.openTime,
      },
    });
  });

  // The timer runs twice per minimum interval; a room is sent to only when its previous push is at least
  // KLINE_MIN_INTERVAL_MS old, so timer jitter can never squeeze an 11th message into a second.
  const minGap = opts.klineMs ?? KLINE_MIN_INTERVAL_MS;
  const lastSent = new Map<string, number>();
  const klineTimer = setInterval(() => {
    const now = performance.now();
    for (const [room, push] of pending) {
      if (now - (lastSent.get(room) ?? Number.NEGATIVE_INFINITY) < minGap) continue;
      io.to(room).emit(SOCKET_EVENTS.kline, push);
      lastSent.set(room, now);
      pending.delete(room);
    }
    if (lastSent.size > 10_000) lastSent.clear();
  }, minGap / 2);

  const dayTimer = setInterval(() => {
    const quotes = market.takeChangedQuotes();
    if (quotes.length > 0) io.emit(SOCKET_EVENTS.daymarket, quotes);
  }, opts.daymarketMs ?? 1000);

  function resolve(socket: Socket, payload: unknown): { room: string } | { error: string } {
    const lang = langOf(socket);
    const parsed = SubscribeMessage.safeParse(payload);
    if (!parsed.success) return { error: t(lang, 'error.bad_request') };
    const inst = market.registry.find(parsed.data.symbol);
    if (!inst?.enabled) return { error: t(lang, 'market.unknown_symbol') };
    const period = normalizePeriod(parsed.data.period);
    if (!period) return { error: t(lang, 'market.bad_period') };
    return { room: roomOf(inst.symbol, period) };
  }

  const answer = (ack: unknown, value: SubscribeAck) => {
    if (typeof ack === 'function') ack(value);
  };

  const onConnection = (socket: Socket) => {
    socket.on(SOCKET_EVENTS.sub, async (payload: unknown, ack?: unknown) => {
      const r = resolve(socket, payload);
      if ('error' in r) return answer(ack, { ok: false, message: r.error });
      await socket.join(r.room);
      answer(ack, { ok: true });
    });
    socket.on(SOCKET_EVENTS.unsub, async (payload: unknown, ack?: unknown) => {
      const r = resolve(socket, payload);
      if ('error' in r) return answer(ack, { ok: false, message: r.error });
      await socket.leave(r.room);
      answer(ack, { ok: true });
    });
  };
  io.on('connection', onConnection);

  return {
    close() {
      clearInterval(klineTimer);
      clearInterval(dayTimer);
      offCandle();
      io.off('connection', onConnection);
      pending.clear();
    },
  };
}
