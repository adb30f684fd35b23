import { cmp, isAmountString } from '@app/money';
import { useEffect, useRef, useState } from 'react';

export const FLASH_MS = 700;

/** Which way a price moved: compared as decimals (never floats); nothing when either is not a number. */
export function moveOf(previous: string, next: string): 'up' | 'down' | null {
  if (!isAmountString(previous) || !isAmountString(next)) return null;
  const c = cmp(next, previous);
  return c > 0 ? 'up' : c < 0 ? 'down' : null;
}

/**
 * `flash-up` / `flash-down` for FLASH_MS after `value` moves, so a changing price catches the eye (then ''). The
 * first value never flashes; a new move restarts the flash.
 */
export function useFlash(value: string): string {
  const previous = useRef(value);
  const [flash, setFlash] = useState<{ dir: 'up' | 'down'; n: number } | null>(null);
  useEffect(() => {
    const dir = moveOf(previous.current, value);
    previous.current = value;
    if (!dir) return;
    setFlash((f) => ({ dir, n: (f?.n ?? 0) + 1 }));
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return flash ? `flash-${flash.dir}` : '';
}
