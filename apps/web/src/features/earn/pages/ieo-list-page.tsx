import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useIeoProjects } from '../api/ieo';
import { IeoCard } from '../components/ieo-card';
import { IEO_ORDERS_PATH } from '../model/paths';
import '../earn.css';

/** `/pages/ieo/ieo`: the IEO projects (warm-up, in progress, done), paged, pull to refresh. */
export default function IeoListPage() {
  const { t } = useTranslation();
  const projects = useIeoProjects();
  return (
    <PageShell
      title={t('ieo.title')}
      className="earn-page"
      right={
        <Link to={IEO_ORDERS_PATH} data-testid="ieo-orders-link">
          {t('ieo.mySubscriptions')}
        </Link>
      }
    >
      <PagedList
        query={projects}
        render={(p) => <IeoCard key={p.id} project={p} />}
        empty={<EmptyState title={t('ieo.noProjects')} />}
        className="earn-list ieo-list"
        testId="ieo-list"
      />
    </PageShell>
  );
}
