import { formatDateTime } from '@app/api';
import { describe, expect, it } from 'vitest';
import { fmtCoin, fmtDay, fmtMoney, fmtPct, fmtTime } from './format';

describe('earn formats', () => {
  it('show money exactly and rates in percent', () => {
    expect(fmtMoney('1.500000', 'USDT')).toBe('1.50');
    expect(fmtMoney('', 'USDT')).toBe('--');
    expect(fmtCoin('300', 'USDT')).toBe('300.00 USDT');
    expect(fmtPct('0.003')).toBe('0.3%');
    expect(fmtPct('0.0035')).toBe('0.35%');
    expect(fmtPct('0.25')).toBe('25%');
    expect(fmtPct('')).toBe('--');
    expect(fmtDay('2026-11-28 00:00:00')).toBe('2026-11-28');
    // Server times are UTC, shown in the device's zone to the minute.
    expect(fmtTime('2026-11-28 04:30:00')).toBe(formatDateTime(Date.UTC(2026, 10, 28, 4, 30)).slice(0, 16));
    expect(fmtTime('')).toBe('--');
    expect(fmtTime(null)).toBe('--');
  });
});
