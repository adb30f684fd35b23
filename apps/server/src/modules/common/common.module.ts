/** Site settings: the public whitelist (`/getSiteConfig`, `/getSetting`), the home menu, and their back office. */
import { defineModule } from '../../platform/module';
import { adminModule } from '../admin';
import { devOutboxOf } from '../notify';
import { registerCommonAdminRoutes } from './common.admin-routes';
import { registerCommonRoutes } from './common.routes';
import { createSettingsService, type SettingsService } from './common.service';
import * as tables from './common.tables';

export const commonModule = defineModule({
  name: 'common',
  tables,
  config: (c) => ({ devOutbox: devOutboxOf(c) }),
  create({ db, use, scheduler }, config) {
    const { audit, guard } = use(adminModule);
    const stored = createSettingsService(db, audit);
    // The webView hosts go into every page's Content-Security-Policy (frame-src), so they are read from memory;
    // a save refreshes this instance at once and the job brings other instances along within 30 s.
    let webviewHosts: readonly string[] = [];
    const refresh = async () => {
      webviewHosts = await stored.webviewHosts();
    };
    scheduler.every('common.webview-hosts', 30_000, refresh);
    const settings: SettingsService = {
      ...stored,
      async updateSiteConfig(actor, input) {
        const after = await stored.updateSiteConfig(actor, input);
        webviewHosts = after.webview_hosts;
        return after;
      },
    };
    return {
      exports: {
        settings,
        /** The operator's webView hosts as last read (app.ts builds frame-src from them). */
        webviewHosts: () => webviewHosts,
      },
      start: refresh,
      routes: (api) => registerCommonRoutes(api, { settings, devOutbox: config.devOutbox }),
      adminRoutes: (api) => registerCommonAdminRoutes(api, { settings, guard }),
    };
  },
});
