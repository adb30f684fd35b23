import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useKline } from '../api/get-kline';
import { colorsOf, useColorMode } from '../model/color-mode';
import { useKlineFeed } from '../model/live';
import { chartKind, type PeriodKey } from '../model/periods';
import type { KlineChartHandle } from './chart-core';

type Props = { symbol: string; period: PeriodKey; precision: number };

/**
 * The pair's chart: history from /currency/new_timeshar, the live candle from the `kline` subscription (both
 * land in the same query entry), drawn by lightweight-charts loaded on first use.
 */
export function KlineChart({ symbol, period, precision }: Props) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useKline(symbol, period);
  useKlineFeed(symbol, period);
  const mode = useColorMode((s) => s.mode);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<KlineChartHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  // Created once per pair (precision is the pair's); the period only changes the data.
  useEffect(() => {
    let disposed = false;
    import('./chart-core')
      .then(({ createKlineChart }) => {
        if (disposed || !container.current) return;
        handle.current = createKlineChart(container.current, {
          precision,
          colors: colorsOf(useColorMode.getState().mode),
        });
        setReady(true);
      })
      .catch(() => {
        if (!disposed) setLoadFailed(true);
      });
    return () => {
      disposed = true;
      handle.current?.remove();
      handle.current = null;
      setReady(false);
    };
  }, [precision]);

  useEffect(() => {
    if (ready && data) handle.current?.draw(data, chartKind(period));
  }, [ready, data, period]);

  useEffect(() => {
    if (ready) handle.current?.setColors(colorsOf(mode));
  }, [ready, mode]);

  const failed = isError || loadFailed;
  return (
    <div className="kline-chart">
      <div
        ref={container}
        className="kline-canvas"
        data-testid="chart-container"
        data-period={period}
        data-candles={data?.length ?? 0}
      />
      {(isPending || !ready) && !failed && (
        <div className="kline-overlay" role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="skel kline-skeleton" />
        </div>
      )}
      {failed && (
        <div className="kline-overlay">
          <ErrorState message={t('market.chartFailed')} onRetry={() => void refetch()} />
        </div>
      )}
    </div>
  );
}
