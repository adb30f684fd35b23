import { sha256 } from '@noble/hashes/sha2.js';
import { hashFromHex, toHex } from './hex';
import { sha256Node } from './sha256-node';

/** RFC 9162 §2.1.1: MTH({}) = SHA-256(""), the root of a log with no leaves. */
export const EMPTY_ROOT = toHex(sha256(new Uint8Array(0)));

/** SHA-256(0x01 || left || right) on raw 32-byte hashes (RFC 9162 interior node). */
export const hashChildren: (left: Uint8Array, right: Uint8Array) => Uint8Array = sha256Node;

/** SHA-256(0x00 || data) on raw bytes (RFC 9162 leaf). */
export function hashLeafBytes(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(data.length + 1);
  input.set(data, 1);
  return sha256(input);
}

/** Hex SHA-256(0x01 || left || right), the hash of an interior node from its children's hex hashes. */
export function nodeHash(left: string, right: string): string {
  return toHex(hashChildren(hashFromHex(left), hashFromHex(right)));
}
