import { Skeleton } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { PullRefresh } from '../../../components/pull-refresh';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useDualProducts } from '../api/reads';
import type { DualType } from '../api/types';
import { DualCard } from '../components/dual-card';
import { INVEST_HELP_PATH, INVEST_MINE_PATH } from '../model/paths';
import '../earn.css';

/** `/pages/invest/invest` (`?type=call|put`, call by default as the spec's client): the dual products on sale. */
export default function InvestPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type: DualType = params.get('type') === 'put' ? 'put' : 'call';
  const products = useDualProducts(type);
  return (
    <PageShell
      title={t('earn.dual.title')}
      className="earn-page"
      right={
        <Link to={INVEST_MINE_PATH} data-testid="invest-mine-link">
          {t('earn.myPositions')}
        </Link>
      }
    >
      <SectionTabs
        items={[
          { key: 'call', title: t('earn.dual.call'), testId: 'invest-type-call' },
          { key: 'put', title: t('earn.dual.put'), testId: 'invest-type-put' },
        ]}
        activeKey={type}
        onChange={(k) => setParams({ type: k }, { replace: true })}
      />
      <Link to={INVEST_HELP_PATH} className="earn-help-link" data-testid="invest-help-link">
        {t('earn.howItWorks')}
      </Link>
      {products.isPending ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : products.isError && !products.data ? (
        <ErrorState onRetry={() => void products.refetch()} />
      ) : (
        <PullRefresh onRefresh={() => products.refetch()}>
          {products.data.length === 0 ? (
            <EmptyState title={t('earn.noProducts')} />
          ) : (
            <ul className="earn-list" data-testid="invest-list">
              {products.data.map((p) => (
                <DualCard key={p.id} product={p} />
              ))}
            </ul>
          )}
        </PullRefresh>
      )}
    </PageShell>
  );
}
