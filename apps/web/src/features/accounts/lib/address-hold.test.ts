import { describe, expect, it } from 'vitest';
import { holdUntil } from './address-hold';
import { localDateTime } from './local-time';

describe('address hold label', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('shows the local time while the hold runs, nothing once it is over', () => {
    expect(holdUntil({ withdraw_from: '2026-03-02 11:59:30' }, now)).toBe(localDateTime('2026-03-02 11:59:30'));
    expect(holdUntil({ withdraw_from: '2026-03-01 12:00:00' }, now)).toBeNull();
    expect(holdUntil({ withdraw_from: '2026-02-28 08:00:00' }, now)).toBeNull();
    expect(holdUntil({ withdraw_from: 'garbage' }, now)).toBeNull();
  });

  it('formats server times in the local zone', () => {
    const d = new Date(Date.parse('2026-03-02T11:59:30Z'));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(localDateTime('2026-03-02 11:59:30')).toBe(
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
    );
    expect(localDateTime('not a time')).toBe('not a time');
  });
});
