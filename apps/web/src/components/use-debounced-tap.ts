import { useCallback, useEffect, useRef } from 'react';
import { TAP_DEBOUNCE_MS } from '../lib/timings';

/**
 * Tap debounce for submit buttons (spec §9: 500 ms): the first tap runs at once, further taps inside the window
 * are dropped, so a double tap never submits twice.
 */
export function useDebouncedTap<A extends unknown[]>(handler: (...args: A) => void, wait = TAP_DEBOUNCE_MS) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < wait) return;
      last.current = now;
      latest.current(...args);
    },
    [wait],
  );
}
