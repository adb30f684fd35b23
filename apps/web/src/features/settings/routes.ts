import type { RouteDef } from '../../lib/routes-registry';

/** Language and default fiat pickers (spec §2 setting). */
export const routes: readonly RouteDef[] = [
  { path: '/pages/setting/language', load: () => import('./language-page') },
  { path: '/pages/setting/fiat', load: () => import('./fiat-page') },
];
