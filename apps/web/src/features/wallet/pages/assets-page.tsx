import { formatCoin, formatFiat } from '@app/api';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton, Switch } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../stores/session';
import { walletKeys } from '../api/keys';
import { useFiatRates, useOverview } from '../api/overview';
import {
  ACCOUNT_DISPLAY_ORDER,
  type AccountCoin,
  type AccountField,
  isAccountField,
  type WalletAccount,
} from '../api/types';
import { CoinLogo } from '../components/coin-logo';
import { QuickActions } from '../components/quick-actions';
import { StartDeposit } from '../components/start-deposit';
import { TotalCard } from '../components/total-card';
import { TradingAccounts } from '../components/trading-accounts';
import { ACCOUNT_NAME_KEYS } from '../model/account-name';
import { allZero, visibleRows } from '../model/calc';
import { HIDDEN_AMOUNT, useWalletPrefs } from '../model/prefs';
import { WALLET_PATHS } from '../wallet-paths';
import '../wallet.css';

/** #/pages/fund/assets (tab): the total in the chosen fiat, quick actions, and each account's coins. */
export default function AssetsPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  return (
    <div className="tab-page wallet-page">
      <header className="tab-page-head">
        <h1>{t('wallet.title.assets')}</h1>
      </header>
      {token ? (
        <AssetsContent />
      ) : (
        <div className="wallet-login">
          <p>{t('wallet.assets.login')}</p>
          <Link className="chip-button wallet-login-link" to="/pages/common/login" data-testid="assets-login">
            {t('accounts.action.login')}
          </Link>
        </div>
      )}
    </div>
  );
}

function AssetsContent() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useFiatRates();
  const { data, isPending, refetch } = useOverview();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const [active, setActive] = useState<AccountField>(isAccountField(tabParam) ? tabParam : 'change');
  const hideSmall = useWalletPrefs((s) => s.hideSmall);
  const setHideSmall = useWalletPrefs((s) => s.setHideSmall);

  if (isPending) return <Skeleton.Paragraph lineCount={10} animated className="wallet-skeleton" />;
  // A failed refresh keeps the last balances on screen (offline: the kept ones).
  if (!data) return <ErrorState onRetry={() => void refetch()} />;
  // The tabs follow the brief's order (spot, contract, options, stock, fiat) whatever order the server sends.
  const accounts = [...data.accounts].sort(
    (a, b) => ACCOUNT_DISPLAY_ORDER.indexOf(a.field) - ACCOUNT_DISPLAY_ORDER.indexOf(b.field),
  );
  const account = accounts.find((a) => a.field === active) ?? accounts[0];

  return (
    <PullRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: walletKeys.all })}>
      <TotalCard
        fiat={data.fiat}
        amount={formatFiat(data.total_fiat, data.fiat)}
        sub={t('wallet.assets.totalUsdt', { amount: formatCoin(data.total_usdt, 'USDT') })}
      />
      {allZero(accounts.flatMap((a) => a.coins)) && <StartDeposit testId="assets-start" />}
      <QuickActions />
      <TradingAccounts accounts={accounts} />
      <SectionTabs
        activeKey={account?.field}
        onChange={(key) => {
          setActive(key);
          setParams({ tab: key }, { replace: true });
        }}
        className="wallet-tabs"
        items={accounts.map((a) => ({
          key: a.field,
          title: t(ACCOUNT_NAME_KEYS[a.field]),
          testId: `assets-tab-${a.field}`,
        }))}
      />
      <div className="wallet-account-head">
        <span>
          {t('wallet.assets.accountTotal')}: <AccountTotal account={account} fiat={data.fiat} />
        </span>
        <label className="wallet-switch">
          <span>{t('wallet.assets.hideSmall')}</span>
          <Switch checked={hideSmall} onChange={setHideSmall} data-testid="assets-hide-small" />
        </label>
      </div>
      {account && <EarnOrdersLink field={account.field} />}
      {account && <CoinRows account={account} fiat={data.fiat} hideSmall={hideSmall} />}
    </PullRefresh>
  );
}

/** Mining and deposit balances move only with their orders: the orders are one tap away. */
const EARN_ORDERS: Partial<Record<AccountField, { to: string; label: 'miningOrders' | 'depositOrders' }>> = {
  mining: { to: '/pages/lockming/order', label: 'miningOrders' },
  deposit: { to: '/pages/invest/mine', label: 'depositOrders' },
};

function EarnOrdersLink({ field }: { field: AccountField }) {
  const { t } = useTranslation();
  const target = EARN_ORDERS[field];
  if (!target) return null;
  return (
    <Link to={target.to} className="wallet-earn-orders" data-testid={`assets-orders-${field}`}>
      {t(`wallet.assets.${target.label}`)} ›
    </Link>
  );
}

function AccountTotal({ account, fiat }: { account: WalletAccount | undefined; fiat: string }) {
  const hidden = useWalletPrefs((s) => s.hideAmounts);
  if (!account) return null;
  return <strong>{hidden ? HIDDEN_AMOUNT : formatFiat(account.total_fiat, fiat)}</strong>;
}

function CoinRows({ account, fiat, hideSmall }: { account: WalletAccount; fiat: string; hideSmall: boolean }) {
  const { t } = useTranslation();
  const rows = visibleRows(account.coins, hideSmall);
  if (account.coins.length === 0) return <EmptyState />;
  if (rows.length === 0) return <EmptyState description={t('wallet.assets.allSmall')} />;
  return (
    <ul className="wallet-list">
      {rows.map((coin) => (
        <CoinRow key={coin.currency_id} coin={coin} field={account.field} fiat={fiat} />
      ))}
    </ul>
  );
}

function CoinRow({ coin, field, fiat }: { coin: AccountCoin; field: AccountField; fiat: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hidden = useWalletPrefs((s) => s.hideAmounts);
  const show = (text: string) => (hidden ? HIDDEN_AMOUNT : text);
  return (
    <li>
      <button
        type="button"
        className="wallet-coin"
        data-testid={`assets-row-${field}-${coin.currency}`}
        onClick={() => navigate(`${WALLET_PATHS.coin}?currency=${coin.currency_id}&type=${field}`)}
      >
        <div className="wallet-coin-name">
          <CoinLogo src={coin.logo} name={coin.currency} />
          <strong>{coin.currency}</strong>
        </div>
        <dl className="wallet-coin-grid">
          <div>
            <dt>{t('wallet.assets.available')}</dt>
            <dd data-testid={`assets-available-${field}-${coin.currency}`}>
              {show(formatCoin(coin.available, coin.currency))}
            </dd>
          </div>
          <div>
            <dt>{t('wallet.assets.frozen')}</dt>
            <dd>{show(formatCoin(coin.frozen, coin.currency))}</dd>
          </div>
          <div>
            <dt>{t('wallet.assets.value', { fiat })}</dt>
            <dd>{show(formatFiat(coin.fiat_value, fiat))}</dd>
          </div>
        </dl>
      </button>
    </li>
  );
}
