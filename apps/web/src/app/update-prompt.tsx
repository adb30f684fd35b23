import { Button } from 'antd-mobile';
import { useTranslation } from '../i18n/use-translation';
import { useRegisterSW } from './pwa-register';

/**
 * Registers the service worker and, when a new build's worker is installed and waiting, offers to reload into it.
 * The new worker takes over only on "Reload", so a page is never swapped under the user mid-task.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
      <span>{t('update.available')}</span>
      <Button size="mini" color="primary" data-testid="update-reload" onClick={() => void updateServiceWorker(true)}>
        {t('update.reload')}
      </Button>
    </div>
  );
}
