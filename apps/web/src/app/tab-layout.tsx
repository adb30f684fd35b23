import { TabBar } from 'antd-mobile';
import { AppOutline, BankcardOutline, HistogramOutline, PayCircleOutline, ShopbagOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { ROUTES, TABS, type TabKey, tabOf } from './route-table';
import { TradeModes, tradeModeLinks } from './trade-modes';

const TRADE_MODES = tradeModeLinks(ROUTES);

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
        {active === 'trade' && <TradeModes links={TRADE_MODES} />}
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
