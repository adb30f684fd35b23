import { TabBar } from 'antd-mobile';
import { AppOutline, BankcardOutline, HistogramOutline, PayCircleOutline, ShopbagOutline } from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { TABS, type TabKey, tabOf } from './route-table';

/**
 * The trade tab's market switch loads with the first trade page, not with home (the first route's budget); an empty
 * bar of its height holds its place meanwhile, so nothing below it moves.
 */
const TradeModes = lazy(() => import('./trade-modes'));

const ICONS: Record<TabKey, ReactNode> = {
  home: <AppOutline />,
  market: <HistogramOutline />,
  trade: <PayCircleOutline />,
  finance: <ShopbagOutline />,
  assets: <BankcardOutline />,
};

/** The five tab pages share this frame: the page above, the tab bar fixed at the bottom. */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabOf(pathname) ?? 'home';
  return (
    <div className="tab-frame">
      <main className="tab-content">
        {active === 'trade' && (
          <Suspense fallback={<div className="trade-modes" />}>
            <TradeModes />
          </Suspense>
        )}
        <Outlet />
      </main>
      <nav className="tab-bar">
        <TabBar
          activeKey={active}
          safeArea
          onChange={(key) => {
            const tab = TABS.find((item) => item.key === key);
            if (tab && key !== active) navigate(tab.path);
          }}
        >
          {TABS.map((tab) => (
            <TabBar.Item
              key={tab.key}
              icon={ICONS[tab.key]}
              title={t(`tab.${tab.key}`)}
              data-testid={`tab-${tab.key}`}
            />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
