import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useMiningOrders } from '../api/reads';
import { MINING_STATUS } from '../api/types';
import { MiningOrderCard } from '../components/mining-order-card';
import '../earn.css';

type Tab = 'active' | 'closed';

/** `/pages/lockming/order` (login): my mining orders, in progress or closed (redeemed, matured), paged. */
export default function MiningOrdersPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('active');
  const orders = useMiningOrders(MINING_STATUS[tab]);
  return (
    <PageShell title={t('earn.myOrders')} className="earn-page">
      <SectionTabs
        items={[
          { key: 'active', title: t('earn.mining.inProgress'), testId: 'mining-orders-active' },
          { key: 'closed', title: t('earn.mining.redeemed'), testId: 'mining-orders-closed' },
        ]}
        activeKey={tab}
        onChange={setTab}
      />
      <PagedList
        key={tab}
        query={{
          ...orders,
          data: orders.data,
          hasNextPage: orders.hasNextPage,
        }}
        render={(o) => <MiningOrderCard key={o.id} order={o} />}
        empty={<EmptyState title={t('earn.mining.noOrders')} />}
        className="earn-list"
        testId="mining-orders"
      />
    </PageShell>
  );
}
