import { Skeleton } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { PullRefresh } from '../../../components/pull-refresh';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useMiningConfigs } from '../api/reads';
import { KINDS, type MiningKind } from '../api/types';
import { MiningCard } from '../components/mining-card';
import { MINING_ORDERS_PATH, MINING_WELCOME_PATH } from '../model/paths';
import '../earn.css';

type Tab = MiningKind | 'all';

/** `/pages/lockming/lockming` (`?kind=locked|cloud|defi`): the mining products, each with its campaign. */
export default function MiningListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = (KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as Tab) : 'all';
  const configs = useMiningConfigs();
  const list = (configs.data ?? []).filter((c) => kind === 'all' || c.kind === kind);
  const tabs = (['all', ...KINDS] as const).map((k) => ({
    key: k,
    title: k === 'all' ? t('earn.mining.all') : t(`earn.group.${k}`),
    testId: `mining-kind-${k}`,
  }));
  return (
    <PageShell
      title={t('earn.mining.title')}
      className="earn-page"
      right={
        <Link to={MINING_ORDERS_PATH} data-testid="mining-orders-link">
          {t('earn.myOrders')}
        </Link>
      }
    >
      <SectionTabs
        items={tabs}
        activeKey={kind}
        onChange={(k) => setParams(k === 'all' ? {} : { kind: k }, { replace: true })}
      />
      <Link to={MINING_WELCOME_PATH} className="earn-help-link">
        {t('earn.howItWorks')}
      </Link>
      {configs.isPending ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : configs.isError && !configs.data ? (
        <ErrorState onRetry={() => void configs.refetch()} />
      ) : (
        <PullRefresh onRefresh={() => configs.refetch()}>
          {list.length === 0 ? (
            <EmptyState title={t('earn.noProducts')} />
          ) : (
            <ul className="earn-list" data-testid="mining-list">
              {list.map((c) => (
                <MiningCard key={c.id} config={c} />
              ))}
            </ul>
          )}
        </PullRefresh>
      )}
    </PageShell>
  );
}
