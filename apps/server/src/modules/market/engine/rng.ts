/**
 * Small, fast, seedable PRNG (mulberry32) with Gaussian draws via Box–Muller.
 * The whole state is one 32-bit integer, so it serialises as a plain JSON number and a feed can continue
 * exactly where it stopped. Not cryptographic: it only drives the simulated market.
 */
export class Rng {
  constructor(public state: number) {}

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Standard normal N(0, 1). The second Box–Muller value is dropped so the state stays a single integer. */
  normal(): number {
    const u1 = 1 - this.next(); // (0, 1]: log(0) is never taken
    const u2 = this.next();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }
}

/** Derives an independent 32-bit seed for one stream (e.g. one instrument) from a master seed and keys. */
export function deriveSeed(seed: number | string, ...keys: string[]): number {
  const text = `${seed}|${keys.join('|')}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3 finaliser: spreads the FNV bits so neighbouring keys give unrelated streams
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
