import { Button } from 'antd-mobile';
import { useTranslation } from '../i18n/use-translation';
import { StateBlock } from './state-block';

type Props = {
  onRetry?: () => void;
  /** load: the page chunk failed; timeout: the page took over 60 s; data: a call failed. */
  variant?: 'load' | 'timeout' | 'data';
  message?: string;
  fullPage?: boolean;
};

/** An error view with a retry button, for failed pages and failed data. */
export function ErrorState({ onRetry, variant = 'data', message, fullPage }: Props) {
  const { t } = useTranslation();
  const description =
    message ??
    (variant === 'timeout' ? t('common.loadTimeout') : variant === 'load' ? t('common.loadFailed') : t('common.error'));
  return (
    <div className={fullPage ? 'state state-full' : 'state'} data-testid="error-state">
      <StateBlock kind="error" title={t('common.error')} description={description} />
      {onRetry && (
        <Button className="state-action" color="primary" fill="outline" onClick={onRetry} data-testid="retry-button">
          {t('common.retry')}
        </Button>
      )}
      {/* A page that failed to load has no navigation bar of its own: offer the way home. */}
      {fullPage && (
        <a className="state-link" href="#/">
          {t('common.backHome')}
        </a>
      )}
    </div>
  );
}
