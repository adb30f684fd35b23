import { ArrowsAltOutline, CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useTheme } from '../../../lib/theme';
import { useKline } from '../api/get-kline';
import { colorsOf, useColorMode } from '../model/color-mode';
import { INDICATOR_COLORS, INDICATOR_KEYS, INDICATOR_LABELS, type IndicatorKey } from '../model/indicators';
import { useKlineFeed } from '../model/kline-feed';
import { chartKind, type PeriodKey } from '../model/periods';
import type { CandleValues, KlineChartHandle } from './chart-core';

type Props = {
  symbol: string;
  period: PeriodKey;
  precision: number;
  volumeDecimals: number;
  full: boolean;
  onFullChange: (full: boolean) => void;
};

/** Volume is on by default (it was always drawn); the overlays are opt-in. */
const DEFAULT_INDICATORS: readonly IndicatorKey[] = ['VOL'];

function IndicatorBar({
  on,
  onToggle,
  full,
  onFullChange,
}: {
  on: ReadonlySet<IndicatorKey>;
  onToggle: (key: IndicatorKey) => void;
  full: boolean;
  onFullChange: (full: boolean) => void;
}) {
  const { t } = useTranslation();
  // The same button opens and closes: focus follows it into and out of the full-screen panel (not on first show).
  const fullButton = useRef<HTMLButtonElement>(null);
  const shownFull = useRef(full);
  useEffect(() => {
    if (shownFull.current !== full) fullButton.current?.focus();
    shownFull.current = full;
  }, [full]);
  return (
    <div className="indicator-bar">
      <div className="indicator-toggles" role="group" aria-label={t('market.indicators')}>
        {INDICATOR_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={on.has(key)}
            className={on.has(key) ? 'indicator indicator-on' : 'indicator'}
            onClick={() => onToggle(key)}
            data-testid={`indicator-${key}`}
          >
            {key}
          </button>
        ))}
      </div>
      <button
        ref={fullButton}
        type="button"
        className="icon-button chart-full-button"
        aria-label={t(full ? 'market.closeFullScreen' : 'market.fullScreen')}
        onClick={() => onFullChange(!full)}
        data-testid={full ? 'chart-full-close' : 'chart-full-open'}
      >
        {full ? <CloseOutline /> : <ArrowsAltOutline />}
      </button>
    </div>
  );
}

/**
 * The pair's chart: history from /currency/new_timeshar, the live candle from the `kline` subscription (both
 * land in the same query entry), drawn by lightweight-charts loaded on first use.
 */
export function KlineChart({ symbol, period, precision, volumeDecimals, full, onFullChange }: Props) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useKline(symbol, period);
  useKlineFeed(symbol, period);
  const mode = useColorMode((s) => s.mode);
  const theme = useTheme((s) => s.theme);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<KlineChartHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<CandleValues | null>(null);
  const [indicators, setIndicators] = useState<ReadonlySet<IndicatorKey>>(() => new Set(DEFAULT_INDICATORS));
  const toggle = (key: IndicatorKey) =>
    setIndicators((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // The library (≈ 50 KB) is asked for once the candles are in and a frame has painted the page with its
  // answers: started at mount, it finished ahead of the pair's price on fast connections and Lighthouse counted it
  // among what the largest paint waits for (pair detail LCP 2.7 s instead of 1.9 s). The chart cannot draw
  // without its candles anyway; a failed history shows its retry without loading the library.
  const hasData = data !== undefined;
  const [loadLibrary, setLoadLibrary] = useState(false);
  useEffect(() => {
    if (!hasData || loadLibrary) return;
    const frame = requestAnimationFrame(() => setLoadLibrary(true));
    return () => cancelAnimationFrame(frame);
  }, [hasData, loadLibrary]);

  // Created once per pair (precision is the pair's); the period only changes the data.
  useEffect(() => {
    if (!loadLibrary) return;
    let disposed = false;
    const locale = navigator.language;
    // The axis's date formatters first, each in its own task (the chart labels in the browser's language).
    import('./chart-core')
      .then((core) => core.warmTickFormats(locale).then(() => core))
      .then(({ createKlineChart }) => {
        if (disposed || !container.current) return;
        handle.current = createKlineChart(container.current, {
          precision,
          volumeDecimals,
          colors: colorsOf(useColorMode.getState().mode, useTheme.getState().theme),
          theme: useTheme.getState().theme,
          locale,
          onValues: setValues,
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
  }, [loadLibrary, precision, volumeDecimals]);

  // Before the data, so the first draw already has the chosen indicators.
  useEffect(() => {
    if (ready) handle.current?.setIndicators(indicators);
  }, [ready, indicators]);

  useEffect(() => {
    if (ready && data) handle.current?.draw(data, chartKind(period));
  }, [ready, data, period]);

  useEffect(() => {
    if (!ready) return;
    handle.current?.setTheme(theme);
    handle.current?.setColors(colorsOf(mode, theme));
  }, [ready, mode, theme]);

  const failed = isError || loadFailed;
  return (
    <div className="kline-chart">
      <IndicatorBar on={indicators} onToggle={toggle} full={full} onFullChange={onFullChange} />
      <div className="kline-box">
        <div
          ref={container}
          className="kline-canvas"
          data-testid="chart-container"
          data-period={period}
          data-candles={data?.length ?? 0}
          data-indicators={[...indicators].join(' ')}
        />
        <div className="indicator-legend" aria-hidden="true">
          {values && (
            <span className="candle-values" data-testid="chart-values">
              {(['open', 'high', 'low', 'close'] as const).map((k) => (
                <span key={k}>
                  {t(`market.ohlc.${k}`)} <span className="num">{values[k]}</span>
                </span>
              ))}
              <span>
                {t('market.ohlc.volume')} <span className="num">{values.volume}</span>
              </span>
            </span>
          )}
          {INDICATOR_KEYS.filter((key) => indicators.has(key)).flatMap((key) =>
            INDICATOR_LABELS[key].map((label, i) => (
              <span key={label} style={{ color: INDICATOR_COLORS[theme][key][i] }}>
                {label}
              </span>
            )),
          )}
        </div>
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
    </div>
  );
}
