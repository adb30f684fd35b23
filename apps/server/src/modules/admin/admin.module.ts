/**
 * The back office's own capability: admin accounts and sessions (with TOTP), the role guard every module puts in
 * front of its `/admin/...` routes, and the audit log every admin action writes to.
 */
import { defineModule } from '../../platform/module';
import { createSecretBox } from '../../platform/secret-box';
import { throttleModule } from '../throttle';
import { createAuditService } from './admin.audit';
import { seedDemoAdmin } from './admin.demo';
import { createAdminGuard } from './admin.guard';
import { registerPlatformRoutes } from './admin.platform-routes';
import { registerAdminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';
import * as tables from './admin.tables';

export const adminModule = defineModule({
  name: 'admin',
  tables,
  config: (c) => ({ tokenTtlHours: c.adminTokenTtlHours, secretKey: c.secretKey }),
  create({ db, platform, use }, config) {
    const audit = createAuditService(db);
    const { throttle } = use(throttleModule);
    const box = createSecretBox(config.secretKey);
    const admin = createAdminService(db, { audit, tokenTtlHours: config.tokenTtlHours, throttle, box });
    const guard = createAdminGuard(admin);
    return {
      exports: { audit, guard, admin },
      adminRoutes(api) {
        registerAdminRoutes(api, { admin, audit, guard });
        registerPlatformRoutes(api, { platform, guard });
      },
      seed: () => seedDemoAdmin(admin),
      /** TOTP secrets stored before encryption at rest are sealed once, at the first start with this version. */
      start: async () => {
        await admin.sealPlainSecrets();
      },
    };
  },
});
