import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useDualPositions } from '../api/reads';
import { DUAL_STATUS } from '../api/types';
import { DualOrderCard } from '../components/dual-order-card';
import '../earn.css';

type Tab = 'open' | 'settled';
const STATUS_OF = { open: DUAL_STATUS.purchased, settled: DUAL_STATUS.success } as const;

/** `/pages/invest/mine` (login): my dual positions, holding (purchased, settling) or settled, paged. */
export default function InvestMinePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('open');
  const positions = useDualPositions(STATUS_OF[tab]);
  return (
    <PageShell title={t('earn.myPositions')} className="earn-page">
      <SectionTabs
        items={[
          { key: 'open', title: t('earn.dual.open'), testId: 'invest-mine-open' },
          { key: 'settled', title: t('earn.dual.settled'), testId: 'invest-mine-settled' },
        ]}
        activeKey={tab}
        onChange={setTab}
      />
      <PagedList
        key={tab}
        query={positions}
        render={(o) => <DualOrderCard key={o.id} order={o} />}
        empty={<EmptyState title={t('earn.dual.noPositions')} />}
        className="earn-list"
        testId="invest-positions"
      />
    </PageShell>
  );
}
