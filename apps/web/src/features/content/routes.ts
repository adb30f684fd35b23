import type { RouteDef } from '../../lib/routes-registry';

/** News, FAQ, the static pages and the web view (spec §2, common and setting). */
export const routes: readonly RouteDef[] = [
  { path: '/pages/common/article', load: () => import('./pages/article-page') },
  { path: '/pages/common/faq', load: () => import('./pages/faq-page') },
  { path: '/pages/common/contactus', load: () => import('./pages/contactus-page') },
  { path: '/pages/common/aboutus', load: () => import('./pages/aboutus-page') },
  { path: '/pages/common/webView', load: () => import('./pages/webview-page') },
  { path: '/pages/setting/operational_compliance', load: () => import('./pages/compliance-page') },
];
