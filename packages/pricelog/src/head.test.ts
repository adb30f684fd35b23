import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT } from './hash';
import { generateKey, HEAD_TAG, headBytes, keyId, publicKeyOf, signHead, verifyHead } from './head';
import { toHex } from './hex';
import { flipBit } from './reference.test-util';
import type { SignedHead, TreeHead } from './types';

const head: TreeHead = {
  symbol: 'BTC/USDT',
  size: 1234,
  root: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
  ts: 1_765_000_005_000,
};

describe('tree heads', () => {
  it('encode as the documented JSON array', () => {
    expect(new TextDecoder().decode(headBytes(head))).toBe(
      `["${HEAD_TAG}","BTC/USDT",1234,"${head.root}",1765000005000]`,
    );
    expect(() => headBytes({ ...head, root: head.root.toUpperCase() })).toThrow();
    expect(() => headBytes({ ...head, size: -1 })).toThrow();
    expect(() => headBytes({ ...head, ts: 1.5 })).toThrow();
  });

  it('sign with Ed25519 (RFC 8032 test vector 1 key) and verify', () => {
    // RFC 8032 §7.1 TEST 1: this secret key has this public key.
    const secret = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
    const pub = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
    expect(publicKeyOf(secret)).toBe(pub);
    const signed = signHead(head, secret);
    expect(signed.key_id).toBe(keyId(pub));
    expect(signed.key_id).toMatch(/^[0-9a-f]{16}$/);
    expect(signed.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyHead(signed, pub)).toBe(true);
    // Ed25519 is deterministic: the same head signs to the same bytes.
    expect(signHead(head, secret).signature).toBe(signed.signature);
  });

  it('fail when any field changes, with another key, or with a tampered signature', () => {
    const { privateKey, publicKey } = generateKey();
    expect(publicKeyOf(privateKey)).toBe(publicKey);
    fc.assert(
      fc.property(
        fc.record({
          symbol: fc.string({ maxLength: 12 }),
          size: fc.nat(),
          root: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toHex),
          ts: fc.nat(),
        }),
        fc.nat(511),
        (h, bit) => {
          const signed = signHead(h, privateKey);
          expect(verifyHead(signed, publicKey)).toBe(true);
          const changed: SignedHead[] = [
            { ...signed, symbol: `${signed.symbol}x` },
            { ...signed, size: signed.size + 1 },
            { ...signed, root: flipBit(signed.root, bit % 256) },
            { ...signed, ts: signed.ts + 1 },
            { ...signed, signature: flipBit(signed.signature, bit) },
            { ...signed, key_id: '0000000000000000' },
          ];
          for (const c of changed) expect(verifyHead(c, publicKey)).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
    const other = generateKey();
    expect(other.privateKey).not.toBe(privateKey);
    const signed = signHead({ ...head, root: EMPTY_ROOT }, privateKey);
    expect(verifyHead(signed, other.publicKey)).toBe(false);
    // Even with the key id rewritten to the other key, the signature does not verify under it.
    expect(verifyHead({ ...signed, key_id: keyId(other.publicKey) }, other.publicKey)).toBe(false);
  });

  it('reject malformed keys and signatures without throwing', () => {
    const { privateKey, publicKey } = generateKey();
    const signed = signHead(head, privateKey);
    expect(verifyHead(signed, 'zz')).toBe(false);
    expect(verifyHead({ ...signed, signature: signed.signature.slice(2) }, publicKey)).toBe(false);
    expect(verifyHead({ ...signed, size: -5 }, publicKey)).toBe(false);
    expect(() => signHead(head, 'abc')).toThrow();
  });
});
