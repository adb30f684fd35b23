import { describe, expect, it } from 'vitest';
import { COUNTDOWN_SLACK_MS, clock, countdown, PUSH_GRACE_MS, stampDeadline } from './countdown';
import { makeOrder } from './test-orders';

describe('countdown of an open order', () => {
  // Answered at t = 1000 with 30 s to expiry (+ the server's 1.3 s slack).
  const o = stampDeadline(makeOrder({ seconds: 30, remain_milli_seconds: 31_300 }), 1_000);

  it('counts the expiry itself from its deadline on this device’s clock', () => {
    expect(o.deadline).toBe(32_300);
    expect(countdown(o, 1_000)).toEqual({ secondsLeft: 30, fraction: 1, phase: 'running' });
    expect(countdown(o, 1_001).secondsLeft).toBe(30);
    expect(countdown(o, 2_000).secondsLeft).toBe(29);
    expect(countdown(o, 16_000)).toEqual({ secondsLeft: 15, fraction: 0.5, phase: 'running' });
    expect(countdown(o, 30_999).secondsLeft).toBe(1);
  });

  it('waits for the end price through the slack and a grace period, then asks for the result', () => {
    const expiry = o.deadline - COUNTDOWN_SLACK_MS;
    expect(countdown(o, expiry)).toEqual({ secondsLeft: 0, fraction: 0, phase: 'settling' });
    expect(countdown(o, o.deadline + PUSH_GRACE_MS - 1).phase).toBe('settling');
    expect(countdown(o, o.deadline + PUSH_GRACE_MS).phase).toBe('overdue');
  });

  it('never shows more than the expiry, nor less than nothing', () => {
    const early = stampDeadline(makeOrder({ seconds: 30, remain_milli_seconds: 40_000 }), 0);
    expect(countdown(early, 0)).toMatchObject({ secondsLeft: 30, fraction: 1 });
    const expired = stampDeadline(makeOrder({ remain_milli_seconds: 0 }), 5_000);
    expect(countdown(expired, 5_000)).toMatchObject({ secondsLeft: 0, fraction: 0, phase: 'settling' });
    expect(stampDeadline(makeOrder({ remain_milli_seconds: -5 }), 10).deadline).toBe(10);
  });

  it('shows minutes and seconds', () => {
    expect([clock(0), clock(7), clock(59), clock(60), clock(299), clock(-3)]).toEqual([
      '0:00',
      '0:07',
      '0:59',
      '1:00',
      '4:59',
      '0:00',
    ]);
  });
});
