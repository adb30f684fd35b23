/**
 * Chart indicators as pure functions over the closes (or volumes) of the drawn candles, oldest first. Each
 * answers one value per input, `null` where the window is not full yet, so the series line up with the candles.
 * Display only: the inputs are the chart's floats, nothing here is money.
 */
export type Series = (number | null)[];

export const INDICATOR_KEYS = ['MA', 'EMA', 'BOLL', 'VOL'] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

/** The usual periods of the exchanges' mobile charts. */
export const MA_PERIODS = [5, 10, 30] as const;
export const EMA_PERIODS = [12, 26] as const;
export const BOLL_PERIOD = 20;
export const BOLL_WIDTH = 2;
export const VOL_MA_PERIOD = 5;

/**
 * Line colours of each indicator's lines, in the order of its periods (chart and legend), per theme: the legend is
 * text, so each colour keeps AA contrast (4.5:1) on its theme's chart background (#2b2b2b dark, #ffffff light;
 * indicators.test.ts checks it).
 */
export const INDICATOR_COLORS = {
  dark: {
    MA: ['#e8b86d', '#5fb4ff', '#c77dff'],
    EMA: ['#ffa94d', '#4dd4ac'],
    BOLL: ['#e8b86d', '#5fb4ff', '#5fb4ff'],
    VOL: ['#e8b86d'],
  },
  light: {
    MA: ['#855a10', '#0b62b5', '#7b2cbf'],
    EMA: ['#a14f00', '#0a7656'],
    BOLL: ['#855a10', '#0b62b5', '#0b62b5'],
    VOL: ['#855a10'],
  },
} as const satisfies Record<'dark' | 'light', Record<IndicatorKey, readonly string[]>>;

/** The legend's names of each indicator's lines ('MA5', 'BOLL(20,2)' …), same order as the colours. */
export const INDICATOR_LABELS: Record<IndicatorKey, readonly string[]> = {
  MA: MA_PERIODS.map((n) => `MA${n}`),
  EMA: EMA_PERIODS.map((n) => `EMA${n}`),
  BOLL: [`BOLL(${BOLL_PERIOD},${BOLL_WIDTH})`],
  VOL: [`VOL MA${VOL_MA_PERIOD}`],
};

/**
 * Simple moving average: the mean of the last `n` values. Each window is summed afresh: a running sum keeps
 * the rounding error of a spike long gone (1024 then 0.0001 averaged below its own window's minimum).
 */
export function sma(values: readonly number[], n: number): Series {
  const out: Series = new Array(values.length).fill(null);
  if (!Number.isInteger(n) || n < 1) return out;
  for (let i = n - 1; i < values.length; i++) {
    let sum = 0;
    for (let j = i - n + 1; j <= i; j++) sum += values[j] as number;
    out[i] = sum / n;
  }
  return out;
}

/**
 * Exponential moving average with α = 2 / (n + 1), seeded with the simple average of the first `n` values
 * (so its first value is the MA's, as on the usual charting sites).
 */
export function ema(values: readonly number[], n: number): Series {
  const out: Series = new Array(values.length).fill(null);
  if (!Number.isInteger(n) || n < 1 || values.length < n) return out;
  const alpha = 2 / (n + 1);
  let prev = 0;
  for (let i = 0; i < n; i++) prev += values[i] as number;
  prev /= n;
  out[n - 1] = prev;
  for (let i = n; i < values.length; i++) {
    prev = alpha * (values[i] as number) + (1 - alpha) * prev;
    out[i] = prev;
  }
  return out;
}

export type Bands = { mid: Series; upper: Series; lower: Series };

/** Bollinger bands: the `n` MA ± `k` population standard deviations of the same window. */
export function bollinger(values: readonly number[], n = BOLL_PERIOD, k = BOLL_WIDTH): Bands {
  const mid = sma(values, n);
  const upper: Series = new Array(values.length).fill(null);
  const lower: Series = new Array(values.length).fill(null);
  for (let i = n - 1; i < values.length; i++) {
    const m = mid[i];
    if (m === null || m === undefined) continue;
    let squares = 0;
    for (let j = i - n + 1; j <= i; j++) squares += ((values[j] as number) - m) ** 2;
    const sd = Math.sqrt(squares / n);
    upper[i] = m + k * sd;
    lower[i] = m - k * sd;
  }
  return { mid, upper, lower };
}
