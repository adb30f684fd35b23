import { formatCoin, formatFiat } from '@app/api';
import type { Bill } from '@app/api/wallet';
import { Skeleton } from 'antd-mobile';
import { BankcardOutline, HistogramOutline, LoopOutline, PayCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { useBills } from '../api/bills';
import { useDepositCoins } from '../api/deposit';
import { useOverview } from '../api/overview';
import { type AccountCoin, type AccountField, isAccountField } from '../api/types';
import { BillRow } from '../components/bill-row';
import { CoinLogo } from '../components/coin-logo';
import { ACCOUNT_NAME_KEYS } from '../model/account-name';
import { coinPaths } from '../model/coin-paths';
import { HIDDEN_AMOUNT, useWalletPrefs } from '../model/prefs';
import { WALLET_PATHS } from '../wallet-paths';
import '../wallet.css';

const RECENT = 5;

/**
 * #/pages/fund/coin?currency=&type=: one coin of one account (the assets tab's row): available and frozen, what
 * can be done with it, and its latest bills.
 */
export default function CoinPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currency = Number(params.get('currency')) || undefined;
  const typeParam = params.get('type');
  const field: AccountField = isAccountField(typeParam) ? typeParam : 'change';
  const overview = useOverview();
  const account = overview.data?.accounts.find((a) => a.field === field);
  const coin = account?.coins.find((c) => c.currency_id === currency);

  return (
    <PageShell
      className="wallet-page"
      title={coin && account ? `${coin.currency} · ${t(ACCOUNT_NAME_KEYS[account.field])}` : t('wallet.title.assets')}
    >
      {overview.isPending && <Skeleton.Paragraph lineCount={8} animated className="wallet-skeleton" />}
      {!overview.data && overview.isError && <ErrorState onRetry={() => void overview.refetch()} />}
      {overview.data && !coin && <EmptyState description={t('wallet.coin.notFound')} />}
      {overview.data && coin && currency !== undefined && (
        <>
          <Balance coin={coin} fiat={overview.data.fiat} />
          <Actions coin={coin} field={field} />
          <Recent currency={currency} field={field} />
        </>
      )}
    </PageShell>
  );
}

function Balance({ coin, fiat }: { coin: AccountCoin; fiat: string }) {
  const { t } = useTranslation();
  const hidden = useWalletPrefs((s) => s.hideAmounts);
  const show = (text: string) => (hidden ? HIDDEN_AMOUNT : text);
  return (
    <section className="wallet-total wallet-coin-card">
      <div className="wallet-coin-name">
        <CoinLogo src={coin.logo} name={coin.currency} />
        <strong>{coin.currency}</strong>
      </div>
      <div className="wallet-total-amount" data-testid="coin-total">
        {show(formatCoin(coin.total, coin.currency))}
      </div>
      <div className="wallet-total-sub">≈ {show(formatFiat(coin.fiat_value, fiat))}</div>
      <dl className="wallet-coin-grid">
        <div>
          <dt>{t('wallet.assets.available')}</dt>
          <dd data-testid="coin-available">{show(formatCoin(coin.available, coin.currency))}</dd>
        </div>
        <div>
          <dt>{t('wallet.assets.frozen')}</dt>
          <dd data-testid="coin-frozen">{show(formatCoin(coin.frozen, coin.currency))}</dd>
        </div>
      </dl>
    </section>
  );
}

function Actions({ coin, field }: { coin: AccountCoin; field: AccountField }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const networks = useDepositCoins();
  const paths = coinPaths(coin, field, networks.data ?? []);
  const items: Array<{ key: string; to: string | undefined; label: string; icon: ReactNode }> = [
    { key: 'recharge', to: paths.recharge, label: t('wallet.action.recharge'), icon: <PayCircleOutline /> },
    { key: 'withdraw', to: paths.withdraw, label: t('wallet.action.withdraw'), icon: <BankcardOutline /> },
    { key: 'transfer', to: paths.transfer, label: t('wallet.action.transfer'), icon: <LoopOutline /> },
    { key: 'trade', to: paths.trade, label: t('wallet.action.trade'), icon: <HistogramOutline /> },
  ];
  return (
    <nav className="wallet-actions wallet-actions-4">
      {items.map((a) => (
        <button
          key={a.key}
          type="button"
          className="wallet-action"
          data-testid={`coin-action-${a.key}`}
          disabled={a.to === undefined}
          onClick={() => a.to && navigate(a.to)}
        >
          <span className="wallet-action-icon">{a.icon}</span>
          <span>{a.label}</span>
        </button>
      ))}
    </nav>
  );
}

function Recent({ currency, field }: { currency: number; field: AccountField }) {
  const { t } = useTranslation();
  const bills = useBills({ currency, type: field });
  const rows: Bill[] = (bills.data?.pages[0]?.list ?? []).slice(0, RECENT);
  return (
    <section className="wallet-coin-recent">
      <div className="wallet-coin-recent-head">
        <h2>{t('wallet.coin.recent')}</h2>
        <Link
          className="link-button"
          to={`${WALLET_PATHS.coinRecords}?currency=${currency}&type=${field}`}
          data-testid="coin-all-bills"
        >
          {t('wallet.coin.allBills')} ›
        </Link>
      </div>
      {bills.isPending && <Skeleton.Paragraph lineCount={4} animated className="wallet-skeleton" />}
      {bills.isError && <ErrorState onRetry={() => void bills.refetch()} />}
      {bills.data && rows.length === 0 && <EmptyState description={t('wallet.coin.noBills')} />}
      {rows.length > 0 && (
        <ul className="wallet-list" data-testid="coin-bills">
          {rows.map((b) => (
            <BillRow key={b.id} bill={b} />
          ))}
        </ul>
      )}
    </section>
  );
}
