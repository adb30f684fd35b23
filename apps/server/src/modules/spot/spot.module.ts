/**
 * Wiring of the spot module: pairs and books rebuilt before the server listens, routes, realtime, the market
 * maker (started unless config.spotMaker is off), and a stop that waits for the queues before the DB closes.
 */
import type { FastifyBaseLogger, FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Server } from 'socket.io';
import type { Db } from '../../db';
import type { AuditService } from '../admin/admin.audit';
import type { AdminGuard } from '../admin/admin.guard';
import { registerSpotAdminRoutes } from './spot.admin-routes';
import { createSpotAdmin } from './spot.admin-service';
import { createMarketMaker } from './spot.maker';
import { createSpotReads } from './spot.reads';
import { attachSpotRealtime } from './spot.realtime';
import { registerSpotRoutes } from './spot.routes';
import { createSpotService, type SpotMarket } from './spot.service';

export type SpotModule = Awaited<ReturnType<typeof createSpotModule>>;

export async function createSpotModule(deps: {
  db: Db;
  market: SpotMarket;
  audit: Pick<AuditService, 'record'>;
  log: FastifyBaseLogger;
  makerEnabled: boolean;
}) {
  const spot = createSpotService(deps);
  await spot.start();
  const reads = createSpotReads(deps.db, spot, deps.market);
  const maker = createMarketMaker({ db: deps.db, spot, market: deps.market, log: deps.log });
  const admin = createSpotAdmin({ db: deps.db, spot, reads, maker, audit: deps.audit });
  let realtime: { close(): void } | undefined;
  if (deps.makerEnabled) maker.start();

  return {
    spot,
    reads,
    maker,
    registerRoutes(api: FastifyInstance, guards: { admin: AdminGuard; requireUser: preValidationAsyncHookHandler }) {
      registerSpotRoutes(api, { spot, reads, requireUser: guards.requireUser });
      registerSpotAdminRoutes(api, { admin, guard: guards.admin });
    },
    attachRealtime(io: Server) {
      realtime = attachSpotRealtime(io, spot, reads);
    },
    async stop() {
      realtime?.close();
      await maker.stop();
      await spot.drain();
    },
  };
}
