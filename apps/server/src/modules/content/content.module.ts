/** News, banners, FAQ and the static pages, in 8 languages, with their back office and demo content. */
import { defineModule } from '../../platform/module';
import { adminModule } from '../admin';
import { commonModule } from '../common';
import { registerContentAdminRoutes } from './content.admin-routes';
import { createContentAdminService } from './content.admin-service';
import { seedDemoContent } from './content.demo';
import { registerContentRoutes } from './content.routes';
import { createContentService } from './content.service';
import * as tables from './content.tables';

export const contentModule = defineModule({
  name: 'content',
  tables,
  create({ db, use }) {
    const { audit, guard } = use(adminModule);
    const { settings } = use(commonModule);
    const content = createContentService(db);
    const contentAdmin = createContentAdminService(db, audit);
    return {
      exports: { content },
      routes: (api) => registerContentRoutes(api, { content }),
      adminRoutes: (api) => registerContentAdminRoutes(api, { contentAdmin, guard }),
      seed: async () => {
        await seedDemoContent(db, settings);
      },
    };
  },
});
