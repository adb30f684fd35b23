import { MailOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/notify/menu';
import type { AdminFeature } from '../../shared/feature';

/** The dev outbox of sent codes and mails: the server's `notify` module. */
export const feature: AdminFeature = {
  name: 'notify',
  texts: 'notify',
  menuTexts,
  menu: [{ group: 'users', items: [{ section: 'outbox', label: 'outbox', path: 'outbox', icon: <MailOutlined /> }] }],
  routes: [{ section: 'outbox', path: 'outbox', load: () => import('./pages/outbox-page') }],
};
