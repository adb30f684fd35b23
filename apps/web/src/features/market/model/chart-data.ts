import type { KlineCandle } from '../api/types';

/**
 * Candles → chart points. The chart library draws JS numbers, so this is the one place where the decimal
 * strings become floats: display only, nothing is computed from them. Times are shifted to the phone's time
 * zone because the library labels its axis in UTC.
 */
export type ChartTime = number;

export function toChartTime(ms: number): ChartTime {
  return Math.floor(ms / 1000) - new Date(ms).getTimezoneOffset() * 60;
}

export type CandlePoint = { time: ChartTime; open: number; high: number; low: number; close: number };
export type LinePoint = { time: ChartTime; value: number };
export type VolumePoint = { time: ChartTime; value: number; color: string };

/** Oldest first and one point per time (the library rejects out-of-order or repeated times). */
export function cleanCandles(candles: readonly KlineCandle[]): KlineCandle[] {
  const byTime = new Map<number, KlineCandle>();
  for (const c of candles) {
    if (Number.isFinite(c.time) && Number.isFinite(Number(c.close))) byTime.set(c.time, c);
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

export const toCandlePoint = (c: KlineCandle): CandlePoint => ({
  time: toChartTime(c.time),
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});

export const toLinePoint = (c: KlineCandle): LinePoint => ({ time: toChartTime(c.time), value: Number(c.close) });

export const toVolumePoint = (c: KlineCandle, colors: { up: string; down: string }): VolumePoint => ({
  time: toChartTime(c.time),
  value: Number(c.vol),
  // Translucent bars in the candle's colour: close ≥ open is up.
  color: `${Number(c.close) >= Number(c.open) ? colors.up : colors.down}80`,
});
