/**
 * Contracts pushes, private to the owner's room `user:<id>` (joined by `login`): `lever_closed` after each commit
 * that closed, filled or cancelled one of the user's positions, and `lever_trade` about once a second to every
 * connected user with open positions or waiting entries (risk figures per account, positions at the last price).
 */
import { CONTRACT_SOCKET_EVENTS, type ContractArea, type LeverClosedPush, type LeverTradePush } from '@app/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Channel, RealtimeHub } from '../../platform/realtime';
import { userRoom } from '../../platform/realtime';
import type { Scheduler } from '../../platform/scheduler';
import { type PositionRow, STATUS } from './contracts.exec';
import { SETTLE_CURRENCY } from './contracts.pairs';
import type { ContractsReads } from './contracts.reads';
import type { ContractsService } from './contracts.service';

const TRADE_PUSH_MS = 1000;

export const contractChannels: Channel[] = [
  { name: 'lever', access: 'private', events: [CONTRACT_SOCKET_EVENTS.trade, CONTRACT_SOCKET_EVENTS.closed] },
];

export function startContractPushes(
  realtime: Pick<RealtimeHub, 'io' | 'hasMembers'>,
  scheduler: Pick<Scheduler, 'every'>,
  contracts: ContractsService,
  reads: ContractsReads,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  const { io } = realtime;
  const off = contracts.onCommitted((events) => {
    for (const e of events) {
      const push: LeverClosedPush = { event: e.event, order: reads.wire(e.row) };
      io.to(userRoom(e.row.userId)).emit(CONTRACT_SOCKET_EVENTS.closed, push);
    }
  });

  const job = scheduler.every('contracts.trade-push', TRADE_PUSH_MS, async () => {
    // One pass over the live rows per push, not one per connected user.
    const byUser = new Map<number, PositionRow[]>();
    for (const r of contracts.live().values()) {
      const list = byUser.get(r.userId);
      if (list) list.push(r);
      else byUser.set(r.userId, [r]);
    }
    for (const [userId, live] of byUser) {
      if (!realtime.hasMembers(userRoom(userId))) continue;
      try {
        const rows = live.sort((a, b) => b.id - a.id);
        const areas = [...new Set(rows.map((r) => (r.area === 'stock' ? 'stock' : 'contract')))] as ContractArea[];
        const accounts = [];
        for (const area of areas) {
          accounts.push({
            area,
            settle_currency: SETTLE_CURRENCY,
            ...(await reads.risk(userId, area, SETTLE_CURRENCY)),
          });
        }
        const push: LeverTradePush = {
          accounts,
          positions: rows.filter((r) => r.status === STATUS.open || r.status === STATUS.pending).map(reads.wire),
        };
        io.to(userRoom(userId)).emit(CONTRACT_SOCKET_EVENTS.trade, push);
      } catch (error) {
        log.error({ err: error, userId }, 'lever_trade push failed');
      }
    }
  });

  return {
    async stop() {
      await job.stop();
      off();
    },
  };
}
