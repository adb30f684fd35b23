import { sha256 } from '@noble/hashes/sha2.js';
import { hashFromHex, toHex } from './hex';
import { sha256Node } from './sha256-node';

/** RFC 9162 §2.1.1: MTH({}) = SHA-256(""), the root of a log with no leaves. */
export const EMPTY_ROOT = toHex(sha256(new Uint8Array(0)));

/** SHA-256(0x01 || left || right) on raw 32-byte hashes (RFC 9162 interior node). */
export const hashChildren: (left: Uint8Array, right: Uint8Array) => Uint8Array = sha256Node;

/** SHA-256 of a whole message; a caller can swap in the platform's (see `setSha256`). */
export type Sha256 = (message: Uint8Array) => Uint8Array;

let digest: Sha256 = sha256;

/** Known answers a replacement must give before it is used: a wrong hash would corrupt every leaf written after. */
const CHECKS: [Uint8Array, string][] = [
  [new Uint8Array(0), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  [
    new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmjklmnlmnomnopnopq'),
    '41cf47a5f57defd5a91a68cda493bc036916cb6947ab503af3834b657221f8d8',
  ],
];

/**
 * Uses `fn` for leaf hashes from now on. @noble/hashes stays the default so the package runs in browsers; a server
 * installs its native SHA-256 (several times faster per leaf, the main cost of appending a tick to the log).
 * Throws, keeping the current one, if `fn` gets a known answer wrong.
 */
export function setSha256(fn: Sha256): void {
  for (const [message, expected] of CHECKS) {
    if (toHex(fn(message)) !== expected) throw new Error('price log: the given SHA-256 gives wrong hashes');
  }
  digest = fn;
}

/** SHA-256(0x00 || data) on raw bytes (RFC 9162 leaf). */
export function hashLeafBytes(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(data.length + 1);
  input.set(data, 1);
  return digest(input);
}

/** SHA-256 of a message the caller already prefixed with 0x00 (a leaf encoded in place, no copy). */
export function hashLeafMessage(message: Uint8Array): Uint8Array {
  return digest(message);
}

/** Hex SHA-256(0x01 || left || right), the hash of an interior node from its children's hex hashes. */
export function nodeHash(left: string, right: string): string {
  return toHex(hashChildren(hashFromHex(left), hashFromHex(right)));
}
