import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * The risk desk's screens, all in the role matrix's section `contract-risk` (super, finance) and under its one menu
 * entry: accounts by risk rate, liquidations, the insurance fund and the overnight fee runs. Each is its own route
 * (and chunk); this bar moves between them.
 */
export const RISK_SCREENS = [
  { key: 'accounts', path: '/contract-risk' },
  { key: 'liquidations', path: '/contract-risk/liquidations' },
  { key: 'insurance', path: '/contract-risk/insurance' },
  { key: 'overnight', path: '/contract-risk/overnight' },
] as const;

export function RiskTabs() {
  const { t } = useTranslation('contracts');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = RISK_SCREENS.find((s) => s.path === pathname.replace(/\/$/, ''))?.path ?? RISK_SCREENS[0].path;
  return (
    <Tabs
      activeKey={active}
      onChange={(path) => navigate(path)}
      style={{ marginBottom: 8 }}
      items={RISK_SCREENS.map((s) => ({
        key: s.path,
        label: <span data-testid={`contract-risk-tab-${s.key}`}>{t(`tabs.${s.key}`)}</span>,
      }))}
    />
  );
}
