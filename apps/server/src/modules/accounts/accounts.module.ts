/**
 * Accounts: registration and login by email or phone, sessions (the user guard every module puts in front of its
 * routes, and the socket's `login`), passwords and pay passwords, profile and uploads, identity verification
 * with its review queue, referral, and the back office's user screens.
 */
import { join } from 'node:path';
import { defineModule } from '../../platform/module';
import { adminModule } from '../admin';
import { commonModule } from '../common';
import { notifyModule } from '../notify';
import { throttleModule } from '../throttle';
import { tables } from './accounts.tables';
import { createUserGuard } from './auth.guard';
import { registerAuthRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createCodeService } from './codes.service';
import { seedDemoUser } from './demo-user';
import { registerKycRoutes } from './kyc.routes';
import { createKycService } from './kyc.service';
import { registerProfileRoutes, registerUploadFiles } from './profile.routes';
import { createProfileService } from './profile.service';
import { registerSafetyRoutes } from './safety.routes';
import { createSafetyService } from './safety.service';
import { createSecondFactorSlot } from './second-factor';
import { createSecurityService } from './security.service';
import { createSessionService } from './sessions.service';
import { createUploadService } from './uploads.service';
import { registerUsersAdminRoutes } from './users.admin-routes';
import { createUsersAdminService } from './users.admin-service';
import { createUserDirectory } from './users.directory';

export const accountsModule = defineModule({
  name: 'accounts',
  tables,
  config: (c) => ({ dataDir: c.dataDir, publicUrl: c.publicUrl, sessionTtlDays: c.sessionTtlDays }),
  create({ db, realtime, use }, config) {
    const { audit, guard } = use(adminModule);
    const { settings } = use(commonModule);
    const { notify } = use(notifyModule);
    const { throttle } = use(throttleModule);
    const sessions = createSessionService(db, {
      ttlDays: config.sessionTtlDays,
      // Every new session, whichever flow made it, goes into the login history (and its mail).
      onNewSession: (executor, login) => safety.recordLogin(executor, login),
    });
    const userGuard = createUserGuard(sessions);
    realtime.setAuthenticator(userGuard.verifyToken);
    const codes = createCodeService(db, {
      notify,
      siteName: async () => (await settings.siteConfig()).site_name || 'OpenX',
    });
    const uploads = createUploadService(db, { dir: join(config.dataDir, 'uploads') });
    const secondFactor = createSecondFactorSlot();
    const auth = createAuthService(db, { codes, sessions, throttle, secondFactor });
    const security = createSecurityService(db, { codes, throttle, secondFactor });
    const safety = createSafetyService(db, {
      notify,
      security,
      throttle,
      siteName: async (executor) => (await settings.siteConfig(executor)).site_name || 'OpenX',
    });
    notify.addEmailStep(safety.phishingStep);
    const profile = createProfileService(db, { publicUrl: config.publicUrl, uploads });
    const kyc = createKycService(db, { uploads, audit });
    const usersAdmin = createUsersAdminService(db, { audit, sessions, publicUrl: config.publicUrl });
    usersAdmin.addDetailPart(async (ex, userId) => ({
      logins: (await safety.listLogins(userId, { page: 1, limit: 20 }, ex)).list,
    }));

    return {
      exports: {
        sessions,
        userGuard,
        /** The security module installs the users' second factor here (login challenge, step-up). */
        secondFactor: { install: secondFactor.install },
        /** Ends a login whose every factor was given: the session token. */
        login: { complete: auth.completeLogin },
        /** Pay password / security code checks for other modules' sensitive calls. */
        security: { proveFor: security.proveFor },
        /** Whether an address is an image this server stored. */
        uploads: { exists: uploads.exists },
        users: createUserDirectory(),
        /** Fields a later module adds to the back office's user detail. */
        userDetail: { addPart: usersAdmin.addDetailPart },
      },
      routes(api) {
        registerAuthRoutes(api, { auth, security, sessions, userGuard });
        registerProfileRoutes(api, { profile, uploads, userGuard });
        registerKycRoutes(api, { kyc, userGuard, guard });
        registerSafetyRoutes(api, { safety, userGuard });
      },
      sweepers: [safety.loginMail],
      adminRoutes: (api) => registerUsersAdminRoutes(api, { usersAdmin, guard }),
      rootRoutes: (app) => registerUploadFiles(app, { uploads }),
      seed: () => seedDemoUser(db),
    };
  },
});
