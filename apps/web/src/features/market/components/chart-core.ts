/**
 * The lightweight-charts wrapper, loaded with a dynamic import so the library (≈ 150 kB) is fetched only when a
 * chart is shown. One chart with a candlestick series (or a line of closes in time-share mode) and a volume
 * histogram in the lower fifth.
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Theme } from '../../../lib/theme';
import type { KlineCandle } from '../api/types';
import { cleanCandles, toCandlePoint, toLinePoint, toVolumePoint } from '../model/chart-data';

export type ChartKind = 'line' | 'candles';
export type Colors = { up: string; down: string };

export type KlineChartHandle = {
  draw(candles: readonly KlineCandle[], kind: ChartKind): void;
  setColors(colors: Colors): void;
  setTheme(theme: Theme): void;
  remove(): void;
};

/** theme.css's bar, soft line, line, text-3 and gold of each theme: the canvas cannot read CSS variables. */
const CHART_THEME: Record<Theme, { bg: string; grid: string; border: string; text: string; line: string }> = {
  dark: { bg: '#2b2b2b', grid: '#3a3a3a', border: '#4a4a4a', text: '#9a9a9a', line: '#e8b86d' },
  light: { bg: '#ffffff', grid: '#ebebed', border: '#dcdcdf', text: '#5e5e5e', line: '#855a10' },
};

function themeOptions(theme: Theme) {
  const c = CHART_THEME[theme];
  return {
    layout: { background: { type: ColorType.Solid, color: c.bg }, textColor: c.text, fontSize: 11 },
    grid: { vertLines: { color: c.grid }, horzLines: { color: c.grid } },
    rightPriceScale: { borderColor: c.border },
    timeScale: { borderColor: c.border },
  };
}

export function createKlineChart(
  container: HTMLElement,
  opts: { precision: number; colors: Colors; theme: Theme },
): KlineChartHandle {
  const base = themeOptions(opts.theme);
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    ...base,
    timeScale: { ...base.timeScale, timeVisible: true, secondsVisible: false, rightOffset: 4 },
    crosshair: { mode: 0 },
  });
  const priceFormat = { type: 'price' as const, precision: opts.precision, minMove: 10 ** -opts.precision };
  let colors = opts.colors;
  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    priceFormat,
    upColor: colors.up,
    downColor: colors.down,
    wickUpColor: colors.up,
    wickDownColor: colors.down,
    borderVisible: false,
  });
  const line: ISeriesApi<'Line'> = chart.addSeries(LineSeries, {
    priceFormat,
    color: CHART_THEME[opts.theme].line,
    lineWidth: 2,
    visible: false,
  });
  const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });

  const t = (c: KlineCandle) => toCandlePoint(c).time as UTCTimestamp;

  // What is drawn, to tell a live update of the newest candle from a new history.
  let drawn: { kind: ChartKind; first: number; length: number; data: KlineCandle[] } | null = null;

  const setAll = (list: KlineCandle[], kind: ChartKind) => {
    candles.applyOptions({ visible: kind === 'candles' });
    line.applyOptions({ visible: kind === 'line' });
    candles.setData(kind === 'candles' ? list.map((c) => ({ ...toCandlePoint(c), time: t(c) })) : []);
    line.setData(kind === 'line' ? list.map((c) => ({ ...toLinePoint(c), time: t(c) })) : []);
    volume.setData(list.map((c) => ({ ...toVolumePoint(c, colors), time: t(c) })));
    chart.timeScale().fitContent();
    if (list.length > 120) chart.timeScale().setVisibleLogicalRange({ from: list.length - 100, to: list.length + 4 });
  };

  return {
    draw(input, kind) {
      const list = cleanCandles(input);
      const first = list[0]?.time ?? 0;
      const last = list[list.length - 1];
      const live =
        drawn &&
        last &&
        drawn.kind === kind &&
        drawn.first === first &&
        list.length - drawn.length <= 1 &&
        list.length >= drawn.length;
      if (live && last) {
        if (kind === 'candles') candles.update({ ...toCandlePoint(last), time: t(last) });
        else line.update({ ...toLinePoint(last), time: t(last) });
        volume.update({ ...toVolumePoint(last, colors), time: t(last) });
      } else {
        setAll(list, kind);
      }
      drawn = { kind, first, length: list.length, data: list };
    },
    setColors(next) {
      colors = next;
      candles.applyOptions({ upColor: next.up, downColor: next.down, wickUpColor: next.up, wickDownColor: next.down });
      if (drawn) setAll(drawn.data, drawn.kind);
    },
    setTheme(theme) {
      chart.applyOptions(themeOptions(theme));
      line.applyOptions({ color: CHART_THEME[theme].line });
    },
    remove() {
      chart.remove();
    },
  };
}
