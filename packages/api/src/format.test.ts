import { describe, expect, it } from 'vitest';
import {
  APP_LOCALES,
  changeDirection,
  EMPTY_DISPLAY,
  formatCompact,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  intlNumberSymbols,
  numberSymbols,
  RELATIVE_TIME_KEYS,
  relativeTime,
  renderRelativeTime,
  type Translate,
  toMillis,
} from './format';

describe('formatCompact (spec §9: M above 1 million, K above 1000, otherwise 4 decimals; B above 1 billion)', () => {
  it.each([
    ['1234567', '1.2M'],
    ['1000000', '1.0M'],
    ['999999999', '999.9M'],
    ['1500000000', '1.50B'],
    ['1154600000', '1.15B'],
    ['1999999999999', '1,999.99B'],
    ['12345', '12.3K'],
    ['1000', '1.0K'],
    ['999999', '999.9K'],
    ['999.99999', '999.9999'],
    ['12.3456789', '12.3456'],
    ['0', '0.0000'],
    ['-2500000', '-2.5M'],
    ['-1234.5', '-1.2K'],
    ['-0.00001', '0.0000'],
    [1234567.89, '1.2M'],
    [0.1, '0.1000'],
  ] as const)('%j → %s', (v, out) => expect(formatCompact(v)).toBe(out));

  it('takes the small-number decimals', () => expect(formatCompact('3.14159', 2)).toBe('3.14'));
  it.each(['abc', '', '1e5', Number.NaN, Number.POSITIVE_INFINITY])('shows %j as the empty display', (v) =>
    expect(formatCompact(v)).toBe(EMPTY_DISPLAY),
  );
});

describe('formatNumber (default precision 2)', () => {
  it.each([
    ['1234567.891', undefined, '1,234,567.89'],
    ['1234567.895', undefined, '1,234,567.90'],
    ['0', undefined, '0.00'],
    ['999', undefined, '999.00'],
    ['-1234.5', undefined, '-1,234.50'],
    ['1234.5678', 0, '1,235'],
    ['0.12345678', 8, '0.12345678'],
    ['1000000000000000000000000000000', 0, '1,000,000,000,000,000,000,000,000,000,000'],
    [1e21, 2, '1,000,000,000,000,000,000,000.00'],
    [0.1, undefined, '0.10'],
  ] as const)('%j at %s → %s', (v, p, out) => expect(formatNumber(v, p)).toBe(out));

  it('takes a rounding mode', () => expect(formatNumber('1.999', 2, 'down')).toBe('1.99'));
  it('shows invalid input as the empty display', () => {
    expect(formatNumber('x')).toBe(EMPTY_DISPLAY);
    expect(formatNumber('1', -1)).toBe(EMPTY_DISPLAY);
  });
});

describe('formatPercent', () => {
  it.each([
    ['1.23', '+1.23%'],
    ['-1.23', '-1.23%'],
    ['0', '0.00%'],
    ['0.001', '0.00%'],
    ['-0.001', '0.00%'],
    ['0.005', '+0.01%'],
    [12.5, '+12.50%'],
  ] as const)('%j → %s', (v, out) => expect(formatPercent(v)).toBe(out));
  it('takes a precision', () => expect(formatPercent('3.14159', 3)).toBe('+3.142%'));
  it('invalid → empty display', () => expect(formatPercent('n/a')).toBe(EMPTY_DISPLAY));
});

describe('changeDirection', () => {
  it.each([
    ['1.5', 'up'],
    ['-0.01', 'down'],
    ['0', 'flat'],
    ['-0.000', 'flat'],
    [2, 'up'],
    ['bad', 'flat'],
  ] as const)('%j → %s', (v, out) => expect(changeDirection(v)).toBe(out));
});

describe('toMillis (spec §9: above 10 digits is milliseconds)', () => {
  it.each([
    [1700000000, 1700000000000],
    [1700000000000, 1700000000000],
    ['1700000000', 1700000000000],
    ['1700000000123', 1700000000123],
    [9999999999, 9999999999000],
    [10000000000, 10000000000],
    [0, 0],
  ] as const)('%j → %d', (ts, ms) => expect(toMillis(ts)).toBe(ms));
  it('invalid → NaN', () => {
    expect(toMillis('abc')).toBeNaN();
    expect(toMillis('')).toBeNaN();
  });
});

