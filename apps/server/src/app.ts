/**
 * buildApp: the whole server as a Fastify instance, ready but not listening (tests call `inject`).
 * Order: security and parsing plugins, language and errors, API docs, feature modules under /api, static files.
 */
import { randomUUID } from 'node:crypto';
import { APP_VERSION } from '@app/api';
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
import { createAccounts } from './modules/accounts/accounts.module';
import { createAuditService } from './modules/admin/admin.audit';
import { createAdminGuard } from './modules/admin/admin.guard';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { registerCommonAdminRoutes } from './modules/common/common.admin-routes';
import { registerCommonRoutes } from './modules/common/common.routes';
import { createSettingsService } from './modules/common/common.service';
import { registerContentAdminRoutes } from './modules/content/content.admin-routes';
import { createContentAdminService } from './modules/content/content.admin-service';
import { registerContentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { createMarketModule, type MarketModule } from './modules/market/market.module';
import { createSpotModule, type SpotModule } from './modules/spot/spot.module';
import { createWalletModule } from './modules/wallet/wallet.module';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { registerLang } from './plugins/lang';
import { registerStatic } from './plugins/static';
import { createRealtime, type Realtime, registerUserLogin } from './realtime';
import { seedDemo } from './seed/demo';

export type BuildOptions = {
  /** Run the demo seeder (default: config.demo). Tests turn it on explicitly when they want demo data. */
  seed?: boolean;
  /** Use an already opened database (the test helper); it is still closed with the app. */
  database?: Database;
  /** Where log lines go (default stdout); tests capture them to check redaction. */
  logStream?: { write(line: string): void };
};

export type App = FastifyInstance & {
  database: Database;
  realtime: Realtime;
  market: MarketModule['market'];
  spot: SpotModule;
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
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
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
  const realtime = createRealtime(app.server, { corsOrigin: true });
  app.addHook('preClose', async () => realtime.close());
  app.addHook('onClose', async () => database.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // The mobile webView page frames outside http(s) pages the operator links to.
        frameSrc: ["'self'", 'https:', 'http:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: true, credentials: false });
  await app.register(rateLimit, { global: true, max: config.rateLimitMax, timeWindow: '1 minute' });
  await app.register(formbody);

  registerLang(app);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: { info: { title: 'OpenX API', version: APP_VERSION }, servers: [] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const { db } = database;
  const audit = createAuditService(db);
  const settings = createSettingsService(db, audit);
  const content = createContentService(db);
  const contentAdmin = createContentAdminService(db, audit);
  const admin = createAdminService(db, { audit, tokenTtlHours: config.adminTokenTtlHours });
  const guard = createAdminGuard(admin);
  // User modules put `accounts.userGuard.requireUser` / `requireLevel(n)` in front of their routes.
  const accounts = createAccounts(db, config, { settings, audit, guard, log: app.log });
  app.decorateRequest('userId', 0);
  app.decorateRequest('userSessionId', 0);
  registerUserLogin(realtime.io, accounts.userGuard.verifyToken);
  // Market data: reference rows, missing history and the feed are ready before the server listens.
  const market = await createMarketModule({ db, config, audit, log: app.log });
  market.attachRealtime(realtime.io);
  app.addHook('preClose', async () => market.stop());
  // Spot: books rebuilt from open orders before listening; queues drained before the database closes.
  const spot = await createSpotModule({
    db,
    market: market.market,
    audit,
    log: app.log,
    makerEnabled: config.spotMaker,
  });
  spot.attachRealtime(realtime.io);
  app.addHook('preClose', async () => spot.stop());
  const wallet = await createWalletModule({ db, config, market: market.market, security: accounts.security, audit });

  await app.register(
    async (api) => {
      registerCommonRoutes(api, { settings, content, database, market: market.market });
      registerContentRoutes(api, { content });
      registerAdminRoutes(api, { admin, audit, guard });
      registerContentAdminRoutes(api, { contentAdmin, guard });
      registerCommonAdminRoutes(api, { settings, guard });
      accounts.registerRoutes(api);
      market.registerRoutes(api, { admin: guard, requireUser: accounts.userGuard.requireUser });
      spot.registerRoutes(api, { admin: guard, requireUser: accounts.userGuard.requireUser });
      wallet.registerRoutes(api, { userGuard: accounts.userGuard, admin: guard });
    },
    { prefix: '/api' },
  );

  accounts.registerFiles(app);
  const spaFallback = await registerStatic(app, config);
  registerNotFound(app, spaFallback);

  if ((opts.seed ?? config.demo) && config.nodeEnv !== 'production') {
    await seedDemo(db, { admin });
    await accounts.seedDemoUser();
    await wallet.seedDemo();
  }

  await app.ready();
  return Object.assign(app, { database, realtime, market: market.market, spot }) as unknown as App;
}
