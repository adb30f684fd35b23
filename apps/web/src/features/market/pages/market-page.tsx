import { useQueryClient } from '@tanstack/react-query';
import { SearchOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { PullRefresh } from '../../../components/pull-refresh';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { marketKeys } from '../api/keys';
import { ColorModeMenu } from '../components/color-mode-menu';
import { ConnectionBar } from '../components/connection-bar';
import { FavouritesList, FuturesList, SpotList, StockList } from '../components/market-lists';
import { SEARCH_PATH } from '../components/quote-bits';
import '../market.css';

const TAB_KEYS = ['fav', 'spot', 'futures', 'stock'] as const;
type MarketTabKey = (typeof TAB_KEYS)[number];

const isTabKey = (v: string | null): v is MarketTabKey => TAB_KEYS.includes(v as MarketTabKey);

/**
 * The market tab: favourites, coins (spot), futures and stocks. Prices move with the `daymarket` push; pull to
 * refresh asks the lists again. `?tab=` picks the sub-tab (kept in the URL so back returns to it) and
 * `?menu=colors` opens the colour menu (the link a settings page can use).
 */
export default function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: MarketTabKey = isTabKey(tabParam) ? tabParam : 'spot';
  const menuOpen = params.get('menu') === 'colors';

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  const List = { fav: FavouritesList, spot: SpotList, futures: FuturesList, stock: StockList }[tab];

  return (
    <div className="tab-page market-page">
      <header className="tab-page-head market-head">
        <h1>{t('market.title')}</h1>
        <div className="market-head-actions">
          <button
            type="button"
            className="icon-button"
            aria-label={t('market.search')}
            onClick={() => navigate(SEARCH_PATH)}
            data-testid="market-search-button"
          >
            <SearchOutline />
          </button>
          <ColorModeMenu open={menuOpen} onOpenChange={(open) => update({ menu: open ? 'colors' : null })} />
        </div>
      </header>
      <SectionTabs
        className="market-tabs"
        activeKey={tab}
        onChange={(key) => update({ tab: key })}
        items={TAB_KEYS.map((key) => ({ key, title: t(`market.tabs.${key}`), testId: `market-tab-${key}` }))}
      />
      <ConnectionBar />
      <PullRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: marketKeys.all })}>
        <div className="market-body">
          <List />
        </div>
      </PullRefresh>
    </div>
  );
}
