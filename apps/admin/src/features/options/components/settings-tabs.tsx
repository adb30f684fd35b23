import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * The settings screens, all in the role matrix's section `option-settings` (super) and under its one menu entry:
 * expiries, coins, pairs and countries. Each is its own route (and chunk); this bar moves between them.
 */
export const SETTINGS_SCREENS = [
  { key: 'expiries', path: '/option-settings' },
  { key: 'coins', path: '/option-settings/coins' },
  { key: 'pairs', path: '/option-settings/pairs' },
  { key: 'countries', path: '/option-settings/countries' },
] as const;

export function SettingsTabs() {
  const { t } = useTranslation('options');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = SETTINGS_SCREENS.find((s) => s.path === pathname.replace(/\/$/, ''))?.path ?? SETTINGS_SCREENS[0].path;
  return (
    <Tabs
      activeKey={active}
      onChange={(path) => navigate(path)}
      style={{ marginBottom: 8 }}
      items={SETTINGS_SCREENS.map((s) => ({
        key: s.path,
        label: <span data-testid={`option-settings-tab-${s.key}`}>{t(`tabs.${s.key}`)}</span>,
      }))}
    />
  );
}
