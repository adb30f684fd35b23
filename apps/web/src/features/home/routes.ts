import type { RouteDef } from '../../lib/routes-registry';

const home = () => import('./home-page');

/** Home has three spellings in the spec: '/', its alias pages/index/index, and the back-to-home target. */
export const routes: readonly RouteDef[] = [
  { path: '/', load: home, tab: 'home' },
  { path: '/pages/index/index', load: home, tab: 'home' },
  { path: '/pages/quotation/index', load: home, tab: 'home' },
];
