import { AlertOutlined, DatabaseOutlined, SlidersOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/contracts/menu';
import type { AdminFeature } from '../../shared/feature';

/**
 * Leveraged crypto contracts and US stocks: the server's `contracts` module. Pairs (super), positions (super, finance,
 * support; read-only), and the risk desk (super, finance): accounts by risk rate, then liquidations, the insurance
 * fund and the overnight fee runs as its tabs, under the one menu entry of their section `contract-risk`.
 */
export const feature: AdminFeature = {
  name: 'contracts',
  texts: 'contracts',
  menuTexts,
  menu: [
    {
      group: 'contracts',
      items: [
        { section: 'contract-pairs', label: 'contractPairs', path: 'contract-pairs', icon: <SlidersOutlined /> },
        {
          section: 'contract-positions',
          label: 'contractPositions',
          path: 'contract-positions',
          icon: <DatabaseOutlined />,
        },
        { section: 'contract-risk', label: 'contractRisk', path: 'contract-risk', icon: <AlertOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'contract-pairs', path: 'contract-pairs', load: () => import('./pages/pairs-page') },
    { section: 'contract-positions', path: 'contract-positions', load: () => import('./pages/positions-page') },
    { section: 'contract-risk', path: 'contract-risk', load: () => import('./pages/risk-page') },
    {
      section: 'contract-risk',
      path: 'contract-risk/liquidations',
      load: () => import('./pages/liquidations-page'),
    },
    { section: 'contract-risk', path: 'contract-risk/insurance', load: () => import('./pages/insurance-page') },
    { section: 'contract-risk', path: 'contract-risk/overnight', load: () => import('./pages/overnight-page') },
  ],
};
