/**
 * Wiring of the accounts module: services built once per app, user and back-office routes under /api, the
 * upload host under /uploads/, and the demo user. app.ts calls `createAccounts`, then `registerRoutes(api)`
 * inside the /api prefix and `registerFiles(app)` at the root.
 */
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { AuditService } from '../admin/admin.audit';
import type { AdminGuard } from '../admin/admin.guard';
import type { SettingsService } from '../common/common.service';
import { createSmtpMailer } from '../notify/mailer';
import { registerNotifyAdminRoutes } from '../notify/notify.routes';
import { createNotifyService, type NotifyService } from '../notify/notify.service';
import { createHttpSmsProvider } from '../notify/sms';
import { createUserGuard, type UserGuard } from './auth.guard';
import { registerAuthRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createCodeService } from './codes.service';
import { seedDemoUser } from './demo-user';
import { registerKycRoutes } from './kyc.routes';
import { createKycService } from './kyc.service';
import { registerProfileRoutes, registerUploadFiles } from './profile.routes';
import { createProfileService } from './profile.service';
import { createSecurityService, type SecurityService } from './security.service';
import { createSessionService, type SessionService } from './sessions.service';
import { createUploadService } from './uploads.service';
import { registerUsersAdminRoutes } from './users.admin-routes';
import { createUsersAdminService } from './users.admin-service';
import { registerWalletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';

export type Accounts = {
  sessions: SessionService;
  userGuard: UserGuard;
  notify: NotifyService;
  /** Pay password / security code checks, for other modules' sensitive calls (wallet withdrawals). */
  security: Pick<SecurityService, 'proveFor'>;
  /** User and back-office routes; call inside the /api prefix. */
  registerRoutes(api: FastifyInstance): void;
  /** `GET /uploads/<name>` at the root. */
  registerFiles(app: FastifyInstance): void;
  /** demo@example.com / Demo12345, email bound, pay password 123456 (idempotent). */
  seedDemoUser(): Promise<void>;
};

export type AccountsDeps = {
  settings: Pick<SettingsService, 'siteConfig'>;
  audit: AuditService;
  guard: AdminGuard;
  log: FastifyBaseLogger;
};

export function createAccounts(db: Db, config: Config, deps: AccountsDeps): Accounts {
  const host = new URL(config.publicUrl).hostname;
  const notify = createNotifyService(db, {
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, `no-reply@${host}`) : undefined,
    sms: config.smsUrl ? createHttpSmsProvider(config.smsUrl) : undefined,
    log: deps.log,
  });
  const sessions = createSessionService(db, { ttlDays: config.sessionTtlDays });
  const userGuard = createUserGuard(sessions);
  const codes = createCodeService(db, {
    notify,
    siteName: async () => (await deps.settings.siteConfig()).site_name || 'OpenX',
  });
  const uploads = createUploadService(db, { dir: join(config.dataDir, 'uploads') });
  const auth = createAuthService(db, { codes, sessions });
  const security = createSecurityService(db, { codes });
  const profile = createProfileService(db, { publicUrl: config.publicUrl, uploads });
  const kyc = createKycService(db, { uploads, audit: deps.audit });
  const wallet = createWalletService(db, { security, uploads });
  const usersAdmin = createUsersAdminService(db, { audit: deps.audit, sessions, publicUrl: config.publicUrl });
  const { guard } = deps;

  return {
    sessions,
    userGuard,
    notify,
    security,
    registerRoutes(api) {
      registerAuthRoutes(api, { auth, security, sessions, userGuard });
      registerProfileRoutes(api, { profile, uploads, userGuard });
      registerKycRoutes(api, { kyc, userGuard, guard });
      registerWalletRoutes(api, { wallet, userGuard });
      registerUsersAdminRoutes(api, { usersAdmin, guard });
      registerNotifyAdminRoutes(api, { notify, guard, demo: config.demo });
    },
    registerFiles(app) {
      registerUploadFiles(app, { uploads });
    },
    seedDemoUser: () => seedDemoUser(db),
  };
}
