import type { RiskRow } from '../api/types';
import { compareDecimal, timesWhole } from './decimal';

/**
 * How close an account is to liquidation, read from its cross risk rate (%) and the threshold of its positions (%):
 * `due` at or below the threshold (the engine liquidates at the next tick), `near` within NEAR_FACTOR times the
 * threshold, `safe` above, `none` without a cross rate (isolated positions only).
 */
export type RiskLevel = 'due' | 'near' | 'safe' | 'none';

export const NEAR_FACTOR = 2;

export function riskLevel(rate: string, threshold: string): RiskLevel {
  if (!rate) return 'none';
  const toThreshold = compareDecimal(rate, threshold);
  if (toThreshold === undefined) return 'none';
  if (toThreshold <= 0) return 'due';
  return (compareDecimal(rate, timesWhole(threshold, NEAR_FACTOR)) ?? 1) <= 0 ? 'near' : 'safe';
}

/** Lowest risk rate first (the server's order, kept when the table is sorted again); no rate last. */
export function byRiskRate(a: RiskRow, b: RiskRow): number {
  if (!a.hazard_rate || !b.hazard_rate) return a.hazard_rate ? -1 : b.hazard_rate ? 1 : 0;
  return compareDecimal(a.hazard_rate, b.hazard_rate) ?? 0;
}

export const LEVEL_COLORS: Record<RiskLevel, string> = {
  due: 'red',
  near: 'orange',
  safe: 'green',
  none: 'default',
};

/** The row's background on the risk table (the operator finds the accounts to watch at a glance). */
export const LEVEL_BACKGROUNDS: Partial<Record<RiskLevel, string>> = { due: '#fff1f0', near: '#fff7e6' };
