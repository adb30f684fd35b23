import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A list that could not be read: the server's message stays on the screen (the toast of the request helper fades),
 * with a way to ask again, instead of an empty table that would read as "nothing there".
 */
export function LoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={error?.message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.refresh')}
        </Button>
      }
      data-testid="earn-load-error"
    />
  );
}
