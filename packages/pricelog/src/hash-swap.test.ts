import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setSha256 } from './hash';
import { leafBytes, leafHash } from './leaf';
import type { PriceLeaf } from './types';

const leaf: PriceLeaf = { symbol: 'ETH/USDT', seq: 3, ts: 1_765_000_000_000, price: '3100.2', inputs: [] };
const expected = (l: PriceLeaf) => bytesToHex(sha256(Uint8Array.from([0, ...leafBytes(l)])));

afterEach(() => setSha256(sha256));

describe('setSha256', () => {
  it('refuses a hash that gets a known answer wrong and keeps the one in use', () => {
    const wrong = (m: Uint8Array) => sha256(Uint8Array.from([...m, 0]));
    expect(() => setSha256(wrong)).toThrow(/wrong hashes/);
    expect(leafHash(leaf)).toBe(expected(leaf));
  });

  it('hashes leaves with the installed function', () => {
    const seen: number[] = [];
    setSha256((m) => {
      seen.push(m.length);
      return sha256(m);
    });
    seen.length = 0;
    expect(leafHash(leaf)).toBe(expected(leaf));
    expect(seen).toEqual([leafBytes(leaf).length + 1]);
  });

  it('encodes in place without leftovers: a long leaf then a short one hash as on their own', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 600 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const long = { ...leaf, symbol: a, price: b };
        expect(leafHash(long)).toBe(expected(long));
        expect(leafHash(leaf)).toBe(expected(leaf));
      }),
    );
  });
});
