import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** antd-mobile's pull to refresh with translated texts. */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.canRelease')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
