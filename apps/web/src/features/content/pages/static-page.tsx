import type { PageKey } from '@app/api';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { HtmlContent } from '../../../components/html-content';
import { PageShell } from '../../../components/page-shell';
import { usePage } from '../api/get-page';

/** A titled HTML page from the server (contact us, about us, operational compliance). */
export function StaticPage({ pageKey, fallbackTitle }: { pageKey: PageKey; fallbackTitle: ReactNode }) {
  const { data, isPending, isError, refetch } = usePage(pageKey);
  return (
    <PageShell title={data?.title || fallbackTitle}>
      <div className="static-page">
        {isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {isError && <ErrorState onRetry={() => void refetch()} />}
        {data && <HtmlContent html={data.content} />}
      </div>
    </PageShell>
  );
}
