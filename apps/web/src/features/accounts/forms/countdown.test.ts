import { describe, expect, it } from 'vitest';
import { type CountdownState, canSend, countdownIdle, countdownReducer, RESEND_SECONDS } from './countdown';

const run = (state: CountdownState, ...actions: Parameters<typeof countdownReducer>[1][]) =>
  actions.reduce(countdownReducer, state);

describe('send-code countdown', () => {
  it('is idle and sendable at first', () => {
    expect(canSend(countdownIdle)).toBe(true);
  });

  it('blocks while sending, then counts 60 s down and re-enables at 0', () => {
    const sending = run(countdownIdle, { type: 'send' });
    expect(sending).toEqual({ remaining: 0, sending: true });
    expect(canSend(sending)).toBe(false);
    const sent = run(sending, { type: 'sent' });
    expect(sent.remaining).toBe(RESEND_SECONDS);
    expect(RESEND_SECONDS).toBe(60);
    const ticks = Array.from({ length: 59 }, () => ({ type: 'tick' as const }));
    const almost = run(sent, ...ticks);
    expect(almost.remaining).toBe(1);
    expect(canSend(almost)).toBe(false);
    const done = run(almost, { type: 'tick' });
    expect(done.remaining).toBe(0);
    expect(canSend(done)).toBe(true);
    expect(run(done, { type: 'tick' })).toBe(done);
  });

  it('ignores a second send while counting down', () => {
    const sent = run(countdownIdle, { type: 'send' }, { type: 'sent' });
    expect(run(sent, { type: 'send' })).toBe(sent);
  });

  it('re-enables at once when the send fails', () => {
    expect(canSend(run(countdownIdle, { type: 'send' }, { type: 'failed' }))).toBe(true);
  });
});
