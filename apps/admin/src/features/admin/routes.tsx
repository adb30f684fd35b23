import { AuditOutlined, DashboardOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/admin/menu';
import type { AdminFeature } from '../../shared/feature';
import { publicRoutes } from './public-routes';

/**
 * The back office itself, the server's `admin` module: sign-in, admin accounts, the audit log, the platform status
 * and every admin's own security page. Login and security texts are in the shell (needed before any feature).
 */
export const feature: AdminFeature = {
  name: 'admin',
  texts: 'admin',
  menuTexts,
  menu: [
    {
      group: 'system',
      items: [
        { section: 'admins', label: 'admins', path: 'admins', icon: <TeamOutlined /> },
        { section: 'audit', label: 'audit', path: 'audit', icon: <AuditOutlined /> },
        { section: 'platform', label: 'platform', path: 'platform', icon: <DashboardOutlined /> },
      ],
    },
    {
      group: 'account',
      items: [{ section: 'any-admin', label: 'security', path: 'security', icon: <SafetyOutlined /> }],
    },
  ],
  routes: [
    ...publicRoutes,
    { section: 'admins', path: 'admins', load: () => import('./pages/admins-page') },
    { section: 'audit', path: 'audit', load: () => import('./pages/audit-page') },
    { section: 'platform', path: 'platform', load: () => import('./pages/platform-page') },
    { section: 'any-admin', path: 'security', load: () => import('./pages/security-page') },
  ],
};