describe('formatDateTime / formatDate', () => {
  it.each([
    [1700000000, 'UTC', '2023-11-14 22:13:20'],
    [1700000000000, 'UTC', '2023-11-14 22:13:20'],
    [1700000000, 'Asia/Shanghai', '2023-11-15 06:13:20'],
    [0, 'UTC', '1970-01-01 00:00:00'],
    [1704067199, 'UTC', '2023-12-31 23:59:59'],
  ] as const)('%d in %s → %s', (ts, tz, out) => expect(formatDateTime(ts, tz)).toBe(out));

  it('uses 00 for midnight (24-hour clock)', () =>
    expect(formatDateTime(1699920000, 'UTC')).toBe('2023-11-14 00:00:00'));
  it('formats the date alone', () => expect(formatDate(1700000000, 'Asia/Shanghai')).toBe('2023-11-15'));
  it('invalid → empty display', () => {
    expect(formatDateTime('x', 'UTC')).toBe(EMPTY_DISPLAY);
    expect(formatDate(1700000000, 'Not/AZone')).toBe(EMPTY_DISPLAY);
  });
});

describe('relativeTime (spec §9: under 300 s just now, then minutes, hours, days up to 30 days)', () => {
  const now = 1700000000000;
  const ago = (s: number) => now - s * 1000;
  it.each([
    [0, { unit: 'just_now', value: 0 }],
    [299, { unit: 'just_now', value: 0 }],
    [300, { unit: 'minutes', value: 5 }],
    [3599, { unit: 'minutes', value: 59 }],
    [3600, { unit: 'hours', value: 1 }],
    [86399, { unit: 'hours', value: 23 }],
    [86400, { unit: 'days', value: 1 }],
    [30 * 86400, { unit: 'days', value: 30 }],
    [31 * 86400, { unit: 'date', value: '2023-10-14' }],
    [-60, { unit: 'just_now', value: 0 }],
    [-3600, { unit: 'date', value: '2023-11-14' }],
  ] as const)('%d s ago → %j', (s, out) => expect(relativeTime(ago(s), now, 'UTC')).toEqual(out));

  it('accepts second timestamps', () =>
    expect(relativeTime(1700000000 - 7200, now)).toEqual({ unit: 'hours', value: 2 }));

  it('renders in English by default', () => {
    expect(renderRelativeTime({ unit: 'just_now', value: 0 })).toBe('just now');
    expect(renderRelativeTime({ unit: 'minutes', value: 1 })).toBe('1 minute ago');
    expect(renderRelativeTime({ unit: 'hours', value: 3 })).toBe('3 hours ago');
    expect(renderRelativeTime({ unit: 'days', value: 2 })).toBe('2 days ago');
    expect(renderRelativeTime({ unit: 'date', value: '2023-10-14' })).toBe('2023-10-14');
  });

  it('renders with a translate function', () => {
    const zh: Translate = (key, p) =>
      ({
        [RELATIVE_TIME_KEYS.just_now]: '刚刚',
        [RELATIVE_TIME_KEYS.minutes]: `${p?.count}分钟前`,
        [RELATIVE_TIME_KEYS.hours]: `${p?.count}小时前`,
        [RELATIVE_TIME_KEYS.days]: `${p?.count}天前`,
      })[key] ?? key;
    expect(formatRelativeTime(ago(600), now, zh)).toBe('10分钟前');
    expect(formatRelativeTime(ago(10), now, zh)).toBe('刚刚');
    expect(formatRelativeTime(ago(3 * 86400), now, zh)).toBe('3天前');
  });
});

describe('number separators of the apps’ languages', () => {
  it.each(Object.entries(APP_LOCALES))('%s (%s): the table is what Intl says', (lang, tag) => {
    expect(numberSymbols(lang)).toEqual(intlNumberSymbols(tag));
  });
});
