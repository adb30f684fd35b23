import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useIeoOrders } from '../api/ieo';
import { IeoOrderCard } from '../components/ieo-order-card';
import { IEO_ORDERS_PATH, IEO_PATH } from '../model/paths';
import '../earn.css';

/**
 * `/pages/ieo/order` (login; `?id=` one project's): my IEO subscriptions, newest first, paged: applied, allocated,
 * delivered or refunded, with the amounts, the allocation and refund after the end, the delivery and the receipt.
 */
export default function IeoOrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = (params.get('id') ?? '').trim();
  const projectId = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const orders = useIeoOrders(projectId);
  return (
    <PageShell title={t('ieo.mySubscriptions')} className="earn-page">
      <nav className="earn-links">
        {projectId !== undefined && (
          <Link to={IEO_ORDERS_PATH} className="chip-button" data-testid="ieo-orders-all" replace>
            {t('ieo.allSubscriptions')}
          </Link>
        )}
        <Link to={IEO_PATH} className="chip-button" data-testid="ieo-projects-link">
          {t('ieo.projects')}
        </Link>
      </nav>
      <PagedList
        key={projectId ?? 'all'}
        query={orders}
        render={(o) => <IeoOrderCard key={o.id} order={o} />}
        empty={<EmptyState title={t('ieo.noOrders')} />}
        className="earn-list"
        testId="ieo-orders"
      />
    </PageShell>
  );
}
