import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PAGE_LOADING_DELAY_MS } from '../lib/timings';

/**
 * The page loading view: a skeleton of a page (title, a block, lines) rather than a spinner, announced to screen
 * readers. It stays invisible for the first 200 ms so fast loads never flash (spec §2).
 */
export function PageLoading({ delay = PAGE_LOADING_DELAY_MS }: { delay?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="page-loading" data-testid="page-loading" role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="skel skel-title" />
      <div className="skel skel-block" />
      {['a', 'b', 'c', 'd', 'e'].map((k) => (
        <div key={k} className="skel skel-line" />
      ))}
    </div>
  );
}
