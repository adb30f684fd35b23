import { changeDirection } from '@app/api';
import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useHistory } from '../api/lists';
import { type Area, type HistoryScope, isCloseReason, isLong, type Pair } from '../api/types';
import { fmtPnl, fmtPrice } from '../model/format';
import { orderHref } from '../model/paths';
import { Segmented } from './controls';

/** Closed positions or cancelled entries of the area, newest first, paged as the end scrolls in. */
export function HistoryList({ area, pairs }: { area: Area; pairs: ReadonlyMap<string, Pair> }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<HistoryScope>('closed');
  const query = useHistory(area, scope);
  const rows = query.data?.pages.flatMap((p) => p.message.data) ?? [];
  return (
    <div className="lever-history">
      <Segmented
        label={t('contracts.tabs.history')}
        className="lever-history-scope"
        value={scope}
        onChange={setScope}
        options={[
          { value: 'closed', label: t('contracts.history.closed'), testId: 'history-closed' },
          { value: 'cancelled', label: t('contracts.history.cancelled'), testId: 'history-cancelled' },
        ]}
      />
      {query.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : query.isError && rows.length === 0 ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('contracts.history.empty')} />
      ) : (
        <ul className="lever-list" data-testid={`history-list-${scope}`}>
          {rows.map((p) => {
            const precision = pairs.get(p.symbol)?.precision ?? 2;
            const pnl = p.fact_profits || p.profits;
            const side = t(isLong(p) ? 'contracts.form.long' : 'contracts.form.short');
            return (
              <li key={p.id}>
                <Link to={orderHref(p.id)} className="lever-history-row" data-testid={`history-${p.id}`}>
                  <span className="lever-position-head">
                    <span className={isLong(p) ? 'lever-side-tag long' : 'lever-side-tag short'}>{side}</span>
                    <b>{p.symbol}</b>
                    <span className="lever-tag">{t('contracts.position.leverage', { n: p.multiple })}</span>
                    <span className="lever-time">{p.complete_time || p.create_time}</span>
                  </span>
                  <span className="lever-grid lever-grid-3">
                    <span>
                      <small>{t('contracts.position.entry')}</small>
                      {fmtPrice(p.price, precision)}
                    </span>
                    <span>
                      <small>{t('contracts.history.closePrice')}</small>
                      {p.close_price ? fmtPrice(p.close_price, precision) : '--'}
                    </span>
                    <span>
                      <small>{t('contracts.history.realised')}</small>
                      <b className={changeDirection(pnl || '0')}>{scope === 'closed' ? fmtPnl(pnl) : '--'}</b>
                    </span>
                  </span>
                  {isCloseReason(p.close_reason) && (
                    <span className="lever-hint">{t(`contracts.history.reason.${p.close_reason}`)}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > 0 && (
        <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage}>
          {query.hasNextPage ? t('common.loading') : <span data-testid="history-no-more">{t('common.noMore')}</span>}
        </InfiniteScroll>
      )}
    </div>
  );
}
