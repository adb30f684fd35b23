import type { RouteDef } from '../../lib/routes-registry';

/** The finance tab: its products arrive with the earn capability; until then it says so honestly. */
export const routes: readonly RouteDef[] = [
  { path: '/pages/financial/index', load: () => import('./finance-tab'), tab: 'finance' },
];
