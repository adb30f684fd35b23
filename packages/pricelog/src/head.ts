import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex, isHashHex, toHex } from './hex';
import type { SignedHead, TreeHead } from './types';

/** Domain tag of the head encoding, so a head signature can never be replayed as a signature over anything else. */
export const HEAD_TAG = 'openx-tree-head-v1';

const utf8 = new TextEncoder();
const KEY_HEX = /^[0-9a-f]{64}$/;
const SIGNATURE_HEX = /^[0-9a-f]{128}$/;

/**
 * The signed bytes of a tree head: UTF-8 of the JSON array `["openx-tree-head-v1", symbol, size, root, ts]` with no
 * whitespace; size and ts (epoch ms) integers, root 64 lowercase hex digits.
 */
export function headBytes(head: TreeHead): Uint8Array {
  if (typeof head.symbol !== 'string') throw new TypeError('tree head: symbol must be a string');
  if (!Number.isSafeInteger(head.size) || head.size < 0)
    throw new TypeError('tree head: size must be a safe integer >= 0');
  if (!isHashHex(head.root)) throw new TypeError('tree head: root must be 64 lowercase hex digits');
  if (!Number.isSafeInteger(head.ts)) throw new TypeError('tree head: ts must be a safe integer');
  return utf8.encode(JSON.stringify([HEAD_TAG, head.symbol, head.size, head.root, head.ts]));
}

/** A fresh Ed25519 key pair from the platform's CSPRNG (crypto.getRandomValues): 32-byte seed and public key, hex. */
export function generateKey(): { privateKey: string; publicKey: string } {
  const seed = ed25519.utils.randomSecretKey();
  return { privateKey: toHex(seed), publicKey: toHex(ed25519.getPublicKey(seed)) };
}

export function publicKeyOf(privateKey: string): string {
  return toHex(ed25519.getPublicKey(keyBytes(privateKey, 'private')));
}

/** First 16 hex digits of SHA-256(public key): names the key in heads without repeating it. */
export function keyId(publicKey: string): string {
  return toHex(sha256(keyBytes(publicKey, 'public'))).slice(0, 16);
}

export function signHead(head: TreeHead, privateKey: string): SignedHead {
  const seed = keyBytes(privateKey, 'private');
  const signature = toHex(ed25519.sign(headBytes(head), seed));
  return {
    symbol: head.symbol,
    size: head.size,
    root: head.root,
    ts: head.ts,
    key_id: keyId(toHex(ed25519.getPublicKey(seed))),
    signature,
  };
}

/**
 * True when `signature` is the Ed25519 signature by `publicKey` of the head's bytes and `key_id` names that key.
 * Strict RFC 8032 decoding (no ZIP-215 leniency), so a head has exactly one valid encoding of its signature.
 * Malformed input gives false, never an exception.
 */
export function verifyHead(head: SignedHead, publicKey: string): boolean {
  try {
    if (typeof publicKey !== 'string' || !KEY_HEX.test(publicKey)) return false;
    if (typeof head.signature !== 'string' || !SIGNATURE_HEX.test(head.signature)) return false;
    if (head.key_id !== keyId(publicKey)) return false;
    return ed25519.verify(fromHex(head.signature), headBytes(head), fromHex(publicKey), { zip215: false });
  } catch {
    return false;
  }
}

function keyBytes(hex: string, kind: 'private' | 'public'): Uint8Array {
  if (typeof hex !== 'string' || !KEY_HEX.test(hex))
    throw new TypeError(`price log: ${kind} key must be 64 hex digits`);
  return fromHex(hex);
}
