import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

const HASH_HEX = /^[0-9a-f]{64}$/;

/** Lowercase hex: the one spelling used in leaves, heads and proofs, so that equal hashes compare equal as strings. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

export function fromHex(hex: string): Uint8Array {
  return hexToBytes(hex);
}

/** True for a SHA-256 hash written as 64 lowercase hex digits. */
export function isHashHex(value: unknown): value is string {
  return typeof value === 'string' && HASH_HEX.test(value);
}

/** Decodes a 32-byte hash; throws on anything else, so a malformed proof element never hashes as something shorter. */
export function hashFromHex(hex: string): Uint8Array {
  if (!isHashHex(hex)) throw new TypeError(`price log: not a SHA-256 hex hash: ${String(hex).slice(0, 80)}`);
  return hexToBytes(hex);
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
