/**
 * The simulators' random source: a ChaCha20 keystream from `node:crypto` (OpenSSL), read as uniform doubles.
 *
 * The old 32-bit generator let anyone recover its state from a handful of public ticks and predict the market
 * (issue 30 item 3). ChaCha20's state is a 256-bit key plus a block counter: no public output reveals the key, so
 * ticks cannot be predicted without it. The stream is deterministic given the key (tests pass fixed keys); the
 * live feed draws a fresh key from the operating system at every start and never stores or shows it.
 */
import { type Cipher, createCipheriv, createHmac, randomBytes } from 'node:crypto';

/** Key length in bytes (ChaCha20: 256 bits). */
export const KEY_BYTES = 32;
/** Keystream bytes produced per refill: 512 draws, about a hundred seconds of one instrument's ticks. */
const CHUNK = 4096;
const ZEROS = Buffer.alloc(CHUNK);
/** Block counter 0 and a zero nonce: every stream has its own derived key, so no (key, nonce) pair repeats. */
const IV = Buffer.alloc(16);
const TWO_POW_26 = 67_108_864;
const TWO_POW_53 = 9_007_199_254_740_992;

/** What the random walks draw from. */
export interface RandomSource {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal N(0, 1). */
  normal(): number;
}

export class Rng implements RandomSource {
  private readonly cipher: Cipher;
  private block: Buffer = Buffer.alloc(0);
  private pos = 0;

  constructor(key: Uint8Array) {
    if (key.length !== KEY_BYTES) throw new Error(`a simulator key is ${KEY_BYTES} bytes`);
    // Encrypting zeros yields the bare keystream; the cipher object keeps the key inside OpenSSL, never in JS.
    this.cipher = createCipheriv('chacha20', key, IV);
  }

  /** Uniform in [0, 1) with 53 random bits (8 keystream bytes per draw). */
  next(): number {
    if (this.pos + 8 > this.block.length) {
      this.block = this.cipher.update(ZEROS);
      this.pos = 0;
    }
    const hi = this.block.readUInt32LE(this.pos) >>> 5;
    const lo = this.block.readUInt32LE(this.pos + 4) >>> 6;
    this.pos += 8;
    return (hi * TWO_POW_26 + lo) / TWO_POW_53;
  }

  /** Standard normal by Box–Muller (the second value is dropped: one draw, one call, easy to follow). */
  normal(): number {
    const u1 = 1 - this.next(); // (0, 1]: log(0) is never taken
    const u2 = this.next();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }
}

/**
 * The key of one stream (one instrument, one history series) from the master key: HMAC-SHA-256 over the labels.
 * Streams are independent, so adding an instrument changes no other one's ticks.
 */
export function streamKey(master: Uint8Array, ...labels: string[]): Buffer {
  return createHmac('sha256', master).update(JSON.stringify(labels)).digest();
}

/** A fresh master key from the operating system's random source. */
export function freshKey(): Buffer {
  return randomBytes(KEY_BYTES);
}
