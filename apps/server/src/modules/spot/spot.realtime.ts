/**
 * Spot channels: `depth` (public, room `depth:<symbol>`: `market_depth`, top 50, coalesced: a changed book is sent
 * at most once per 100 ms, so ≤ 10 in any second, `seq` +1 per message per symbol), `trades` (public, room
 * `trades:<symbol>`: `match_trade` after each command that traded) and the private `order_update` to `user:<id>`.
 * `market_depth` also carries the original product's names (`SpotDepthEvent`, docs/original-client.md).
 */
import {
  SPOT_SOCKET_EVENTS,
  type SpotDepthEvent,
  type SpotOrderUpdate,
  SpotSubscribeMessage,
  type SpotTradesPush,
} from '@app/api';
import type { Channel, RealtimeHub } from '../../platform/realtime';
import { userRoom } from '../../platform/realtime';
import type { Scheduler } from '../../platform/scheduler';
import { MAKER_OWNER_ID } from './spot.exec';
import type { SpotReads } from './spot.reads';
import type { SpotService } from './spot.service';
import { wireTrade } from './spot.wire';

const DEPTH_INTERVAL_MS = 100;
/** Enough raw levels for a client to group prices (by 10 ticks and more) into 20 rows a side and stay live. */
export const DEPTH_LEVELS = 50;

export function spotChannels(spot: Pick<SpotService, 'findPair'>): Channel[] {
  const room = (payload: unknown) => {
    const parsed = SpotSubscribeMessage.safeParse(payload);
    if (!parsed.success) return { error: 'error.bad_request' as const };
    const pair = spot.findPair({ symbol: parsed.data.symbol });
    if (!pair?.enabled) return { error: 'market.unknown_symbol' as const };
    return { room: `${parsed.data.channel}:${pair.symbol}` };
  };
  return [
    { name: 'depth', access: 'public', events: [SPOT_SOCKET_EVENTS.depth], room },
    { name: 'trades', access: 'public', events: [SPOT_SOCKET_EVENTS.trades], room },
    // Delivered to `user:<id>`, which `login` joins; nothing to subscribe to.
    { name: 'orders', access: 'private', events: [SPOT_SOCKET_EVENTS.orderUpdate] },
  ];
}

export function startSpotPushes(
  realtime: Pick<RealtimeHub, 'io' | 'hasMembers'>,
  scheduler: Pick<Scheduler, 'every'>,
  spot: SpotService,
  reads: SpotReads,
): { stop(): Promise<void> } {
  const { io } = realtime;
  const dirty = new Set<number>();
  // A plain 100 ms interval is not enough: a pass that runs late is followed by one on time, so two sends can be
  // less than 100 ms apart and 11 can fall in one second. The job runs 4× as often and a pair is sent only once
  // 100 ms have passed since its last send.
  const lastSent = new Map<number, number>();

  const off = spot.onCommitted((pair, orders, trades) => {
    dirty.add(pair.id);
    if (trades.length > 0) {
      const push: SpotTradesPush = { symbol: pair.symbol, trades: trades.map(wireTrade) };
      io.to(`trades:${pair.symbol}`).emit(SPOT_SOCKET_EVENTS.trades, push);
    }
    for (const o of orders) {
      if (o.ownerId === MAKER_OWNER_ID) continue;
      const update: SpotOrderUpdate = reads.wire(o);
      io.to(userRoom(o.ownerId)).emit(SPOT_SOCKET_EVENTS.orderUpdate, update);
    }
  });

  const job = scheduler.every('spot.depth-push', DEPTH_INTERVAL_MS / 4, () => {
    const now = performance.now();
    for (const pairId of dirty) {
      if (now - (lastSent.get(pairId) ?? Number.NEGATIVE_INFINITY) < DEPTH_INTERVAL_MS) continue;
      const pair = spot.pair(pairId);
      dirty.delete(pairId);
      if (!pair) continue;
      const room = `depth:${pair.symbol}`;
      if (!realtime.hasMembers(room)) continue;
      lastSent.set(pairId, now);
      const seq = reads.nextDepthSeq(pairId);
      const depth: SpotDepthEvent = {
        ...reads.depth(pair, DEPTH_LEVELS),
        seq,
        // The original client's names (docs/original-client.md).
        type: 'market_depth',
        'base-currency': pair.base,
        'quote-currency': pair.quote,
        currency_id: pair.baseId,
        currency_name: pair.base,
        legal_id: pair.quoteId,
        legal_name: pair.quote,
      };
      io.to(room).emit(SPOT_SOCKET_EVENTS.depth, depth);
    }
  });

  return {
    async stop() {
      await job.stop();
      off();
    },
  };
}
