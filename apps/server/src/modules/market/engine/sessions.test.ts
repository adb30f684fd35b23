import { describe, expect, it } from 'vitest';
import { NYSE_SESSION } from './instruments';
import { isSessionOpen, nextSessionOpen, sessionBounds, sessionOverlapMs, zoneOffsetMs } from './sessions';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('New York time with Intl', () => {
  it.each([
    ['2024-01-15T12:00:00', -5],
    ['2024-07-15T12:00:00', -4],
    ['2024-03-10T06:59:59', -5], // 01:59:59 EST, one second before the spring switch
    ['2024-03-10T07:00:00', -4], // 03:00 EDT
    ['2024-11-03T05:59:59', -4], // 01:59:59 EDT
    ['2024-11-03T06:00:00', -5], // 01:00 EST again
  ])('%s UTC is UTC%i in New York', (iso, hours) => {
    expect(zoneOffsetMs(utc(iso), 'America/New_York')).toBe(hours * 3_600_000);
  });
});

describe('NYSE session', () => {
  it.each([
    ['2024-03-08T14:29:59', false], // Friday before DST: opens 14:30 UTC
    ['2024-03-08T14:30:00', true],
    ['2024-03-08T20:59:59', true],
    ['2024-03-08T21:00:00', false],
    ['2024-03-09T15:00:00', false], // Saturday
    ['2024-03-11T13:30:00', true], // Monday after DST: opens 13:30 UTC
    ['2024-03-11T13:29:59', false],
    ['2024-03-11T19:59:59', true],
    ['2024-03-11T20:00:00', false],
  ])('%s UTC open: %s', (iso, open) => {
    expect(isSessionOpen(utc(iso), NYSE_SESSION)).toBe(open);
  });

  it('finds the next open across a weekend with a DST switch', () => {
    expect(nextSessionOpen(utc('2024-03-08T21:00:00'), NYSE_SESSION)).toBe(utc('2024-03-11T13:30:00'));
    expect(nextSessionOpen(utc('2024-11-01T20:00:00'), NYSE_SESSION)).toBe(utc('2024-11-04T14:30:00'));
    expect(nextSessionOpen(utc('2024-03-11T15:00:00'), NYSE_SESSION)).toBe(utc('2024-03-11T15:00:00'));
  });

  it('gives bounds for weekdays only and measures overlap', () => {
    expect(sessionBounds(utc('2024-03-10T15:00:00'), NYSE_SESSION)).toBeNull();
    expect(sessionBounds(utc('2024-07-01T02:00:00'), NYSE_SESSION)).toBeNull(); // still Sunday in New York
    expect(sessionOverlapMs(utc('2024-03-11T13:00:00'), utc('2024-03-11T14:00:00'), NYSE_SESSION)).toBe(1_800_000);
    expect(sessionOverlapMs(utc('2024-03-08T00:00:00'), utc('2024-03-12T00:00:00'), NYSE_SESSION)).toBe(2 * 23_400_000);
  });
});
