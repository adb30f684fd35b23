import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, hashChildren, nodeHash } from './hash';
import { LEAF_TAG, leafBytes, leafHash } from './leaf';
import type { PriceLeaf } from './types';

const leaf: PriceLeaf = {
  symbol: 'BTC/USDT',
  seq: 7,
  ts: 1_765_000_000_123,
  price: '97001.50',
  inputs: [
    { source: 'binance', price: '97001.5', ts: 1_765_000_000_100 },
    { source: 'okx', price: '97001.50', ts: 1_765_000_000_090 },
  ],
};

describe('hashes', () => {
  it('has the RFC 9162 empty root, SHA-256 of the empty string', () => {
    expect(EMPTY_ROOT).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes a node as SHA-256(0x01 || left || right)', () => {
    const l = '00'.repeat(32);
    const r = 'ff'.repeat(32);
    const expected = bytesToHex(sha256(Uint8Array.from([1, ...new Array(32).fill(0), ...new Array(32).fill(255)])));
    expect(nodeHash(l, r)).toBe(expected);
    expect(nodeHash(r, l)).not.toBe(expected);
    expect(() => nodeHash('abc', r)).toThrow();
  });

  it('encodes a leaf as the documented JSON array, prices exactly as recorded', () => {
    const text = new TextDecoder().decode(leafBytes(leaf));
    expect(text).toBe(
      `["${LEAF_TAG}","BTC/USDT",7,1765000000123,"97001.50",[["binance","97001.5",1765000000100],["okx","97001.50",1765000000090]]]`,
    );
    expect(leafHash(leaf)).toBe(bytesToHex(sha256(Uint8Array.from([0, ...leafBytes(leaf)]))));
  });

  it('changes the leaf hash when any field changes', () => {
    const base = leafHash(leaf);
    const variants: PriceLeaf[] = [
      { ...leaf, symbol: 'ETH/USDT' },
      { ...leaf, seq: 8 },
      { ...leaf, ts: leaf.ts + 1 },
      { ...leaf, price: '97001.5' },
      { ...leaf, inputs: [leaf.inputs[1]!, leaf.inputs[0]!] },
      { ...leaf, inputs: [{ ...leaf.inputs[0]!, price: '97001.6' }, leaf.inputs[1]!] },
      { ...leaf, inputs: [{ ...leaf.inputs[0]!, ts: 1 }, leaf.inputs[1]!] },
      { ...leaf, inputs: [{ ...leaf.inputs[0]!, source: 'kraken' }, leaf.inputs[1]!] },
      { ...leaf, inputs: leaf.inputs.slice(1) },
    ];
    const hashes = new Set(variants.map(leafHash));
    expect(hashes.size).toBe(variants.length);
    expect(hashes.has(base)).toBe(false);
  });

  it('refuses numbers that would not encode canonically', () => {
    expect(() => leafBytes({ ...leaf, seq: -1 })).toThrow();
    expect(() => leafBytes({ ...leaf, seq: 1.5 })).toThrow();
    expect(() => leafBytes({ ...leaf, ts: 2 ** 60 })).toThrow();
    expect(() => leafBytes({ ...leaf, price: 97001.5 as unknown as string })).toThrow();
    expect(() => leafBytes({ ...leaf, inputs: [{ source: 'x', price: '1', ts: Number.NaN }] })).toThrow();
  });
});

describe('the allocation-free node hash', () => {
  it('equals SHA-256(0x01 || left || right) from @noble/hashes for random children', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (l, r) => {
          expect(bytesToHex(hashChildren(l, r))).toBe(bytesToHex(sha256(Uint8Array.from([1, ...l, ...r]))));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses children that are not 32 bytes', () => {
    expect(() => hashChildren(new Uint8Array(31), new Uint8Array(32))).toThrow();
  });
});
