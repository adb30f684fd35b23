import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT } from './hash';
import { MemoryLog } from './memory-reader';
import { consistencyProof, inclusionProof, verifyConsistency, verifyInclusion } from './proofs';
import { fakeLeaf, flipBit, leaves, referenceNode, referenceRoot } from './reference.test-util';
import { type HashReader, isStoredLevel } from './tree';

const hashes = leaves(300);
const log = new MemoryLog(hashes);

function counting(read: HashReader): { read: HashReader; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    read: async (keys) => {
      calls += 1;
      for (const key of keys) if (!isStoredLevel(key.level)) throw new Error(`asked for unstored level ${key.level}`);
      return read(keys);
    },
  };
}

const sizeAndIndex = fc
  .integer({ min: 1, max: 300 })
  .chain((size) => fc.tuple(fc.constant(size), fc.integer({ min: 0, max: size - 1 })));

describe('inclusion proofs', () => {
  it('match the RFC 9162 audit path of a small tree (leaf 2 of 7)', async () => {
    const [a, b, c, d, e, f, g] = hashes as [string, string, string, string, string, string, string];
    // PATH(2, D[7]) = [d, H(a, b), MTH(e, f, g)] = [d, H(a,b), H(H(e,f), g)]
    expect(await inclusionProof(2, 7, log.read)).toEqual([
      d,
      referenceNode(a, b),
      referenceNode(referenceNode(e, f), g),
    ]);
    expect(
      verifyInclusion(
        c,
        2,
        7,
        [d, referenceNode(a, b), referenceNode(referenceNode(e, f), g)],
        referenceRoot(hashes.slice(0, 7)),
      ),
    ).toBe(true);
  });

  it('verify for every leaf and size, read in one batch', async () => {
    await fc.assert(
      fc.asyncProperty(sizeAndIndex, async ([size, index]) => {
        const r = counting(log.read);
        const proof = await inclusionProof(index, size, r.read);
        expect(r.calls()).toBeLessThanOrEqual(1);
        const root = referenceRoot(hashes.slice(0, size));
        expect(verifyInclusion(hashes[index]!, index, size, proof, root)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('fail for a flipped bit, another leaf, a wrong index, a wrong size or a wrong root', async () => {
    await fc.assert(
      fc.asyncProperty(sizeAndIndex, fc.nat(255), fc.nat(), async ([size, index], bit, pick) => {
        const proof = await inclusionProof(index, size, log.read);
        const root = referenceRoot(hashes.slice(0, size));
        const leaf = hashes[index]!;
        expect(verifyInclusion(flipBit(leaf, bit), index, size, proof, root)).toBe(false);
        expect(verifyInclusion(leaf, index, size, proof, flipBit(root, bit))).toBe(false);
        if (proof.length > 0) {
          const at = pick % proof.length;
          const tampered = proof.map((p, i) => (i === at ? flipBit(p, bit) : p));
          expect(verifyInclusion(leaf, index, size, tampered, root)).toBe(false);
          expect(verifyInclusion(leaf, index, size, proof.slice(0, -1), root)).toBe(false);
        }
        expect(verifyInclusion(leaf, index, size, [...proof, fakeLeaf(999)], root)).toBe(false);
        for (let other = 0; other < size; other++) {
          if (other !== index) expect(verifyInclusion(leaf, other, size, proof, root)).toBe(false);
        }
        // A size with one more level. (A size with the same path shape can accept the same proof, e.g. leaf 0 of 11
        // and of 12: RFC 9162 binds the size through the signed head, which is why heads carry and sign it.)
        expect(verifyInclusion(leaf, index, size * 2 + 1, proof, root)).toBe(false);
        expect(verifyInclusion(leaf, index, index, proof, root)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('reject malformed input without throwing', () => {
    const leaf = hashes[0]!;
    expect(verifyInclusion(leaf, 0, 1, [], leaf)).toBe(true);
    expect(verifyInclusion(leaf, 0, 1, [], leaf.toUpperCase())).toBe(false);
    expect(verifyInclusion(leaf, -1, 1, [], leaf)).toBe(false);
    expect(verifyInclusion(leaf, 0, 0, [], leaf)).toBe(false);
    expect(verifyInclusion(leaf, 0, 2, ['zz'], leaf)).toBe(false);
    expect(verifyInclusion('nope', 0, 1, [], leaf)).toBe(false);
  });

  it('refuse to prove a leaf outside the log', async () => {
    await expect(inclusionProof(5, 5, log.read)).rejects.toThrow();
  });
});

const sizes = fc
  .integer({ min: 0, max: 300 })
  .chain((second) => fc.tuple(fc.integer({ min: 0, max: second }), fc.constant(second)));

describe('consistency proofs', () => {
  it('match RFC 9162 PROOF(3, D[7])', async () => {
    const [a, b, c, d, e, f, g] = hashes as [string, string, string, string, string, string, string];
    // Example tree of RFC 9162 §2.1.5: the proof between sizes 3 and 7 is [c, d, g(a,b), l(e,f,g)].
    expect(await consistencyProof(3, 7, log.read)).toEqual([
      c,
      d,
      referenceNode(a, b),
      referenceNode(referenceNode(e, f), g),
    ]);
    expect(await consistencyProof(4, 7, log.read)).toEqual([referenceNode(referenceNode(e, f), g)]);
  });

  it('verify between any two sizes, read in one batch', async () => {
    await fc.assert(
      fc.asyncProperty(sizes, async ([first, second]) => {
        const r = counting(log.read);
        const proof = await consistencyProof(first, second, r.read);
        expect(r.calls()).toBeLessThanOrEqual(1);
        const rootFirst = referenceRoot(hashes.slice(0, first));
        const rootSecond = referenceRoot(hashes.slice(0, second));
        expect(verifyConsistency(first, second, rootFirst, rootSecond, proof)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('fail against a log rewritten before the first head, and for tampered proofs or roots', async () => {
    await fc.assert(
      fc.asyncProperty(
        sizes.filter(([first]) => first > 0),
        fc.nat(),
        fc.nat(255),
        async ([first, second], pick, bit) => {
          const rootFirst = referenceRoot(hashes.slice(0, first));
          const rewritten = [...hashes.slice(0, second)];
          rewritten[pick % first] = fakeLeaf(10_000 + pick);
          const forged = new MemoryLog(rewritten);
          const forgedProof = await consistencyProof(first, second, forged.read);
          expect(verifyConsistency(first, second, rootFirst, forged.root(), forgedProof)).toBe(false);

          const proof = await consistencyProof(first, second, log.read);
          const rootSecond = referenceRoot(hashes.slice(0, second));
          expect(verifyConsistency(first, second, flipBit(rootFirst, bit), rootSecond, proof)).toBe(false);
          expect(verifyConsistency(first, second, rootFirst, flipBit(rootSecond, bit), proof)).toBe(false);
          if (proof.length > 0) {
            const at = pick % proof.length;
            const tampered = proof.map((p, i) => (i === at ? flipBit(p, bit) : p));
            expect(verifyConsistency(first, second, rootFirst, rootSecond, tampered)).toBe(false);
          }
          if (first < second) {
            expect(verifyConsistency(first, second, rootFirst, rootSecond, [...proof, fakeLeaf(1)])).toBe(false);
            expect(verifyConsistency(first - 1, second, rootFirst, rootSecond, proof)).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('treat the empty log and equal sizes as RFC 6962 does', async () => {
    const root = log.root();
    expect(await consistencyProof(0, 300, log.read)).toEqual([]);
    expect(verifyConsistency(0, 300, EMPTY_ROOT, root, [])).toBe(true);
    expect(verifyConsistency(0, 300, root, root, [])).toBe(false);
    expect(verifyConsistency(300, 300, root, root, [])).toBe(true);
    expect(verifyConsistency(300, 300, root, flipBit(root, 0), [])).toBe(false);
    expect(verifyConsistency(300, 299, root, root, [])).toBe(false);
    await expect(consistencyProof(5, 4, log.read)).rejects.toThrow();
  });
});
