import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';
import { useTranslation } from '../i18n/use-translation';

/** A route this build does not have (yet): say so and offer the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageShell title={t('common.notFound')}>
      <EmptyState title={t('common.notFound')} description={t('common.notFoundHint')} />
      <div className="state-action-row">
        <Button color="primary" fill="outline" onClick={() => navigate('/', { replace: true })}>
          {t('common.backHome')}
        </Button>
      </div>
    </PageShell>
  );
}
