import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { REQUEST_STATES, type RequestState } from '../api/types';

/**
 * A review queue: tabs by state (`review` first) over one table per tab. The table is keyed by state so switching
 * tabs never shows the previous tab's rows with this tab's actions, and its paging starts again at page 1.
 */
export function QueueLayout({
  title,
  queue,
  children,
}: {
  title: string;
  queue: 'deposits' | 'withdrawals';
  children: (state: RequestState) => ReactNode;
}) {
  const [state, setState] = useState<RequestState>('review');
  const { t } = useTranslation(['wallet', 'shell']);
  const qc = useQueryClient();
  const key = ['wallet', queue];
  const fetching = useIsFetching({ queryKey: key });
  return (
    <>
      <PageHeader
        title={title}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: key })} loading={fetching > 0}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <Tabs
        activeKey={state}
        onChange={(k) => setState(k as RequestState)}
        items={REQUEST_STATES.map((s) => ({
          key: s,
          label: (
            <span data-testid={`${queue === 'deposits' ? 'deposit' : 'withdrawal'}-tab-${s}`}>{t(`states.${s}`)}</span>
          ),
        }))}
      />
      <div key={state}>{children(state)}</div>
    </>
  );
}
