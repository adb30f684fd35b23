/**
 * Which of the server's shortcuts the home grid shows and where each goes, and the room the grid keeps while the
 * menu loads. Pure (no React), so checks/home-shortcuts.check.ts can hold the first visit's room against the
 * server's menu and this build's routes.
 */
import type { MenuItem } from '@app/api';
import { hasRoute, normalizeRoute } from '../../lib/routes-registry';

/**
 * Client routes that replace the menu's for a key. The server's menu points 'exchange' at
 * /pages/fund/transfer (the old client's convert page), which this build uses for transfers between
 * accounts; the convert screen lives at /pages/fund/exchange. 'lever' (margin / super leverage) is the contract
 * screen's high-leverage view.
 */
const ROUTE_BY_KEY: Record<string, string> = {
  exchange: '/pages/fund/exchange',
  lever: '/pages/transaction/contract?mode=margin',
};

/** Where a shortcut goes: the route (query kept, e.g. select?type=recharge), or this build's route for its key. */
export function shortcutTarget(item: MenuItem): string {
  const route = ROUTE_BY_KEY[item.key] ?? item.route;
  const query = route.includes('?') ? route.slice(route.indexOf('?')) : '';
  return `${normalizeRoute(route)}${query}`;
}

/** Only what the server says exists AND this build can open: a shortcut never leads to an empty page. */
export function visibleShortcuts(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => item.available && hasRoute(shortcutTarget(item)));
}

export const GRID_COLUMNS = 4;
export const gridRows = (count: number) => Math.ceil(count / GRID_COLUMNS);

/** Where the last menu's count is kept, so a later visit reserves what that menu filled. */
export const COUNT_KEY = 'home_shortcut_count';
/**
 * The stock menu's visible shortcuts (18: five rows of four, the last one short): what a first visit reserves.
 * Only its row count matters (the grid's height): when the stock menu gains or loses a row, this must follow, or
 * a first visit moves the quotes under the grid by a row once the menu answers (checks/home-shortcuts.check.ts).
 */
export const FIRST_VISIT_COUNT = 18;
