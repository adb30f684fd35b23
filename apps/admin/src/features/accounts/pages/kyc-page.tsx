import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { KYC_STATES, type KycState, kycKeys } from '../api/kyc';
import { KycTable } from '../components/kyc-table';

export default function KycPage() {
  const [state, setState] = useState<KycState>('review');
  const qc = useQueryClient();
  const fetching = useIsFetching({ queryKey: kycKeys.all });
  const { t } = useTranslation(['accounts', 'shell']);
  return (
    <>
      <PageHeader
        title={t('kyc.title')}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: kycKeys.all })} loading={fetching > 0}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <Tabs
        activeKey={state}
        onChange={(key) => setState(key as KycState)}
        items={KYC_STATES.map((s) => ({
          key: s,
          label: <span data-testid={`kyc-tab-${s}`}>{t(`kycStates.${s}`)}</span>,
        }))}
      />
      <KycTable key={state} state={state} />
    </>
  );
}
