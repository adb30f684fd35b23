import { BankcardOutline, BillOutline, CollectMoneyOutline, LoopOutline, PayCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FUND_PATHS } from '../fund-paths';

type Action = { key: 'recharge' | 'withdraw' | 'transfer' | 'exchange' | 'bills'; to: string; icon: ReactNode };

const ACTIONS: readonly Action[] = [
  { key: 'recharge', to: `${FUND_PATHS.select}?action=recharge`, icon: <PayCircleOutline /> },
  { key: 'withdraw', to: `${FUND_PATHS.select}?action=withdraw`, icon: <BankcardOutline /> },
  { key: 'transfer', to: FUND_PATHS.transfer, icon: <LoopOutline /> },
  { key: 'exchange', to: FUND_PATHS.exchange, icon: <CollectMoneyOutline /> },
  { key: 'bills', to: FUND_PATHS.allRecords, icon: <BillOutline /> },
];

/** Deposit, withdraw, transfer, exchange and bills, under the total. */
export function QuickActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="fund-actions">
      {ACTIONS.map((a) => (
        <button
          key={a.key}
          type="button"
          className="fund-action"
          data-testid={`assets-action-${a.key}`}
          onClick={() => navigate(a.to)}
        >
          <span className="fund-action-icon">{a.icon}</span>
          <span>{t(`fund.action.${a.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
