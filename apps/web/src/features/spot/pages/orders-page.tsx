import { useQueryClient } from '@tanstack/react-query';
import { CapsuleTabs, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { PullRefresh } from '../../../components/pull-refresh';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { spotKeys } from '../api/keys';
import { usePairs } from '../api/public-api';
import type { OrderScope } from '../api/types';
import { OrderDetail } from '../components/order-detail';
import { OrdersList } from '../components/orders-list';
import { useOrderUpdates } from '../model/live';
import '../spot.css';

/**
 * `/pages/transaction/currency_order`: the user's spot orders, current and history tabs, paged, filtered by
 * pair; `?id=` shows one order with its fills.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const pairs = usePairs();
  const [scope, setScope] = useState<OrderScope>(params.get('tab') === 'history' ? 'history' : 'current');
  const [pairId, setPairId] = useState<number | null>(null);
  useOrderUpdates();
  const list = pairs.data ?? [];
  const pair = list.find((p) => p.id === pairId);

  if (id) {
    return (
      <PageShell title={t('spot.orders.detail')} className="trade-orders-page">
        {pairs.data ? <OrderDetail id={id} pairs={list} /> : <Skeleton.Paragraph lineCount={6} animated />}
      </PageShell>
    );
  }
  return (
    <PageShell title={t('spot.orders.title')} className="trade-orders-page">
      <SectionTabs
        activeKey={scope}
        onChange={setScope}
        className="trade-tabs"
        items={[
          { key: 'current', title: t('spot.orders.current'), testId: 'orders-tab-current' },
          { key: 'history', title: t('spot.orders.history'), testId: 'orders-tab-history' },
        ]}
      />
      {pairs.isError && <ErrorState message={pairs.error.message} onRetry={() => void pairs.refetch()} />}
      <div className="orders-filter" data-testid="orders-filter">
        <CapsuleTabs activeKey={String(pairId ?? 0)} onChange={(k) => setPairId(Number(k) || null)}>
          <CapsuleTabs.Tab key="0" title={t('spot.orders.allPairs')} />
          {list.map((p) => (
            <CapsuleTabs.Tab key={String(p.id)} title={p.symbol} />
          ))}
        </CapsuleTabs>
      </div>
      <PullRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: spotKeys.ordersAll() })}>
        {pairs.data && <OrdersList key={`${scope}-${pairId ?? 0}`} scope={scope} pair={pair} pairs={list} />}
      </PullRefresh>
    </PageShell>
  );
}
