export { linksModule } from './links.module';
export { createLinkSigner, LINK_TTL_MS, type LinkSigner } from './links.service';
