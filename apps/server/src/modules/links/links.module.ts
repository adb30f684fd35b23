/** Signed short-lived links (links.service.ts) for downloads that cannot send a session header. */
import { defineModule } from '../../platform/module';
import { createLinkSigner, linkSecret } from './links.service';
import * as tables from './links.tables';

export const linksModule = defineModule({
  name: 'links',
  tables,
  config: (c) => ({ secret: c.linkSecret }),
  async create({ db }, config) {
    const links = createLinkSigner(await linkSecret(db, config.secret));
    return { exports: { links } };
  },
});
