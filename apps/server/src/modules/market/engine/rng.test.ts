import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshKey, KEY_BYTES, Rng, streamKey } from './rng';

const draw = (r: Rng, n: number) => Array.from({ length: n }, () => r.next());
/** The draw the generator makes from 8 keystream bytes: 53 bits, high word first. */
const fromBytes = (b: Buffer, at: number) =>
  ((b.readUInt32LE(at) >>> 5) * 2 ** 26 + (b.readUInt32LE(at + 4) >>> 6)) / 2 ** 53;
const keyOf = (label: string) => createHash('sha256').update(label).digest();

describe('the simulators’ generator', () => {
  it('is the ChaCha20 keystream (RFC 8439 A.1 test vector 1: zero key, zero nonce, counter 0)', () => {
    const rfc = Buffer.from(
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7' +
        'da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
      'hex',
    );
    const r = new Rng(Buffer.alloc(32));
    expect(draw(r, 8)).toEqual(Array.from({ length: 8 }, (_, i) => fromBytes(rfc, i * 8)));
  });

  it('reads the stream in order across its buffer refills', () => {
    const key = keyOf('refills');
    const stream = createCipheriv('chacha20', key, Buffer.alloc(16)).update(Buffer.alloc(8 * 1500));
    const r = new Rng(key);
    expect(draw(r, 1500)).toEqual(Array.from({ length: 1500 }, (_, i) => fromBytes(stream, i * 8)));
  });

  it('is reproducible from a fixed key and uniform in [0, 1)', () => {
    const a = draw(new Rng(keyOf('fixed')), 20_000);
    expect(draw(new Rng(keyOf('fixed')), 20_000)).toEqual(a);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = a.reduce((s, x) => s + x, 0) / a.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    const normals = new Rng(keyOf('normal'));
    const zs = Array.from({ length: 20_000 }, () => normals.normal());
    const variance = zs.reduce((s, z) => s + z * z, 0) / zs.length;
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('has a 256-bit state: a shorter key is refused and every key bit, past the first 128 too, changes the stream', () => {
    expect(KEY_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(() => new Rng(Buffer.alloc(16))).toThrow();
    expect(() => new Rng(Buffer.alloc(4))).toThrow();
    const base = keyOf('bits');
    const first = draw(new Rng(base), 4);
    for (const bit of [0, 31, 127, 128, 129, 191, 200, 255]) {
      const flipped = Buffer.from(base);
      flipped[bit >> 3]! ^= 1 << (bit & 7);
      expect(draw(new Rng(flipped), 4), `bit ${bit}`).not.toEqual(first);
    }
  });

  it('gives each labelled stream its own key, and fresh master keys from the operating system', () => {
    const master = keyOf('master');
    expect(streamKey(master, 'sim', 'BTC/USDT')).toEqual(streamKey(master, 'sim', 'BTC/USDT'));
    expect(streamKey(master, 'sim', 'BTC/USDT')).not.toEqual(streamKey(master, 'sim', 'ETH/USDT'));
    // Labels are framed: ('a', 'b|c') and ('a|b', 'c') are different streams.
    expect(streamKey(master, 'a', 'b|c')).not.toEqual(streamKey(master, 'a|b', 'c'));
    expect(streamKey(master, 'sim', 'BTC/USDT')).not.toEqual(streamKey(keyOf('other'), 'sim', 'BTC/USDT'));
    const [k1, k2] = [freshKey(), freshKey()];
    expect(k1.length).toBe(32);
    expect(k1).not.toEqual(k2);
  });
});
