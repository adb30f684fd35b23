import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The empty state of lists and sections with nothing to show. */
export function EmptyState({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="state" data-testid="empty-state">
      <ErrorBlock status="empty" title={title ?? t('common.empty')} description={description ?? ''} />
    </div>
  );
}
