import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/** The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['content'];

/** News, FAQ, the static pages and the web view (spec §2, common and setting). */
export const routes: readonly RouteDef[] = [
  { path: '/pages/common/article', load: () => import('./pages/article-page'), texts: TEXTS },
  { path: '/pages/common/faq', load: () => import('./pages/faq-page'), texts: TEXTS },
  { path: '/pages/common/contactus', load: () => import('./pages/contactus-page'), texts: TEXTS },
  { path: '/pages/common/aboutus', load: () => import('./pages/aboutus-page'), texts: TEXTS },
  { path: '/pages/common/webView', load: () => import('./pages/webview-page') },
  { path: '/pages/setting/operational_compliance', load: () => import('./pages/compliance-page'), texts: TEXTS },
];
