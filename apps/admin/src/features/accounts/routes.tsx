import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/accounts/menu';
import type { AdminFeature } from '../../shared/feature';

/** Users (search, detail, lock) and identity reviews: the server's `accounts` module. */
export const feature: AdminFeature = {
  name: 'accounts',
  texts: 'accounts',
  menuTexts,
  menu: [
    {
      group: 'users',
      items: [
        { section: 'users', label: 'users', path: 'users', icon: <UserOutlined /> },
        { section: 'kyc', label: 'kyc', path: 'kyc', icon: <IdcardOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'users', path: 'users', load: () => import('./pages/users-page') },
    { section: 'users', path: 'users/:id', load: () => import('./pages/user-detail-page') },
    { section: 'kyc', path: 'kyc', load: () => import('./pages/kyc-page') },
  ],
};
