import type { TickMarkType, UTCTimestamp } from 'lightweight-charts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tickMark, warmTickFormats } from './chart-core';

/** lightweight-charts' own default label (its formatTickmark), for comparison. */
function libraryDefault(seconds: number, type: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions[] = [
    { year: 'numeric' },
    { month: 'short' },
    { day: 'numeric' },
    { hour12: false, hour: '2-digit', minute: '2-digit' },
    { hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' },
  ];
  const a = new Date(seconds * 1000);
  const local = new Date(
    a.getUTCFullYear(),
    a.getUTCMonth(),
    a.getUTCDate(),
    a.getUTCHours(),
    a.getUTCMinutes(),
    a.getUTCSeconds(),
  );
  return local.toLocaleString(locale, options[type]);
}

describe('time axis labels', () => {
  it.each(['en-US', 'zh-CN', 'ja-JP', 'th-TH', 'fr-FR'])('are the library’s default ones (%s)', (locale) => {
    for (const seconds of [0, 1_700_000_000, 1_795_777_066, 1_800_000_123]) {
      for (const type of [0, 1, 2, 3, 4]) {
        expect(tickMark(seconds as UTCTimestamp, type as TickMarkType, locale)).toBe(
          libraryDefault(seconds, type, locale),
        );
      }
    }
  });

  it('leaves business-day times to the library', () => {
    expect(tickMark({ year: 2026, month: 1, day: 2 }, 0 as TickMarkType, 'en-US')).toBeNull();
  });
});

describe('warming the axis formatters', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds one formatter per task, and the chart then builds none', async () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const warm = warmTickFormats('ko-KR');
    await Promise.resolve();
    vi.advanceTimersToNextTimer();
    expect(built).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    await warm;
    expect(built).toHaveBeenCalledTimes(5);
    for (const type of [0, 1, 2, 3, 4]) tickMark(1_795_777_066 as UTCTimestamp, type as TickMarkType, 'ko-KR');
    expect(built).toHaveBeenCalledTimes(5);
  });
});
