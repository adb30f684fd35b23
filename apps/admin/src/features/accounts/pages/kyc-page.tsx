import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { KYC_STATES, type KycState, kycKeys } from '../api/kyc';
import { KycTable, TAB_LABELS } from '../components/kyc-table';

export default function KycPage() {
  const [state, setState] = useState<KycState>('review');
  const qc = useQueryClient();
  const fetching = useIsFetching({ queryKey: kycKeys.all });
  return (
    <>
      <PageHeader
        title="Identity reviews"
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: kycKeys.all })} loading={fetching > 0}>
            Refresh
          </Button>
        }
      />
      <Tabs
        activeKey={state}
        onChange={(key) => setState(key as KycState)}
        items={KYC_STATES.map((s) => ({ key: s, label: <span data-testid={`kyc-tab-${s}`}>{TAB_LABELS[s]}</span> }))}
      />
      <KycTable key={state} state={state} />
    </>
  );
}
