import { describe, expect, it } from 'vitest';
import {
  expiryMillis,
  initialCountdown,
  isQuoteFresh,
  QUOTE_REFRESH_SECONDS,
  type QuoteCountdown,
  type QuoteCountdownAction,
  quoteCountdownReducer,
} from './quote-countdown';

const run = (actions: QuoteCountdownAction[], from: QuoteCountdown = initialCountdown) =>
  actions.reduce(quoteCountdownReducer, from);
const ticks = (n: number): QuoteCountdownAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('quote countdown', () => {
  it('does not count before the first quote', () => {
    expect(run(ticks(3))).toEqual(initialCountdown);
  });
  it('starts at 10 s on a quote and ticks down', () => {
    const s = run([{ type: 'quoted', at: 1000 }, ...ticks(3)]);
    expect(s.remaining).toBe(QUOTE_REFRESH_SECONDS - 3);
    expect(s.due).toBe(false);
  });
  it('is due at zero and stays there until a new quote arrives', () => {
    const due = run([{ type: 'quoted', at: 1000 }, ...ticks(QUOTE_REFRESH_SECONDS + 2)]);
    expect(due).toEqual({ quotedAt: 1000, remaining: 0, due: true });
    expect(run([{ type: 'quoted', at: 12_000 }], due)).toEqual({ quotedAt: 12_000, remaining: 10, due: false });
  });
  it('does not restart for the same quote seen again', () => {
    const s = run([{ type: 'quoted', at: 1000 }, ...ticks(4), { type: 'quoted', at: 1000 }]);
    expect(s.remaining).toBe(6);
  });
  it('resets when the pair changes', () => {
    expect(run([{ type: 'quoted', at: 1000 }, { type: 'reset' }])).toEqual(initialCountdown);
  });
});

describe('quote expiry', () => {
  it('reads ISO dates, seconds and milliseconds', () => {
    expect(expiryMillis('2024-01-01T00:00:15.000Z')).toBe(Date.UTC(2024, 0, 1, 0, 0, 15));
    expect(expiryMillis('2024-01-01 00:00:15')).toBe(Date.UTC(2024, 0, 1, 0, 0, 15));
    expect(expiryMillis(1_700_000_015)).toBe(1_700_000_015_000);
    expect(expiryMillis('1700000015000')).toBe(1_700_000_015_000);
  });
  it('is fresh until a second before it expires', () => {
    expect(isQuoteFresh(20, 18_500)).toBe(true); // 20 s since the epoch
    expect(isQuoteFresh(new Date(10_000).toISOString(), 8_000)).toBe(true);
    expect(isQuoteFresh(new Date(10_000).toISOString(), 9_500)).toBe(false);
  });
});
