/**
 * buildApp: the whole server as a Fastify instance, ready but not listening (tests call `inject`).
 * Order: security and parsing plugins, language and errors, API docs, feature modules under /api, static files.
 */
import { randomUUID } from 'node:crypto';
import { APP_VERSION } from '@app/api';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db';
import { MODULES } from './modules';
import { adminModule } from './modules/admin';
import { commonModule } from './modules/common';
import { frameSources } from './modules/common/webview-hosts';
import { type Clock, createClock } from './platform/clock';
import { createModules, type ModuleHost } from './platform/host';
import type { AnyModule, ExportsOf } from './platform/module';
import { createRealtimeHub, type RealtimeHub } from './platform/realtime';
import { createScheduler, type Scheduler } from './platform/scheduler';
import { createSweeperRegistry, type SweeperRegistry } from './platform/sweeper';
import { registerDevClock } from './plugins/dev-clock';
import { registerEmptyUpdateGuard } from './plugins/empty-update';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { registerExactJson } from './plugins/exact-json';
import { registerFirstScreen } from './plugins/first-screen';
import { registerHealth } from './plugins/health';
import { inlineScriptSources } from './plugins/inline-scripts';
import { registerInputGuard } from './plugins/input-guard';
import { registerLang } from './plugins/lang';
import { logSerializers } from './plugins/log-safe';
import { allowedOrigins, isOriginAllowed } from './plugins/origins';
import { registerStatic } from './plugins/static';
import { clientErrorHandler, frameworkErrors, registerUrlLimit } from './plugins/transport-errors';

export type BuildOptions = {
  /** Run the demo seeder (default: config.demo). Tests turn it on explicitly when they want demo data. */
  seed?: boolean;
  /** Use an already opened database (the test helper); it is still closed with the app. */
  database?: Database;
  /** Where log lines go (default stdout); tests capture them to check redaction. */
  logStream?: { write(line: string): void };
  /** The capabilities to run (default: every module of modules/index.ts); tests may add their own. */
  modules?: readonly AnyModule[];
  /** Start the scheduler's jobs and sweepers (default true); tests that drive sweepers by hand turn it off. */
  startJobs?: boolean;
};

export type App = FastifyInstance & {
  database: Database;
  realtime: RealtimeHub;
  scheduler: Scheduler;
  sweepers: SweeperRegistry;
  /** The platform clock (modules' `marketNow`, the sweepers' now). */
  clock: Clock;
  /** The exports of one of the app's modules. */
  use<M extends AnyModule>(module: M): ExportsOf<M>;
};

/** Never in a log line: secrets in headers and bodies. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.code',
  'req.body.token',
  '*.password',
  '*.code',
  '*.token',
  '*.authorization',
];

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: logSerializers,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = opts.database ?? (await openDatabase(config.database));
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const origins = allowedOrigins(config);
  const realtime = createRealtimeHub(app.server, {
    allowOrigin: (origin, host) => isOriginAllowed(origin, host, origins),
  });
  const scheduler = createScheduler(app.log);
  const clock = createClock({ start: config.marketClockStart, adjustable: config.nodeEnv !== 'production' });
  const sweepers = createSweeperRegistry(database.db, scheduler, app.log, clock.now, database.driver === 'postgres');
  app.addHook('onClose', async () => database.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The web app's boot script is inline in its index.html, allowed by its hash alone (inline-scripts.ts).
        scriptSrc: ["'self'", ...inlineScriptSources([config.webDist, config.adminDist])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // The mobile webView page frames only the hosts the operator configured (site settings), nothing else.
        frameSrc: ["'self'", () => frameSources(frameHosts())],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    delegator: (req, cb) =>
      cb(null, { origin: isOriginAllowed(req.headers.origin, req.headers.host, origins), credentials: false }),
  });
  await app.register(rateLimit, { global: true, max: config.rateLimitMax, timeWindow: '1 minute' });
  await app.register(formbody);
  // API answers above 1 KB go out compressed; the clients' files are precompressed at build (plugins/static.ts) and
  // already carry their Content-Encoding, which this leaves alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  registerUrlLimit(app);
  registerLang(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerExactJson(app);
  registerEmptyUpdateGuard(app);

  await app.register(swagger, {
    openapi: { info: { title: 'OpenX API', version: APP_VERSION }, servers: [] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.decorateRequest('userId', 0);
  app.decorateRequest('userSessionId', 0);

  let host: ModuleHost;
  let frameHosts: () => readonly string[] = () => [];
  try {
    host = await createModules(opts.modules ?? MODULES, {
      config,
      database,
      log: app.log,
      realtime,
      scheduler,
      sweepers,
      clock,
    });
  } catch (error) {
    await scheduler.stop();
    await database.close();
    throw error;
  }
  if (host.modules.some((m) => m.name === commonModule.name)) frameHosts = host.use(commonModule).webviewHosts;
  // Close order: no new pushes or passes, sockets gone, then each module stops (queues drained, buffers written)
  // before the database closes in onClose.
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await realtime.close();
    await host.stop();
  });

  await app.register(
    async (api) => {
      registerHealth(api, { database, host, sweepers });
      registerFirstScreen(api, app);
      // Without the admin module nobody could sign in to call it, so the route is not added.
      if (config.devClock && clock.adjustable && host.modules.some((m) => m.name === adminModule.name))
        registerDevClock(api, clock, host.use(adminModule).guard('super'));
      for (const { parts } of host.modules) {
        parts.routes?.(api);
        parts.adminRoutes?.(api);
      }
    },
    { prefix: '/api' },
  );
  for (const { parts } of host.modules) parts.rootRoutes?.(app);
  const spaFallback = await registerStatic(app, config);
  registerNotFound(app, spaFallback);

  if ((opts.seed ?? config.demo) && config.nodeEnv !== 'production') await host.seed();
  await host.start();
  if (opts.startJobs ?? true) scheduler.start();

  await app.ready();
  return Object.assign(app, { database, realtime, scheduler, sweepers, clock, use: host.use }) as unknown as App;
}
