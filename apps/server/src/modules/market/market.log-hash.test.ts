import { leafBytes, leafHash, type PriceLeaf } from '@app/pricelog';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeSha256 } from './market.log-hash';

const noble = (leaf: PriceLeaf) => bytesToHex(sha256(Uint8Array.from([0, ...leafBytes(leaf)])));

const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const int = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const leafArb = fc.record({
  symbol: text,
  seq: int,
  ts: int,
  price: text,
  inputs: fc.array(fc.record({ source: text, price: text, ts: int }), { maxLength: 5 }),
});

describe('the server leaf hash (node:crypto)', () => {
  it('equals SHA-256 of @noble/hashes on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(bytesToHex(nodeSha256(bytes))).toBe(bytesToHex(sha256(bytes)));
      }),
    );
  });

  it('is installed by importing the module, and gives the same leaf hashes as @noble/hashes', () => {
    let calls = 0;
    const counted = (m: Uint8Array) => {
      calls += 1;
      return nodeSha256(m);
    };
    // The module installed nodeSha256 on import; a counting wrapper shows leaf hashes go through the swapped hash.
    return import('@app/pricelog').then(({ setSha256 }) => {
      setSha256(counted);
      try {
        fc.assert(
          fc.property(leafArb, (leaf) => {
            expect(leafHash(leaf)).toBe(noble(leaf));
          }),
        );
        expect(calls).toBeGreaterThan(0);
      } finally {
        setSha256(nodeSha256);
      }
    });
  });
});
