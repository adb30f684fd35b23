/**
 * The one shape of a server capability. A module is a plain object exported from its folder's `index.ts`:
 *
 *   export const walletModule = defineModule({
 *     name: 'wallet',
 *     tables,                                   // its Drizzle tables (migrations and the typed client use them)
 *     config: (c) => ({ dataDir: c.dataDir }),  // the narrow part of the config it needs
 *     async create(ctx, config) {               // services; other modules through ctx.use(otherModule)
 *       return { exports, routes, adminRoutes, channels, sweepers, seed, start, stop };
 *     },
 *   });
 *
 * `app.ts` takes a list of modules, creates them in list order (a module may use only modules listed before it),
 * registers their routes under /api, their channels with the realtime hub, their sweepers and jobs with the
 * scheduler, seeds demo data when asked, starts them, and stops them in reverse order.
 */
import type { PlatformStatus } from '@app/api';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db';
import type { Channel, RealtimeHub } from './realtime';
import type { Scheduler } from './scheduler';
import type { SweeperDef } from './sweeper';

export type ModuleParts<E> = {
  /** What other modules may use (through `ctx.use(thisModule)`); services, never tables. */
  exports: E;
  /** User-facing routes, registered inside the `/api` prefix. */
  routes?(api: FastifyInstance): void;
  /** Back-office routes (`/admin/...` paths), registered inside the `/api` prefix. */
  adminRoutes?(api: FastifyInstance): void;
  /** Routes outside `/api` (for example the upload files host). */
  rootRoutes?(app: FastifyInstance): void;
  /** Realtime channels this module owns (`sub`/`unsub` by name). */
  channels?: readonly Channel[];
  /** Due-row work run by the platform sweeper. */
  sweepers?: readonly SweeperDef[];
  /** Demo data (embedded start only, never in production); must be idempotent. */
  seed?(): Promise<void>;
  /** After every module is created and seeded, before the server listens. */
  start?(): Promise<void>;
  /** Before the database closes; modules stop in reverse list order. */
  stop?(): Promise<void>;
  /** Parts of `/api/health` (for example the market feed's state). */
  health?(): Record<string, unknown>;
};

export type ModuleContext = {
  db: Db;
  database: Database;
  log: FastifyBaseLogger;
  realtime: RealtimeHub;
  scheduler: Scheduler;
  /** Demo mode is on (seed data, sample addresses). */
  demo: boolean;
  /**
   * The market clock in epoch ms: market data and trading (ticks, recorded prices, sessions, positions) read it.
   * The real clock unless MARKET_CLOCK_START shifts it (development and journeys only).
   */
  marketNow: () => number;
  /** What runs in this instance (modules, sweepers with their lag, jobs, channels), read at call time. */
  platform: { status(): PlatformStatus };
  /** The exports of a module listed before this one. */
  use<M extends AnyModule>(module: M): ExportsOf<M>;
};

// biome-ignore lint/suspicious/noExplicitAny: a module's config and exports types are its own.
export type AnyModule = ServerModule<string, any, any>;

export type ServerModule<N extends string, C, E> = {
  name: N;
  /** Every table the module owns, by export name. */
  tables: Record<string, unknown>;
  config?: (config: Config) => C;
  create(ctx: ModuleContext, config: C): Promise<ModuleParts<E>> | ModuleParts<E>;
};

export type ExportsOf<M> = M extends ServerModule<string, unknown, infer E> ? E : never;

export function defineModule<N extends string, C, E>(module: ServerModule<N, C, E>): ServerModule<N, C, E> {
  return module;
}
