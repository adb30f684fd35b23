import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import type { RouteDef, TradeModeKey } from '../lib/routes-registry';
import { ROUTES } from './route-table';

export type TradeModeLink = { key: TradeModeKey; to: string; path: string; search: string };

/**
 * The trade tab's markets, collected from the routes that declare them (`RouteDef.tradeModes`) in their order:
 * the shell names no feature, and a link goes to the feature's own lazy route.
 */
export function tradeModeLinks(routes: readonly RouteDef[]): TradeModeLink[] {
  return routes
    .flatMap((r) => (r.tradeModes ?? []).map((m) => ({ ...m, path: r.path, search: m.search ?? '' })))
    .sort((a, b) => a.order - b.order)
    .map(({ key, path, search }) => ({ key, to: `${path}${search}`, path, search }));
}

/** The market shown at `pathname?search`: the mode of that route whose own query is in the address, else its plain one. */
export function activeTradeMode(
  links: readonly TradeModeLink[],
  pathname: string,
  search: string,
): TradeModeKey | null {
  const here = new URLSearchParams(search);
  const onPath = links.filter((l) => l.path === pathname);
  const selects = (l: TradeModeLink) =>
    [...new URLSearchParams(l.search)].every(([name, value]) => here.get(name) === value);
  const withQuery = onPath.find((l) => l.search !== '' && selects(l));
  return (withQuery ?? onPath.find((l) => l.search === ''))?.key ?? null;
}

/** The switch at the top of every trade-tab page: spot, futures, super leverage, stocks, seconds, one tap apart. */
export function TradeModes({ links }: { links: readonly TradeModeLink[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const active = activeTradeMode(links, pathname, search);
  return (
    <nav className="trade-modes" aria-label={t('tab.trade')} data-testid="trade-modes">
      {links.map((l) => (
        <Link
          key={l.key}
          to={l.to}
          replace
          className={l.key === active ? 'trade-mode trade-mode-active' : 'trade-mode'}
          aria-current={l.key === active ? 'page' : undefined}
          data-testid={`trade-mode-${l.key}`}
        >
          {t(`tradeMode.${l.key}`)}
        </Link>
      ))}
    </nav>
  );
}

const LINKS = tradeModeLinks(ROUTES);

/** The switch over every market the app's routes declare (tab-layout.tsx loads it lazily). */
export default function TradeModesBar() {
  return <TradeModes links={LINKS} />;
}
