import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { PullRefresh } from '../../../components/pull-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import { useDepositCoins } from '../api/deposit';
import { CoinLogo } from '../components/coin-logo';
import { actionOf } from '../model/action';
import { WALLET_PATHS } from '../wallet-paths';
import '../wallet.css';

/** #/pages/fund/select?action=recharge|withdraw[&coin=]: the coin and network to deposit or withdraw. */
export default function SelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const action = actionOf(params);
  const { data, isPending, isError, refetch } = useDepositCoins();
  // `coin=` (from a coin page): only that coin's networks.
  const only = Number(params.get('coin')) || undefined;
  const coins = (data ?? []).filter((c) => Number(c.status) === 1 && (only === undefined || c.id === only));
  const target = action === 'recharge' ? WALLET_PATHS.receive : WALLET_PATHS.withdraw;
  return (
    <PageShell
      className="wallet-page"
      title={t(action === 'recharge' ? 'wallet.title.selectRecharge' : 'wallet.title.selectWithdraw')}
      right={
        <button
          type="button"
          className="link-button"
          data-testid="select-records"
          onClick={() => navigate(`${WALLET_PATHS.records}?type=${action}`)}
        >
          {t('wallet.action.records')}
        </button>
      }
    >
      {isPending && <Skeleton.Paragraph lineCount={6} animated className="wallet-skeleton" />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {data && (
        <PullRefresh onRefresh={() => refetch()}>
          {coins.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="wallet-list">
              {coins.map((c) => (
                <li key={`${c.id}-${c.subName}`}>
                  <button
                    type="button"
                    className="wallet-select-row"
                    data-testid={`select-coin-${c.id}-${c.subName}`}
                    onClick={() => navigate(`${target}?id=${c.id}&network=${encodeURIComponent(c.subName)}`)}
                  >
                    <CoinLogo src={c.image} name={c.name} />
                    <strong>{c.name}</strong>
                    {c.subName && <span className="acc-badge">{c.subName}</span>}
                    <RightOutline className="wallet-chevron" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PullRefresh>
      )}
    </PageShell>
  );
}
