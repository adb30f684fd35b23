import { describe, expect, it } from 'vitest';
import { formatLogTime, isReceiptId, parseBundle, secondsOf, shortHash, summarize } from './transparency';

describe('the verifier model', () => {
  it('takes a JSON object as a bundle and says why anything else is not one', () => {
    expect(parseBundle('{"receipt":{"id":"a"}}')).toEqual({ bundle: { receipt: { id: 'a' } } });
    expect(parseBundle('  ')).toEqual({ error: 'empty' });
    expect(parseBundle('{"receipt":')).toEqual({ error: 'invalid' });
    expect(parseBundle('[1,2]')).toEqual({ error: 'invalid' });
    expect(parseBundle('12')).toEqual({ error: 'invalid' });
    expect(parseBundle('null')).toEqual({ error: 'invalid' });
  });

  it('knows a receipt id: 32 lower-case hex characters', () => {
    expect(isReceiptId('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isReceiptId(' 0123456789abcdef0123456789abcdef ')).toBe(true);
    expect(isReceiptId('0123456789ABCDEF0123456789abcdef')).toBe(false);
    expect(isReceiptId('0123456789abcdef')).toBe(false);
  });

  it('counts the failed checks', () => {
    const checks = [
      { name: 'signature', ok: true, detail: '' },
      { name: 'rule', ok: false, detail: 'x' },
      { name: 'formula', ok: false, detail: 'y' },
    ];
    expect(summarize(checks)).toEqual({ failed: 2, total: 3 });
    expect(summarize([])).toEqual({ failed: 0, total: 0 });
  });

  it('shows log times in UTC to the second', () => {
    expect(formatLogTime(Date.UTC(2026, 11, 7, 18, 5, 9, 450))).toBe('2026-12-07 18:05:09 UTC');
  });

  it('shortens a hash to its ends, and seconds to one decimal', () => {
    expect(shortHash('a'.repeat(8) + 'b'.repeat(48) + 'c'.repeat(8))).toBe('aaaaaaaa…cccccccc');
    expect(shortHash('abcd')).toBe('abcd');
    expect(secondsOf(30_000)).toBe('30');
    expect(secondsOf(2_500)).toBe('2.5');
  });
});
