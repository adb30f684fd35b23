import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDualProducts, useMiningConfigs } from '../api/products';

/**
 * `/pages/financial/index` (the finance tab): every earn product with its yield, term and campaign. One of the
 * five tabs' first screens (scripts/budgets.mjs), so this chunk only asks for the products; the list comes in its
 * own chunk while they load.
 */
const FinanceList = lazy(() => import('../components/finance-list'));

export default function FinancePage() {
  const { t } = useTranslation();
  const configs = useMiningConfigs();
  const duals = useDualProducts();
  const loading = configs.isPending || duals.isPending;
  const skeleton = <p className="earn-loading">{t('common.loading')}</p>;
  return (
    <div className="tab-page earn-page" data-testid="finance-page">
      <header className="tab-page-head">
        <h1>{t('tab.finance')}</h1>
      </header>
      {loading ? (
        skeleton
      ) : (
        <Suspense fallback={skeleton}>
          <FinanceList
            configs={configs.data}
            duals={duals.data}
            failed={configs.isError || duals.isError}
            onRefresh={() => Promise.all([configs.refetch(), duals.refetch()])}
          />
        </Suspense>
      )}
    </div>
  );
}
