import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { Fragment, useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../stores/session';
import type { Quote } from '../../market/api/types';
import { useOpenOrders, useOrder, useResults } from '../api/reads';
import { STATUS } from '../api/types';
import { countdown, useNow } from '../model/countdown';
import { applyClosed, dismissResult } from '../model/live';
import { HistoryList } from './history-list';
import { OpenCard, ResultCard } from './order-card';
import { useSettledToast } from './settled-toast';

export type PanelTab = 'open' | 'history';

/** Asks for an order's result every second once its countdown is over and no push has come (a lost socket). */
function ResultPoll({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const toast = useSettledToast();
  const { data } = useOrder(String(id), true);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || data?.status !== STATUS.closed) return;
    done.current = true;
    if (applyClosed(queryClient, token, data)) toast(data);
  }, [data, queryClient, token, toast]);
  return null;
}

type Props = { quotes: ReadonlyMap<string, Quote>; tab: PanelTab; onTab: (tab: PanelTab) => void };

/**
 * The user's side of the screen (loaded after the ticket): results settled while it was open (until dismissed),
 * then the open orders with their countdowns, and the history.
 */
export function OrdersPanel({ quotes, tab, onTab }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const open = useOpenOrders();
  const results = useResults().data;
  const orders = open.data ?? [];
  const now = useNow(orders.length > 0);
  const precisionOf = (symbol: string) => quotes.get(symbol)?.precision ?? 2;
  return (
    <>
      {results.length > 0 && (
        <ul className="sec-list sec-results" aria-live="polite" data-testid="sec-results">
          {results.map((o) => (
            <ResultCard
              key={o.id}
              order={o}
              precision={precisionOf(o.symbol_name)}
              onDismiss={(id) => dismissResult(queryClient, token, id)}
            />
          ))}
        </ul>
      )}
      <SectionTabs
        activeKey={tab}
        onChange={onTab}
        label={t('options.tabs.label')}
        className="sec-tabs"
        items={[
          {
            key: 'open',
            title: `${t('options.tabs.open')}${orders.length ? ` (${orders.length})` : ''}`,
            testId: 'sec-tab-open',
          },
          { key: 'history', title: t('options.tabs.history'), testId: 'sec-tab-history' },
        ]}
      />
      <div className="sec-tab-body">
        {tab === 'history' ? (
          <HistoryList precisionOf={precisionOf} />
        ) : open.isPending ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : open.isError && !open.data ? (
          <ErrorState message={open.error.message} onRetry={() => void open.refetch()} />
        ) : orders.length === 0 ? (
          <EmptyState title={t('options.openEmpty')} />
        ) : (
          <ul className="sec-list" data-testid="sec-open">
            {orders.map((o) => {
              const count = countdown(o, now);
              return (
                <Fragment key={o.id}>
                  <OpenCard order={o} count={count} quote={quotes.get(o.symbol_name)} />
                  {count.phase === 'overdue' && <ResultPoll id={o.id} />}
                </Fragment>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
