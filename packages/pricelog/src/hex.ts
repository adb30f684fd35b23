// Hand-rolled rather than @noble/hashes' helpers: every append decodes a leaf hash and these run a million times
// in the bench, where table lookups are several times faster. Browser-safe (no Buffer).

const HASH_HEX = /^[0-9a-f]{64}$/;
const DIGITS = '0123456789abcdef';
const BYTE_HEX = Array.from({ length: 256 }, (_, b) => DIGITS[b >> 4]! + DIGITS[b & 15]!);
/** Nibble value of a lowercase hex digit's char code, -1 for anything else. */
const NIBBLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) NIBBLE[DIGITS.charCodeAt(i)] = i;

/** Lowercase hex: the one spelling used in leaves, heads and proofs, so that equal hashes compare equal as strings. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += BYTE_HEX[bytes[i]!];
  return out;
}

/** Decodes lowercase hex of any even length; throws on anything else. */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0) throw new TypeError('price log: hex of even length expected');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = NIBBLE[hex.charCodeAt(2 * i)] ?? -1;
    const lo = NIBBLE[hex.charCodeAt(2 * i + 1)] ?? -1;
    if (hi < 0 || lo < 0) throw new TypeError(`price log: not lowercase hex: ${hex.slice(0, 80)}`);
    out[i] = (hi << 4) | lo;
  }
  return out;
}

/** True for a SHA-256 hash written as 64 lowercase hex digits. */
export function isHashHex(value: unknown): value is string {
  return typeof value === 'string' && HASH_HEX.test(value);
}

/** Decodes a 32-byte hash; throws on anything else, so a malformed proof element never hashes as something shorter. */
export function hashFromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length !== 64) {
    throw new TypeError(`price log: not a SHA-256 hex hash: ${String(hex).slice(0, 80)}`);
  }
  return fromHex(hex);
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
