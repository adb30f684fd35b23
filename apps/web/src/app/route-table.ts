import { hasRoute, normalizeRoute, type RouteDef, setKnownRoutes, type TabKey } from '../lib/routes-registry';
import { FEATURES } from './features';

export type { RouteDef, TabKey };
export { hasRoute, normalizeRoute };

/**
 * The client route table: every feature's routes (spec §2 paths, hash-routed under /h5/). The home shortcut grid
 * only shows menu entries whose route is here.
 */
export const ROUTES: readonly RouteDef[] = FEATURES.flat();
setKnownRoutes(ROUTES);

/** The five tabs in the spec's order, each with the route it opens. */
export const TABS: ReadonlyArray<{ key: TabKey; path: string }> = [
  { key: 'home', path: '/' },
  { key: 'market', path: '/pages/market/market' },
  { key: 'trade', path: '/pages/transaction/index' },
  { key: 'finance', path: '/pages/financial/index' },
  { key: 'assets', path: '/pages/fund/assets' },
];

export function tabOf(pathname: string): TabKey | undefined {
  return ROUTES.find((r) => r.path === pathname)?.tab;
}
