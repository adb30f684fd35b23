import { SafetyCertificateOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/receipts/menu';
import type { AdminFeature } from '../../shared/feature';

/**
 * The receipts capability's screen: transparency (sources, index method, signed heads, key, source history and the
 * receipt verifier), read-only, listed in the market group after market's own entries.
 */
export const feature: AdminFeature = {
  name: 'receipts',
  texts: 'receipts',
  menuTexts,
  menu: [
    {
      group: 'market',
      items: [
        { section: 'transparency', label: 'transparency', path: 'transparency', icon: <SafetyCertificateOutlined /> },
      ],
    },
  ],
  routes: [{ section: 'transparency', path: 'transparency', load: () => import('./pages/transparency-page') }],
};
