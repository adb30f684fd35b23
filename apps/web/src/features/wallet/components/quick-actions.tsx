import { BankcardOutline, BillOutline, CollectMoneyOutline, LoopOutline, PayCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { WALLET_PATHS } from '../wallet-paths';

type Action = { key: 'recharge' | 'withdraw' | 'transfer' | 'exchange' | 'bills'; to: string; icon: ReactNode };

const ACTIONS: readonly Action[] = [
  { key: 'recharge', to: `${WALLET_PATHS.select}?action=recharge`, icon: <PayCircleOutline /> },
  { key: 'withdraw', to: `${WALLET_PATHS.select}?action=withdraw`, icon: <BankcardOutline /> },
  { key: 'transfer', to: WALLET_PATHS.transfer, icon: <LoopOutline /> },
  { key: 'exchange', to: WALLET_PATHS.exchange, icon: <CollectMoneyOutline /> },
  { key: 'bills', to: WALLET_PATHS.allRecords, icon: <BillOutline /> },
];

/** Deposit, withdraw, transfer, exchange and bills, under the total. */
export function QuickActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="wallet-actions">
      {ACTIONS.map((a) => (
        <button
          key={a.key}
          type="button"
          className="wallet-action"
          data-testid={`assets-action-${a.key}`}
          onClick={() => navigate(a.to)}
        >
          <span className="wallet-action-icon">{a.icon}</span>
          <span>{t(`wallet.action.${a.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
