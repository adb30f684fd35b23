import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { StateBlock } from './state-block';

/** The empty state of lists and sections with nothing to show. */
export function EmptyState({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="state" data-testid="empty-state">
      <StateBlock kind="empty" title={title ?? t('common.empty')} description={description} />
    </div>
  );
}
