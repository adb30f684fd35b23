import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/** RFC 9162 §2.1.1 MTH written as the recursive definition, independent of the package's stored-hash machinery. */
export function referenceRoot(leafHashes: readonly string[]): string {
  const n = leafHashes.length;
  if (n === 0) return bytesToHex(sha256(new Uint8Array(0)));
  if (n === 1) return leafHashes[0]!;
  let k = 1;
  while (k * 2 < n) k *= 2;
  return referenceNode(referenceRoot(leafHashes.slice(0, k)), referenceRoot(leafHashes.slice(k)));
}

export function referenceNode(left: string, right: string): string {
  return bytesToHex(sha256(Uint8Array.from([1, ...hexToBytes(left), ...hexToBytes(right)])));
}

/** A distinct, deterministic leaf hash per index: SHA-256(0x00 || "leaf <i>"). */
export function fakeLeaf(i: number): string {
  return bytesToHex(sha256(Uint8Array.from([0, ...new TextEncoder().encode(`leaf ${i}`)])));
}

export function leaves(n: number, offset = 0): string[] {
  return Array.from({ length: n }, (_, i) => fakeLeaf(i + offset));
}

/** Flips one bit of a hex hash. */
export function flipBit(hex: string, bit: number): string {
  const bytes = hexToBytes(hex);
  bytes[(bit >> 3) % bytes.length]! ^= 1 << (bit & 7);
  return bytesToHex(bytes);
}
