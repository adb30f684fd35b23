/**
 * Security: the users' optional second factor (TOTP with recovery codes), asked at login (a ticket, then
 * /security/login/verify) and by every sensitive change (installed into accounts' `proveFor` and pay password).
 * The back office can reset a user's second factor (audited).
 */
import { defineModule } from '../../platform/module';
import { createSecretBox } from '../../platform/secret-box';
import { accountsModule } from '../accounts';
import { adminModule } from '../admin';
import { commonModule } from '../common';
import { throttleModule } from '../throttle';
import { createPasskeyService } from './security.passkeys';
import { registerSecurityAdminRoutes, registerSecurityRoutes } from './security.routes';
import { createSecurityService } from './security.service';
import * as tables from './security.tables';

export const securityModule = defineModule({
  name: 'security',
  tables,
  config: (c) => ({ secretKey: c.secretKey, publicUrl: c.publicUrl }),
  create({ db, use }, config) {
    const { throttle } = use(throttleModule);
    const { audit, guard } = use(adminModule);
    const { settings } = use(commonModule);
    const accounts = use(accountsModule);
    const siteName = async () => (await settings.siteConfig()).site_name || 'OpenX';
    const labelOf = (userId: number) => accounts.users.label(db, userId);
    const passkeys = createPasskeyService(db, {
      publicUrl: config.publicUrl,
      siteName,
      labelOf,
      throttle,
      completeLogin: accounts.login.complete,
    });
    const security = createSecurityService(db, {
      box: createSecretBox(config.secretKey),
      throttle,
      issuer: siteName,
      completeLogin: accounts.login.complete,
      labelOf,
      audit,
      passkeys,
    });
    accounts.secondFactor.install({
      loginChallenge: (userId, meta) => security.loginChallenge(userId, meta),
      stepUp: (userId, code, ip) => security.stepUp(userId, code, ip),
    });
    accounts.userDetail.addPart(async (_ex, userId) => ({
      two_factor: (await security.isOn(userId)) || (await passkeys.has(userId)),
    }));
    return {
      exports: { security: { isOn: security.isOn } },
      routes: (api) => registerSecurityRoutes(api, { security, passkeys, userGuard: accounts.userGuard }),
      adminRoutes: (api) => registerSecurityAdminRoutes(api, { security, guard }),
    };
  },
});
