import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useHistory } from '../api/reads';
import { ResultCard } from './order-card';

/**
 * Settled orders, newest first, five a page (spec §9) as the end scrolls in; the screen's pull to refresh reads
 * them again from the first page.
 */
export function HistoryList({ precisionOf }: { precisionOf: (symbol: string) => number }) {
  const { t } = useTranslation();
  const query = useHistory();
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  if (query.isError && rows.length === 0) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) return <EmptyState title={t('options.historyEmpty')} />;
  return (
    <>
      <ul className="sec-list" data-testid="sec-history">
        {rows.map((o) => (
          <ResultCard key={o.id} order={o} precision={precisionOf(o.symbol_name)} />
        ))}
      </ul>
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
          ) : (
            <span data-testid="sec-history-end">{t('common.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
