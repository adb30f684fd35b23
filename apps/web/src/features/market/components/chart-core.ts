/**
 * The lightweight-charts wrapper, loaded with a dynamic import so the library (≈ 150 kB) is fetched only when a
 * chart is shown. One chart with a candlestick series (or a line of closes in time-share mode), the overlay
 * indicators (MA, EMA, BOLL) on the price scale and the VOL histogram with its MA in the lower fifth.
 */
import { formatCompact, formatPrice } from '@app/api';
import {
  type AutoscaleInfo,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type PriceFormatCustom,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import type { Theme } from '../../../lib/theme';
import type { KlineCandle } from '../api/types';
import { cleanCandles, toCandlePoint, toLinePoint, toVolumePoint } from '../model/chart-data';
import {
  BOLL_PERIOD,
  BOLL_WIDTH,
  bollinger,
  EMA_PERIODS,
  ema,
  INDICATOR_COLORS,
  type IndicatorKey,
  MA_PERIODS,
  type Series,
  sma,
  VOL_MA_PERIOD,
} from '../model/indicators';

export type ChartKind = 'line' | 'candles';
export type Colors = { up: string; down: string };

/** The values of one candle as the legend shows them (prices at the pair's precision, volume in K/M/B). */
export type CandleValues = { open: string; high: string; low: string; close: string; volume: string };

export type KlineChartHandle = {
  draw(candles: readonly KlineCandle[], kind: ChartKind): void;
  setColors(colors: Colors): void;
  setIndicators(on: ReadonlySet<IndicatorKey>): void;
  setTheme(theme: Theme): void;
  remove(): void;
};

/** Price scale margins (fractions of the pane): room below for the volume bars only while VOL is shown. */
const TOP_MARGIN = 0.08;
const BOTTOM_WITH_VOL = 0.24;
const BOTTOM_WITHOUT_VOL = 0.06;

/** theme.css's bar, soft line, line, text-3 and gold of each theme: the canvas cannot read CSS variables. */
const CHART_THEME: Record<Theme, { bg: string; grid: string; border: string; text: string; line: string }> = {
  dark: { bg: '#2b2b2b', grid: '#3a3a3a', border: '#4a4a4a', text: '#9a9a9a', line: '#e8b86d' },
  light: { bg: '#ffffff', grid: '#ebebed', border: '#dcdcdf', text: '#5e5e5e', line: '#855a10' },
};

/** The library's own time-axis labels (year; month; day; time; time with seconds), in UTC as it shows them. */
const TICK_OPTIONS: readonly Intl.DateTimeFormatOptions[] = [
  { year: 'numeric' },
  { month: 'short' },
  { day: 'numeric' },
  { hour12: false, hour: '2-digit', minute: '2-digit' },
  { hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' },
];
const tickFormats = new Map<string, Intl.DateTimeFormat>();
/** Labels already made: the library asks again for the same ticks on every redraw. */
const tickLabels = new Map<string, string>();
const TICK_LABELS_KEPT = 20_000;

/**
 * The same labels as the library's default, from one formatter per language and kind, each label made once: the
 * default calls `toLocaleString` for every tick on every redraw, which builds a formatter each time (about a third
 * of the detail page's first drawing at a phone's speed).
 */
function tickFormat(locale: string, type: number, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${type}`;
  let format = tickFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    tickFormats.set(key, format);
  }
  return format;
}

/**
 * Makes the time axis's formatters ahead of the chart, one per task. Each `Intl.DateTimeFormat` costs a few
 * milliseconds to build (about 24 ms for the axis's set on a desktop, four times that on a phone), and the chart
 * would otherwise build them all inside its first frame: one long task that blocks taps.
 */
export function warmTickFormats(locale: string): Promise<void> {
  return TICK_OPTIONS.reduce<Promise<void>>(
    (previous, options, type) =>
      previous.then(
        () =>
          new Promise((resolve) =>
            setTimeout(() => {
              // The first label costs as much as the formatter: the engine finishes building it then.
              tickFormat(locale, type, options).format(0);
              resolve();
            }, 0),
          ),
      ),
    Promise.resolve(),
  );
}

export function tickMark(time: Time, type: TickMarkType, locale: string): string | null {
  const options = TICK_OPTIONS[type];
  if (typeof time !== 'number' || !options) return null;
  const labelKey = `${locale} ${type} ${time}`;
  const known = tickLabels.get(labelKey);
  if (known !== undefined) return known;
  const label = tickFormat(locale, type, options).format(time * 1000);
  if (tickLabels.size >= TICK_LABELS_KEPT) tickLabels.clear();
  tickLabels.set(labelKey, label);
  return label;
}

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
  opts: {
    precision: number;
    volumeDecimals: number;
    colors: Colors;
    theme: Theme;
    /** The time axis's language (the browser's, as the library's default); warmTickFormats takes the same. */
    locale: string;
    /** The candle under the crosshair, or the newest one when there is no crosshair. */
    onValues?: (values: CandleValues | null) => void;
  },
): KlineChartHandle {
  const base = themeOptions(opts.theme);
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    ...base,
    localization: { locale: opts.locale },
    timeScale: {
      ...base.timeScale,
      timeVisible: true,
      secondsVisible: false,
      rightOffset: 4,
      tickMarkFormatter: tickMark,
    },
    crosshair: { mode: 0 },
    // Dragging the price axis would leave the autoscale below and show prices under 0 again.
    handleScale: { axisPressedMouseMove: { time: true, price: false } },
  });

  let on: ReadonlySet<IndicatorKey> = new Set(['VOL']);
  let bottomMargin = BOTTOM_WITH_VOL;
  const axis = { min: Number.POSITIVE_INFINITY };

  // Labels through the app's formatter (thousands separators of the language); the lowest tick is kept on the
  // container so the journey can check that the axis never shows a negative price.
  const priceFormat: PriceFormatCustom = {
    type: 'custom',
    minMove: 10 ** -opts.precision,
    formatter: (p) => formatPrice(p, opts.precision),
    tickmarksFormatter: (prices) => {
      if (prices.length) {
        axis.min = Math.min(...prices);
        container.dataset.axisMin = String(axis.min);
      }
      return prices.map((p) => formatPrice(p, opts.precision));
    },
  };
  const volumeFormat: PriceFormatCustom = {
    type: 'custom',
    minMove: 10 ** -opts.volumeDecimals,
    formatter: (v) => formatCompact(v, opts.volumeDecimals),
  };

  // What the overlays draw, oldest first, to include their visible part in the autoscale.
  let overlayValues: Series[] = [];

  /**
   * Prices are never negative, so neither is the axis: the range of the visible candles and overlays is cut at
   * 0, and its bottom raised just enough that the scale's bottom margin (room for the volume bars) stops at 0
   * rather than below it. A monthly history going from a few dollars to 60,000 showed '-10,000.00' before.
   */
  const nonNegative = (base: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const info = base();
    if (!info?.priceRange) return info;
    let { minValue, maxValue } = info.priceRange;
    const visible = chart.timeScale().getVisibleLogicalRange();
    if (visible) {
      const from = Math.max(0, Math.floor(visible.from));
      for (const values of overlayValues) {
        const to = Math.min(values.length - 1, Math.ceil(visible.to));
        for (let i = from; i <= to; i++) {
          const v = values[i];
          if (v === null || v === undefined) continue;
          if (v < minValue) minValue = v;
          if (v > maxValue) maxValue = v;
        }
      }
    }
    const k = bottomMargin / (1 - bottomMargin - TOP_MARGIN);
    const floor = (k * Math.max(maxValue, 0)) / (1 + k);
    return { ...info, priceRange: { minValue: Math.max(minValue, floor, 0), maxValue: Math.max(maxValue, 0) } };
  };

  let colors = opts.colors;
  let currentTheme = opts.theme;
  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    priceFormat,
    upColor: colors.up,
    downColor: colors.down,
    wickUpColor: colors.up,
    wickDownColor: colors.down,
    borderVisible: false,
    autoscaleInfoProvider: nonNegative,
  });
  const line: ISeriesApi<'Line'> = chart.addSeries(LineSeries, {
    priceFormat,
    color: CHART_THEME[opts.theme].line,
    lineWidth: 2,
    visible: false,
    autoscaleInfoProvider: nonNegative,
  });
  const overlay = (color: string, scale?: string): ISeriesApi<'Line'> =>
    chart.addSeries(LineSeries, {
      ...(scale ? { priceScaleId: scale, priceFormat: volumeFormat } : { priceFormat }),
      color,
      lineWidth: 1,
      visible: false,
      lastValueVisible: false,
      priceLineVisible: false,
      crosshairMarkerVisible: false,
      // The main series' provider accounts for them (it cuts the range at 0).
      autoscaleInfoProvider: () => null,
    });
  const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: volumeFormat,
    lastValueVisible: false,
    priceLineVisible: false,
  });
  /**
   * An indicator's lines are made the first time it is shown: the VOL average at once (on by default), MA, EMA and
   * BOLL (nine lines) only if switched on. Made up front, hidden, they were a sixth of making the chart and every
   * frame still went through them.
   */
  const lines: Partial<Record<IndicatorKey, ISeriesApi<'Line'>[]>> = {};
  const linesOf = (key: IndicatorKey): ISeriesApi<'Line'>[] => {
    let made = lines[key];
    if (!made) {
      const palette = INDICATOR_COLORS[currentTheme][key];
      made =
        key === 'VOL'
          ? [
              chart.addSeries(LineSeries, {
                priceScaleId: 'volume',
                priceFormat: volumeFormat,
                color: palette[0],
                lineWidth: 1,
                lastValueVisible: false,
                priceLineVisible: false,
                crosshairMarkerVisible: false,
              }),
            ]
          : palette.map((c) => overlay(c));
      lines[key] = made;
    }
    return made;
  };
  const madeLines = () => Object.keys(lines) as IndicatorKey[];
  linesOf('VOL');
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const applyMargins = () =>
    candles.priceScale().applyOptions({ scaleMargins: { top: TOP_MARGIN, bottom: bottomMargin } });
  applyMargins();

  const t = (c: KlineCandle) => toCandlePoint(c).time as UTCTimestamp;

  /** The values of the indicators `keys` for `list`, each in the order of `lines[key]`. */
  const compute = (list: KlineCandle[], keys: readonly IndicatorKey[]): Partial<Record<IndicatorKey, Series[]>> => {
    const closes = list.map((c) => Number(c.close));
    const values: Partial<Record<IndicatorKey, Series[]>> = {};
    for (const key of keys) {
      if (key === 'MA') values.MA = MA_PERIODS.map((n) => sma(closes, n));
      if (key === 'EMA') values.EMA = EMA_PERIODS.map((n) => ema(closes, n));
      if (key === 'BOLL') {
        const bands = bollinger(closes, BOLL_PERIOD, BOLL_WIDTH);
        values.BOLL = [bands.mid, bands.upper, bands.lower];
      }
      if (key === 'VOL')
        values.VOL = [
          sma(
            list.map((c) => Number(c.vol)),
            VOL_MA_PERIOD,
          ),
        ];
    }
    return values;
  };
  const point = (time: UTCTimestamp, v: number | null | undefined) =>
    v === null || v === undefined ? ({ time } as WhitespaceData) : { time, value: v };

  const valuesOf = (c: KlineCandle | undefined): CandleValues | null =>
    c
      ? {
          open: formatPrice(c.open, opts.precision),
          high: formatPrice(c.high, opts.precision),
          low: formatPrice(c.low, opts.precision),
          close: formatPrice(c.close, opts.precision),
          volume: formatCompact(c.vol, opts.volumeDecimals),
        }
      : null;
  let hovered: KlineCandle | undefined;
  const byTime = new Map<number, KlineCandle>();
  chart.subscribeCrosshairMove((param) => {
    hovered = param.time === undefined ? undefined : byTime.get(param.time as number);
    opts.onValues?.(valuesOf(hovered ?? drawn?.data[drawn.data.length - 1]));
  });

  // What is drawn, to tell a live update of the newest candle from a new history.
  let drawn: { kind: ChartKind; first: number; length: number; data: KlineCandle[] } | null = null;

  const showIndicators = () => {
    for (const key of on) linesOf(key);
    for (const key of madeLines()) {
      for (const s of linesOf(key)) s.applyOptions({ visible: on.has(key) });
    }
    volume.applyOptions({ visible: on.has('VOL') });
    const next = on.has('VOL') ? BOTTOM_WITH_VOL : BOTTOM_WITHOUT_VOL;
    if (next !== bottomMargin) {
      bottomMargin = next;
      applyMargins();
    }
  };

  /**
   * Indicator lines hold data only while shown: a hidden one is emptied (its old times would stretch the time axis)
   * and filled when it is switched on. Nine lines of every candle, most of them hidden, were half the first draw.
   */
  const filled = new Set<IndicatorKey>();
  const setIndicatorData = (list: KlineCandle[], live: boolean) => {
    const keys = madeLines();
    const shown = keys.filter((k) => on.has(k));
    const values = compute(list, shown);
    const last = list[list.length - 1];
    for (const key of keys) {
      const series = values[key];
      if (!series) {
        if (filled.delete(key)) for (const s of linesOf(key)) s.setData([]);
        continue;
      }
      linesOf(key).forEach((s, i) => {
        const v = series[i] ?? [];
        if (live && last && filled.has(key)) s.update(point(t(last), v[v.length - 1]));
        else s.setData(list.map((c, j) => point(t(c), v[j])));
      });
      filled.add(key);
    }
    overlayValues = (['MA', 'EMA', 'BOLL'] as const).flatMap((k) => values[k] ?? []);
    // For the journeys, as axisMin: which indicator lines hold data (the canvas cannot be read).
    container.dataset.filled = [...filled].sort().join(' ');
  };

  const setAll = (list: KlineCandle[], kind: ChartKind) => {
    candles.applyOptions({ visible: kind === 'candles' });
    line.applyOptions({ visible: kind === 'line' });
    candles.setData(kind === 'candles' ? list.map((c) => ({ ...toCandlePoint(c), time: t(c) })) : []);
    line.setData(kind === 'line' ? list.map((c) => ({ ...toLinePoint(c), time: t(c) })) : []);
    volume.setData(list.map((c) => ({ ...toVolumePoint(c, colors), time: t(c) })));
    setIndicatorData(list, false);
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
        setIndicatorData(list, true);
      } else {
        setAll(list, kind);
      }
      drawn = { kind, first, length: list.length, data: list };
      if (!live) byTime.clear();
      for (const c of live && last ? [last] : list) byTime.set(t(c), c);
      // The strings of the candle's own decimal values, not of the chart's floats.
      if (!hovered) opts.onValues?.(valuesOf(last));
    },
    setColors(next) {
      // The page sets the colours again with the theme: the same ones must not redraw every candle.
      if (next.up === colors.up && next.down === colors.down) return;
      colors = next;
      candles.applyOptions({ upColor: next.up, downColor: next.down, wickUpColor: next.up, wickDownColor: next.down });
      if (drawn) volume.setData(drawn.data.map((c) => ({ ...toVolumePoint(c, colors), time: t(c) })));
    },
    setIndicators(next) {
      // The page sets them once the chart is made, usually to what it was made with: nothing to redraw then.
      if (next.size === on.size && [...next].every((key) => on.has(key))) return;
      on = next;
      showIndicators();
      if (drawn) setIndicatorData(drawn.data, false);
    },
    setTheme(theme) {
      // As setColors: the page sets the theme it made the chart with once it is ready; each change redraws all.
      if (theme === currentTheme) return;
      currentTheme = theme;
      chart.applyOptions(themeOptions(theme));
      line.applyOptions({ color: CHART_THEME[theme].line });
      for (const key of madeLines()) {
        linesOf(key).forEach((series, i) => {
          series.applyOptions({ color: INDICATOR_COLORS[theme][key][i] });
        });
      }
    },
    remove() {
      chart.remove();
    },
  };
}
