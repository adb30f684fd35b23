import { describe, expect, it } from 'vitest';
import { apiPeriod, canonicalPeriod, chartKind, isPeriodKey, PERIOD_KEYS, samePeriod } from './periods';

describe('chart periods', () => {
  it('offers the spec client periods in order', () => {
    expect(PERIOD_KEYS).toEqual(['line', '1min', '5min', '15min', '30min', '1H', '1D', '1W', '1M']);
  });

  it.each([
    ['line', '1min', 'line'],
    ['1min', '1min', 'candles'],
    ['5min', '5min', 'candles'],
    ['15min', '15min', 'candles'],
    ['30min', '30min', 'candles'],
    ['1H', '1hour', 'candles'],
    ['1D', '1day', 'candles'],
    ['1W', '1week', 'candles'],
    ['1M', '1mon', 'candles'],
  ] as const)('%s asks the server for %s and draws %s', (key, api, kind) => {
    expect(apiPeriod(key)).toBe(api);
    expect(chartKind(key)).toBe(kind);
  });

  it('matches a push whatever spelling the server echoes', () => {
    expect(samePeriod('60min', '1hour')).toBe(true);
    expect(samePeriod('1H', '1hour')).toBe(true);
    expect(samePeriod('1D', '1day')).toBe(true);
    expect(samePeriod('1M', '1mon')).toBe(true);
    expect(samePeriod('1m', '1min')).toBe(true);
    expect(samePeriod('1M', '1min')).toBe(false); // a month is not a minute
    expect(canonicalPeriod('weird')).toBe('weird');
  });

  it('validates period keys from the URL', () => {
    expect(isPeriodKey('1H')).toBe(true);
    expect(isPeriodKey('1h')).toBe(false);
    expect(isPeriodKey(null)).toBe(false);
  });
});
