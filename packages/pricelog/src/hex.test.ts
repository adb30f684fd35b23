import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, hashFromHex, isHashHex, toHex } from './hex';

describe('hex', () => {
  it('round-trips and agrees with @noble/hashes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(toHex(bytes)).toBe(bytesToHex(bytes));
        expect(fromHex(toHex(bytes))).toEqual(bytes);
      }),
    );
  });

  it('accepts only lowercase hex, and only 32 bytes as a hash', () => {
    const h = 'ab'.repeat(32);
    expect(isHashHex(h)).toBe(true);
    expect(hashFromHex(h)).toHaveLength(32);
    for (const bad of [
      'AB'.repeat(32),
      'ab'.repeat(31),
      `${'ab'.repeat(31)}zz`,
      `${'ab'.repeat(31)}a`,
      'ab'.repeat(33),
    ]) {
      expect(isHashHex(bad)).toBe(false);
      expect(() => hashFromHex(bad)).toThrow();
    }
    expect(() => fromHex('abc')).toThrow();
    expect(() => fromHex('0g')).toThrow();
    expect(() => fromHex('\u0100a')).toThrow();
  });
});
