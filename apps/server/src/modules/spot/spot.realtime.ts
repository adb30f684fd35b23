/**
 * Spot events on socket.io: `sub`/`unsub` with `{channel: 'depth' | 'trades', symbol}` join `depth:<symbol>` /
 * `trades:<symbol>`; `market_depth` (top 20, coalesced: a changed book is sent at most once per 100 ms, so
 * ≤ 10 in any second, `seq` +1 per message per symbol), `match_trade` after each command that traded, and the private
 * `order_update` to `user:<id>`.
 *
 * The market module answers `sub` for its kline channel and refuses other channels with an ack. Our listener is
 * PREPENDED and acks synchronously for the spot channels, so it answers first (socket.io sends only the first
 * ack of a packet) and the market's refusal is dropped; kline payloads are left alone.
 */
import { SPOT_SOCKET_EVENTS, SpotSubscribeMessage, type SubscribeAck } from '@app/api';
import { isLang } from '@app/i18n';
import { t } from '@app/i18n/server';
import type { Server, Socket } from 'socket.io';
import { userRoom } from '../../realtime';
import { MAKER_OWNER_ID } from './spot.exec';
import type { SpotReads } from './spot.reads';
import type { SpotService } from './spot.service';
import { wireTrade } from './spot.wire';

export const DEPTH_INTERVAL_MS = 100;
const DEPTH_LEVELS = 20;

export function attachSpotRealtime(io: Server, spot: SpotService, reads: SpotReads): { close(): void } {
  const dirty = new Set<number>();
  // A plain 100 ms interval is not enough: a tick that runs late is followed by one on time, so two sends can be
  // less than 100 ms apart and 11 can fall in one second. The timer checks 4× as often and a pair is sent only
  // once 100 ms have passed since its last send.
  const lastSent = new Map<number, number>();

  const off = spot.onCommitted((pair, orders, trades) => {
    dirty.add(pair.id);
    if (trades.length > 0) {
      io.to(`trades:${pair.symbol}`).emit(SPOT_SOCKET_EVENTS.trades, {
        symbol: pair.symbol,
        trades: trades.map(wireTrade),
      });
    }
    for (const o of orders) {
      if (o.ownerId !== MAKER_OWNER_ID) io.to(userRoom(o.ownerId)).emit(SPOT_SOCKET_EVENTS.orderUpdate, reads.wire(o));
    }
  });

  const timer = setInterval(() => {
    const now = performance.now();
    for (const pairId of dirty) {
      if (now - (lastSent.get(pairId) ?? Number.NEGATIVE_INFINITY) < DEPTH_INTERVAL_MS) continue;
      const pair = spot.pair(pairId);
      dirty.delete(pairId);
      if (!pair) continue;
      const room = `depth:${pair.symbol}`;
      if (!io.sockets.adapter.rooms.has(room)) continue;
      lastSent.set(pairId, now);
      const seq = reads.nextDepthSeq(pairId);
      io.to(room).emit(SPOT_SOCKET_EVENTS.depth, { ...reads.depth(pair, DEPTH_LEVELS), seq });
    }
  }, DEPTH_INTERVAL_MS / 4);
  timer.unref();

  const handler = (join: boolean) => (socket: Socket) => (payload: unknown, ack?: unknown) => {
    const channel = (payload as { channel?: unknown } | null)?.channel;
    if (channel !== 'depth' && channel !== 'trades') return; // not ours (kline): the market module answers
    const rawLang = socket.handshake.auth?.lang ?? socket.handshake.query?.lang;
    const lang = typeof rawLang === 'string' && isLang(rawLang) ? rawLang : 'en';
    const parsed = SpotSubscribeMessage.safeParse(payload);
    const pair = parsed.success ? spot.findPair({ symbol: parsed.data.symbol }) : undefined;
    let answer: SubscribeAck;
    if (!parsed.success) answer = { ok: false, message: t(lang, 'error.bad_request') };
    else if (!pair?.enabled) answer = { ok: false, message: t(lang, 'market.unknown_symbol') };
    else {
      const room = `${parsed.data.channel}:${pair.symbol}`;
      void (join ? socket.join(room) : socket.leave(room));
      answer = { ok: true };
    }
    if (typeof ack === 'function') ack(answer);
  };

  const onConnection = (socket: Socket) => {
    socket.prependListener('sub', handler(true)(socket));
    socket.prependListener('unsub', handler(false)(socket));
  };
  io.on('connection', onConnection);

  return {
    close() {
      clearInterval(timer);
      off();
      io.off('connection', onConnection);
    },
  };
}
