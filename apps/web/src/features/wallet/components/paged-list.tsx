import { InfiniteScroll, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';

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
};

/** A paged list: loading, error with retry, empty, pull to refresh, and the next page as the end scrolls in. */
export function PagedList<T>({ query, render, empty }: Props<T>) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <Skeleton.Paragraph lineCount={8} animated className="wallet-skeleton" />;
  if (query.isError && items.length === 0) return <ErrorState onRetry={() => void query.refetch()} />;
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      {items.length === 0 ? (empty ?? <EmptyState />) : <ul className="wallet-list">{items.map(render)}</ul>}
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
    </PullRefresh>
  );
}
