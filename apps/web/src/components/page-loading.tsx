import { SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_LOADING_DELAY_MS } from '../lib/timings';

/** The page loading view; it stays invisible for the first 200 ms so fast loads never flash (spec §2). */
export function PageLoading({ delay = PAGE_LOADING_DELAY_MS }: { delay?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="page-loading" data-testid="page-loading">
      <SpinLoading color="var(--color-gold)" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
