import { describe, expect, it } from 'vitest';
import { expiryParts, fmtMoney, fmtPrice, fmtRatio, fmtSigned } from './format';
import { netOf } from './results';
import { makeOrder, settled } from './test-orders';

describe('options display', () => {
  it('shows ratios in percent; a break-even rate rounded up (at least that many wins)', () => {
    expect(fmtRatio('0.85')).toBe('85%');
    expect(fmtRatio('1')).toBe('100%');
    expect(fmtRatio('0.001')).toBe('0.1%');
    expect(fmtRatio('0.541081', 'up')).toBe('54.11%');
    expect(fmtRatio('0.540541', 'up')).toBe('54.06%');
    expect(fmtRatio('0.5', 'up')).toBe('50%');
    expect(fmtRatio(null)).toBe('--');
  });

  it('shows money exactly and results with their sign', () => {
    expect(fmtMoney('1000')).toBe('1,000.00');
    expect(fmtMoney('0.001235')).toBe('0.001235');
    expect(fmtSigned('8.49')).toBe('+8.49');
    expect(fmtSigned('-10.01')).toBe('-10.01');
    expect(fmtSigned('0')).toBe('0.00');
  });

  it('never hides a digit of a recorded price', () => {
    expect(fmtPrice('65000.5', 2)).toBe('65,000.50');
    expect(fmtPrice('65000.123', 2)).toBe('65,000.123');
    expect(fmtPrice('', 2)).toBe('--');
  });

  it('names an expiry in seconds under a minute, else in minutes', () => {
    expect([30, 60, 120, 300, 90].map(expiryParts)).toEqual([
      { key: 'seconds', n: 30 },
      { key: 'minutes', n: 1 },
      { key: 'minutes', n: 2 },
      { key: 'minutes', n: 5 },
      { key: 'seconds', n: 90 },
    ]);
  });

  it('an order’s result after its fee', () => {
    expect(netOf(settled())).toBe('8.49');
    expect(netOf(settled({ profit_result: -1, payout: '0' }))).toBe('-10.01');
    expect(netOf(settled({ profit_result: 0, payout: '10' }))).toBe('-0.01');
    expect(netOf(makeOrder())).toBe('-10.01');
  });
});
