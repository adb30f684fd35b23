/**
 * What a feature declares about its pages, and which routes the running app has. Features import only this
 * (never app/): the app lists the features and tells the registry their routes at start, so a shortcut or a link
 * can ask whether a route exists without an import cycle between app and features.
 */
import type { TextCapability } from '@app/i18n/web';
import type { PageLoader } from './lazy-page';

export type TabKey = 'home' | 'market' | 'trade' | 'finance' | 'assets';

/**
 * `auth`: a protected page (spec §6); a visitor is sent to login first. `tab`: shown inside the tab layout.
 * `texts`: the capabilities whose texts the page shows (beyond the shell), loaded with its chunk in the UI
 * language; `i18n/texts-needed.test.ts` checks the list against the keys the page's code uses.
 */
export type RouteDef = {
  path: string;
  load: PageLoader;
  texts?: readonly TextCapability[];
  tab?: TabKey;
  auth?: boolean;
  /** The markets of the trade tab's switch this page opens (app/trade-modes.tsx collects them). */
  tradeModes?: readonly TradeMode[];
};

/** The trade tab's markets; each has its label in the shell texts (`tradeMode.<key>`). */
export type TradeModeKey = 'spot' | 'contract' | 'lever' | 'stock' | 'seconds';

/**
 * One market of the trade tab's switch: `order` its place in the switch, `search` the query that selects it on its
 * route (`?mode=margin`: the contract page's high-leverage view).
 */
export type TradeMode = { key: TradeModeKey; order: number; search?: string };

/** 'pages/common/faq', '/pages/common/faq.vue?x=1' and '#/pages/common/faq' all name the same route. */
export function normalizeRoute(route: string): string {
  const path = route
    .trim()
    .replace(/^#/, '')
    .split('?')[0]!
    .replace(/\.vue$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

let known = new Set<string>();

/** Called once by the app with every feature's routes. */
export function setKnownRoutes(routes: readonly RouteDef[]): void {
  known = new Set(routes.map((r) => r.path));
}

export function hasRoute(route: string): boolean {
  return known.has(normalizeRoute(route));
}
