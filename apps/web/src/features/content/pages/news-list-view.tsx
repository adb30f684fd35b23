import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { PullRefresh } from '../../../components/pull-refresh';
import { useNewsPages } from '../api/get-news-list';
import { NewsRow } from '../components/news-row';

/** The news list: pull to refresh, and the next page loads as the end scrolls into view. */
export function NewsListView() {
  const { t } = useTranslation();
  const { data, isError, isPending, refetch, fetchNextPage, hasNextPage } = useNewsPages();
  const items = data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PageShell title={t('content.title.news')}>
      {isError && items.length === 0 ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <PullRefresh onRefresh={() => refetch()}>
          {!isPending && items.length === 0 && <EmptyState />}
          <div className="news-list">
            {items.map((item) => (
              <NewsRow key={item.id} item={item} />
            ))}
          </div>
          <InfiniteScroll
            loadMore={async () => {
              await fetchNextPage({ throwOnError: true });
            }}
            hasMore={isPending || (hasNextPage ?? false)}
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
      )}
    </PageShell>
  );
}
