import { Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useBatchClose, useCancelEntry, useClosePosition } from '../api/actions';
import { useLive } from '../api/lists';
import { type Area, isLong, type Pair, type Position } from '../api/types';
import { closeEstimate, sideOfType } from '../model/calc';
import { fmtPnl, fmtPrice } from '../model/format';
import { AccountBar } from './account-bar';
import { HistoryList } from './history-list';
import { PendingList } from './pending-list';
import { PositionCard } from './position-card';
import { StopsSheet } from './stops-sheet';

export type PanelTab = 'positions' | 'pending' | 'history';

type Props = { area: Area; pair: Pair; pairs: readonly Pair[]; tab: PanelTab; onTab: (tab: PanelTab) => void };

/**
 * The user's side of the screen (loaded after the form): the account's figures and risk rate, then open positions
 * (live P/L, TP/SL, close, close all / longs / shorts), pending limit entries (cancel) and history.
 */
export function PositionsPanel({ area, pair, pairs, tab, onTab }: Props) {
  const { t } = useTranslation();
  const open = useLive(area, 1);
  const pending = useLive(area, 0);
  const close = useClosePosition();
  const cancel = useCancelEntry();
  const batch = useBatchClose();
  const [editing, setEditing] = useState<Position | null>(null);
  const bySymbol = useMemo(() => new Map(pairs.map((p) => [p.symbol, p])), [pairs]);
  const positions = open.data?.order.data ?? [];
  const entries = pending.data?.order.data ?? [];
  const longs = positions.filter(isLong).length;

  const onClose = async (p: Position) => {
    const spread = bySymbol.get(p.symbol)?.spread ?? '0';
    const est = closeEstimate({
      side: sideOfType(p.type),
      entry: p.price,
      mark: p.update_price,
      spread,
      quantity: p.number,
    });
    const precision = bySymbol.get(p.symbol)?.precision ?? 2;
    const ok = await confirmAction(
      <div className="lever-ask" data-testid="close-confirm">
        <p>{t('contracts.ask.close')}</p>
        {est && (
          <p className="lever-hint" data-testid="close-estimate">
            {t('contracts.ask.closeEstimate', {
              price: fmtPrice(est.closePrice, precision),
              pnl: fmtPnl(est.pnl, p.settle_currency),
              coin: p.settle_currency,
            })}
          </p>
        )}
      </div>,
      { title: `${t(isLong(p) ? 'contracts.form.long' : 'contracts.form.short')} ${p.symbol}`, danger: true },
    );
    if (ok) close.mutate(p.id, { onSuccess: () => showToast(t('contracts.done.closed')) });
  };

  const onBatch = async (type: 0 | 1 | 2) => {
    const n = type === 0 ? positions.length : type === 1 ? longs : positions.length - longs;
    const key = type === 0 ? 'all' : type === 1 ? 'longs' : 'shorts';
    if (!(await confirmAction(t(`contracts.ask.${key}`, { n }), { danger: true }))) return;
    batch.mutate({ type, area }, { onSuccess: (r) => showToast(t('contracts.done.batch', { n: r.closed })) });
  };

  const onCancel = async (p: Position) => {
    if (!(await confirmAction(t('contracts.ask.cancel')))) return;
    cancel.mutate(p.id, { onSuccess: () => showToast(t('contracts.done.cancelled')) });
  };

  const count = (n: number | undefined) => (n ? ` (${n})` : '');
  return (
    <>
      <AccountBar figures={open.data} pair={pair} />
      <SectionTabs
        activeKey={tab}
        onChange={onTab}
        label={t('contracts.tabs.label')}
        className="lever-tabs"
        items={[
          {
            key: 'positions',
            title: `${t('contracts.tabs.positions')}${count(open.data?.order.total)}`,
            testId: 'lever-tab-positions',
          },
          {
            key: 'pending',
            title: `${t('contracts.tabs.pending')}${count(pending.data?.order.total)}`,
            testId: 'lever-tab-pending',
          },
          { key: 'history', title: t('contracts.tabs.history'), testId: 'lever-tab-history' },
        ]}
      />
      <div className="lever-tab-body">
        {tab === 'positions' &&
          (open.isPending ? (
            <Skeleton.Paragraph lineCount={4} animated />
          ) : open.isError && !open.data ? (
            <ErrorState message={open.error.message} onRetry={() => void open.refetch()} />
          ) : positions.length === 0 ? (
            <EmptyState title={t('contracts.empty')} />
          ) : (
            <>
              <div className="lever-batch" role="group" aria-label={t('contracts.bar.closeAll')}>
                <button type="button" onClick={() => void onBatch(0)} data-testid="lever-close-all">
                  {t('contracts.bar.closeAll')}
                </button>
                <button
                  type="button"
                  disabled={longs === 0}
                  onClick={() => void onBatch(1)}
                  data-testid="lever-close-longs"
                >
                  {t('contracts.bar.closeLongs')}
                </button>
                <button
                  type="button"
                  disabled={longs === positions.length}
                  onClick={() => void onBatch(2)}
                  data-testid="lever-close-shorts"
                >
                  {t('contracts.bar.closeShorts')}
                </button>
              </div>
              <ul className="lever-list" data-testid="lever-positions">
                {positions.map((p) => (
                  <PositionCard
                    key={p.id}
                    position={p}
                    pair={bySymbol.get(p.symbol)}
                    onClose={(x) => void onClose(x)}
                    onEditStops={setEditing}
                  />
                ))}
              </ul>
            </>
          ))}
        {tab === 'pending' &&
          (pending.isPending ? (
            <Skeleton.Paragraph lineCount={4} animated />
          ) : pending.isError && !pending.data ? (
            <ErrorState message={pending.error.message} onRetry={() => void pending.refetch()} />
          ) : (
            <PendingList rows={entries} pairs={bySymbol} onCancel={(p) => void onCancel(p)} />
          ))}
        {tab === 'history' && <HistoryList area={area} pairs={bySymbol} />}
      </div>
      {editing && (
        <StopsSheet position={editing} pair={bySymbol.get(editing.symbol)} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
