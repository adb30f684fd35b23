import { InfiniteScroll, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PullRefresh } from './pull-refresh';

type Props<T> = {
  query: {
    data: { pages: Array<{ list: T[] }> } | undefined;
    isPending: boolean;
    isError: boolean;
    hasNextPage: boolean;
    refetch: () => Promise<unknown>;
    fetchNextPage: (opts: { throwOnError: boolean }) => Promise<unknown>;
  };
  render: (item: T) => ReactNode;
  empty?: ReactNode;
  /** The list's and the first-load skeleton's classes (the feature's stylesheet). */
  className: string;
  skeletonClassName?: string;
  testId?: string;
  /** Shown under the list (a note about its content). */
  footer?: ReactNode;
};

/** A paged list: loading, error with retry, empty, pull to refresh, and the next page as the end scrolls in. */
export function PagedList<T>({ query, render, empty, className, skeletonClassName, testId, footer }: Props<T>) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <Skeleton.Paragraph lineCount={8} animated className={skeletonClassName} />;
  if (query.isError && items.length === 0) return <ErrorState onRetry={() => void query.refetch()} />;
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      {items.length === 0 ? (
        (empty ?? <EmptyState />)
      ) : (
        <ul className={className} data-testid={testId}>
          {items.map(render)}
        </ul>
      )}
      <InfiniteScroll
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
        hasMore={query.hasNextPage}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="link-button" onClick={() => void retry()}>
              {t('common.retry')}
            </button>
          ) : hasMore ? (
            t('common.loading')
          ) : items.length > 0 ? (
            t('common.noMore')
          ) : null
        }
      </InfiniteScroll>
      {footer}
    </PullRefresh>
  );
}
