import { InfiniteScroll, Popup, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useCancelOrder, useOrders } from '../api/private-api';
import type { Order, OrderScope, Pair } from '../api/types';
import { OrderDetail } from './order-detail';
import { OrderRow } from './order-row';

/**
 * A paged list of the user's orders of one scope (optionally one pair): cancel with a confirmation on open
 * orders, tap for the detail popup, 'no more data' at the end. `order_update` pushes patch the cached pages.
 */
export function OrdersList({ scope, pair, pairs }: { scope: OrderScope; pair?: Pair; pairs: Pair[] }) {
  const { t } = useTranslation();
  const query = useOrders(scope, pair);
  const cancel = useCancelOrder();
  const [detail, setDetail] = useState<string | null>(null);
  const orders = query.data?.pages.flatMap((p) => p.list) ?? [];
  const onCancel = async (order: Order) => {
    if (!(await confirmAction(t('spot.orders.cancelAsk')))) return;
    cancel.mutate(order.id, { onSuccess: () => showToast(t('spot.cancelled')) });
  };
  if (query.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <div className="orders-list" data-testid={`orders-list-${scope}`}>
      {orders.length === 0 && <EmptyState title={t('spot.orders.empty')} />}
      {orders.map((o) => (
        <OrderRow
          key={o.id}
          order={o}
          pair={pairs.find((p) => p.symbol === o.symbol)}
          onCancel={scope === 'current' ? onCancel : undefined}
          onOpen={(x) => setDetail(x.id)}
        />
      ))}
      {orders.length > 0 && (
        <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage}>
          {query.hasNextPage ? t('common.loading') : <span data-testid="no-more">{t('common.noMore')}</span>}
        </InfiniteScroll>
      )}
      <Popup
        visible={detail !== null}
        onMaskClick={() => setDetail(null)}
        onClose={() => setDetail(null)}
        bodyClassName="order-sheet"
        destroyOnClose
      >
        <h3 className="sheet-title">{t('spot.orders.detail')}</h3>
        {detail && <OrderDetail id={detail} pairs={pairs} />}
      </Popup>
    </div>
  );
}
