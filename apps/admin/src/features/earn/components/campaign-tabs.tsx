import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * The campaigns and the accruals they pay, both in the role matrix's section `earn-campaigns` (super, finance) and
 * under its one menu entry. Each is its own route (and chunk); this bar moves between them.
 */
export const CAMPAIGN_SCREENS = [
  { key: 'campaigns', path: '/earn-campaigns' },
  { key: 'accruals', path: '/earn-campaigns/accruals' },
] as const;

export function CampaignTabs() {
  const { t } = useTranslation('earn');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = CAMPAIGN_SCREENS.find((s) => s.path === pathname.replace(/\/$/, ''))?.path ?? CAMPAIGN_SCREENS[0].path;
  return (
    <Tabs
      activeKey={active}
      onChange={(path) => navigate(path)}
      style={{ marginBottom: 8 }}
      items={CAMPAIGN_SCREENS.map((s) => ({
        key: s.path,
        label: <span data-testid={`earn-campaigns-tab-${s.key}`}>{t(`tabs.${s.key}`)}</span>,
      }))}
    />
  );
}
