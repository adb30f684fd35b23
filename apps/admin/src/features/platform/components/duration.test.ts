import { describe, expect, it } from 'vitest';
import { ago, formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [-5, '0 s'],
    [850, '850 ms'],
    [12_500, '12.5 s'],
    [200_000, '3 min 20 s'],
    [7_500_000, '2 h 5 min'],
  ])('%i ms → %s', (ms, text) => expect(formatDuration(ms)).toBe(text));

  it('says never for a job that has not run', () => {
    expect(ago(null, 10)).toBe('never');
    expect(ago(1000, 4000)).toBe('3 s ago');
  });
});
