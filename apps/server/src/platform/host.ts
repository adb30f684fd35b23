/**
 * Creates a list of modules in order and keeps their parts: `app.ts` registers the routes, the host registers
 * channels and sweepers, seeds, starts and stops them. A module may `use` only a module created before it; asking
 * for a later (or unlisted) one fails at start with both names, never at the first request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import type { Clock } from './clock';
import type { AnyModule, ExportsOf, ModuleContext, ModuleParts } from './module';
import type { RealtimeHub } from './realtime';
import type { Scheduler } from './scheduler';
import type { SweeperRegistry } from './sweeper';

export type CreatedModule = { name: string; parts: ModuleParts<unknown> };

export type ModuleHost = {
  modules: readonly CreatedModule[];
  use<M extends AnyModule>(module: M): ExportsOf<M>;
  seed(): Promise<void>;
  start(): Promise<void>;
  /** Stops modules in reverse order; a failing stop is logged and the others still stop. */
  stop(): Promise<void>;
  health(): Record<string, unknown>;
};

export async function createModules(
  list: readonly AnyModule[],
  env: {
    config: Config;
    database: Database;
    log: FastifyBaseLogger;
    realtime: RealtimeHub;
    scheduler: Scheduler;
    sweepers: SweeperRegistry;
    clock: Clock;
  },
): Promise<ModuleHost> {
  const exports = new Map<AnyModule, unknown>();
  const created: CreatedModule[] = [];
  const names = new Set<string>();
  const marketNow = env.clock.now;

  for (const module of list) {
    if (names.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    names.add(module.name);
    const ctx: ModuleContext = {
      db: env.database.db,
      database: env.database,
      log: env.log.child({ module: module.name }),
      realtime: env.realtime,
      scheduler: env.scheduler,
      demo: env.config.demo,
      marketNow,
      platform: {
        status: () => ({
          modules: created.map((m) => m.name),
          sweepers: env.sweepers.stats(),
          jobs: env.scheduler.stats(),
          channels: env.realtime.channels().map((c) => ({ ...c, events: [...c.events] })),
        }),
      },
      use(other) {
        if (!exports.has(other)) {
          throw new Error(`module ${module.name} uses ${other.name}, which is not listed before it`);
        }
        return exports.get(other) as ExportsOf<typeof other>;
      },
    };
    const parts = (await module.create(
      ctx,
      module.config ? module.config(env.config) : undefined,
    )) as ModuleParts<unknown>;
    exports.set(module, parts.exports);
    created.push({ name: module.name, parts });
    for (const channel of parts.channels ?? []) env.realtime.addChannel(module.name, channel);
    for (const sweeper of parts.sweepers ?? []) env.sweepers.add(sweeper);
  }

  return {
    modules: created,
    use(module) {
      if (!exports.has(module)) throw new Error(`module ${module.name} is not part of this app`);
      return exports.get(module) as ExportsOf<typeof module>;
    },
    async seed() {
      for (const m of created) await m.parts.seed?.();
    },
    async start() {
      for (const m of created) await m.parts.start?.();
    },
    async stop() {
      for (const m of [...created].reverse()) {
        try {
          await m.parts.stop?.();
        } catch (error) {
          env.log.error({ err: error, module: m.name }, 'module stop failed');
        }
      }
    },
    health: () => Object.assign({}, ...created.map((m) => m.parts.health?.() ?? {})),
  };
}
