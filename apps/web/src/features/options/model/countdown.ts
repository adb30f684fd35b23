import { useEffect, useState } from 'react';
import type { Order } from '../api/types';

/**
 * The open orders' countdowns. `remain_milli_seconds` is (time to expiry + 1.3 s) × 1000 when the server answered
 * (docs/api-options.md): the original adds 1.3 s so the countdown ends after the settlement. The screen counts the
 * expiry itself down to 0, then shows "waiting for the end price" for the slack, and asks for the result
 * (`get_result`) once the slack and a grace period have passed without a `closed_microorder` push.
 */

/** The server's slack in `remain_milli_seconds`. */
export const COUNTDOWN_SLACK_MS = 1_300;
/** After the deadline, how long a push may still take before the screen polls for the result. */
export const PUSH_GRACE_MS = 1_500;

export type LiveOrder = Order & { /** Device-clock ms when the countdown (with the slack) ends. */ deadline: number };

/** Stamps an order answered at `receivedAt` (device clock) with its deadline. */
export const stampDeadline = (o: Order, receivedAt: number): LiveOrder => ({
  ...o,
  deadline: receivedAt + Math.max(0, o.remain_milli_seconds),
});

export type Countdown = {
  /** Whole seconds to expiry shown on the card (ceil), 0 once expired. */
  secondsLeft: number;
  /** Share of the expiry still to run, 1 → 0 (the progress bar). */
  fraction: number;
  /** running: before expiry; settling: expired, the result is due; overdue: no push came, ask for the result. */
  phase: 'running' | 'settling' | 'overdue';
};

export function countdown(o: Pick<LiveOrder, 'deadline' | 'seconds'>, now: number): Countdown {
  const toExpiry = o.deadline - COUNTDOWN_SLACK_MS - now;
  const total = Math.max(1, o.seconds) * 1000;
  const secondsLeft = Math.min(o.seconds, Math.max(0, Math.ceil(toExpiry / 1000)));
  const fraction = Math.min(1, Math.max(0, toExpiry / total));
  const phase = toExpiry > 0 ? 'running' : now < o.deadline + PUSH_GRACE_MS ? 'settling' : 'overdue';
  return { secondsLeft, fraction, phase };
}

/** 'm:ss' ('0:07', '4:59'); hours never occur (expiries are minutes long) but are kept as minutes ('75:00'). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The device clock, re-read every `everyMs` while `active` (the countdowns tick; nothing runs without them). */
export function useNow(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
