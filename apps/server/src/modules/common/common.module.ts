/** Site settings: the public whitelist (`/getSiteConfig`, `/getSetting`), the home menu, and their back office. */
import { defineModule } from '../../platform/module';
import { adminModule } from '../admin';
import { registerCommonAdminRoutes } from './common.admin-routes';
import { registerCommonRoutes } from './common.routes';
import { createSettingsService } from './common.service';
import * as tables from './common.tables';

export const commonModule = defineModule({
  name: 'common',
  tables,
  create({ db, use }) {
    const { audit, guard } = use(adminModule);
    const settings = createSettingsService(db, audit);
    return {
      exports: { settings },
      routes: (api) => registerCommonRoutes(api, { settings }),
      adminRoutes: (api) => registerCommonAdminRoutes(api, { settings, guard }),
    };
  },
});
