import { SettingOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/common/menu';
import type { AdminFeature } from '../../shared/feature';

/** Site settings (name, logo, service link): the server's `common` module. Listed in the Content group. */
export const feature: AdminFeature = {
  name: 'common',
  texts: 'common',
  menuTexts,
  menu: [
    {
      group: 'content',
      items: [{ section: 'settings', label: 'settings', path: 'settings', icon: <SettingOutlined /> }],
    },
  ],
  routes: [{ section: 'settings', path: 'settings', load: () => import('./pages/settings-page') }],
};
