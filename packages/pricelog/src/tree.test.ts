import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LogFrontier } from './frontier';
import { EMPTY_ROOT } from './hash';
import { MemoryLog, memoryReader } from './memory-reader';
import { rootAt } from './proofs';
import { fakeLeaf, leaves, referenceRoot } from './reference.test-util';
import { type HashReader, isStoredLevel, type NodeKey } from './tree';

/** Wraps a reader to record its calls, so the tests can hold the batching and stored-levels-only promises. */
function spy(read: HashReader): { read: HashReader; calls: NodeKey[][] } {
  const calls: NodeKey[][] = [];
  return {
    calls,
    read: async (keys) => {
      calls.push([...keys]);
      return read(keys);
    },
  };
}

describe('isStoredLevel', () => {
  it('keeps the leaves and every 4th level', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 12, 13, 16].map(isStoredLevel)).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
  });
});

describe('LogFrontier', () => {
  it('starts at the empty root', () => {
    expect(LogFrontier.empty().root()).toBe(EMPTY_ROOT);
    expect(LogFrontier.empty().size).toBe(0);
  });

  it('has the root of the recursive RFC 9162 definition at every size', () => {
    const hashes = leaves(300);
    const frontier = LogFrontier.empty();
    expect(frontier.root()).toBe(referenceRoot([]));
    for (let n = 1; n <= hashes.length; n++) {
      frontier.append(hashes[n - 1]!);
      expect(frontier.size).toBe(n);
      expect(frontier.root()).toBe(referenceRoot(hashes.slice(0, n)));
    }
  });

  it('returns exactly the completed subtrees at stored levels >= 1, with their hashes', () => {
    const frontier = LogFrontier.empty();
    const hashes = leaves(600);
    const emitted = new Map<string, string>();
    for (const h of hashes) {
      for (const node of frontier.append(h)) {
        expect(isStoredLevel(node.level) && node.level >= 1).toBe(true);
        emitted.set(`${node.level}/${node.idx}`, node.hash);
      }
    }
    // 600 leaves: 37 complete subtrees of 16 leaves and 2 of 256.
    expect(emitted.size).toBe(37 + 2);
    for (const [id, hash] of emitted) {
      const [level, idx] = id.split('/').map(Number) as [number, number];
      const span = 2 ** level;
      expect(hash).toBe(referenceRoot(hashes.slice(idx * span, (idx + 1) * span)));
    }
  });

  it('reloads from storage in one read and continues identically', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 40 }), async (size, more) => {
        const hashes = leaves(size + more);
        const log = new MemoryLog(hashes.slice(0, size));
        const s = spy(log.read);
        const loaded = await LogFrontier.load(size, s.read);
        expect(s.calls.length).toBeLessThanOrEqual(1);
        for (const key of s.calls.flat()) expect(isStoredLevel(key.level)).toBe(true);
        expect(loaded.size).toBe(size);
        expect(loaded.root()).toBe(log.root());
        const original = log.frontier.clone();
        for (const h of hashes.slice(size)) expect(loaded.append(h)).toEqual(original.append(h));
        expect(loaded.root()).toBe(referenceRoot(hashes));
      }),
      { numRuns: 60 },
    );
  });

  it('clones independently', () => {
    const a = LogFrontier.empty();
    a.append(fakeLeaf(0));
    const b = a.clone();
    b.append(fakeLeaf(1));
    expect(a.size).toBe(1);
    expect(a.root()).toBe(fakeLeaf(0));
    expect(b.root()).toBe(referenceRoot(leaves(2)));
  });

  it('refuses a leaf hash that is not 32 bytes of hex', () => {
    expect(() => LogFrontier.empty().append('abcd')).toThrow();
  });
});

describe('rootAt', () => {
  it('equals the reference root for any earlier size, in one batched read of stored levels', async () => {
    const hashes = leaves(300);
    const log = new MemoryLog(hashes);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 300 }), async (size) => {
        const s = spy(log.read);
        expect(await rootAt(size, s.read)).toBe(referenceRoot(hashes.slice(0, size)));
        expect(s.calls.length).toBeLessThanOrEqual(1);
        for (const key of s.calls.flat()) expect(isStoredLevel(key.level)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('fails loudly when storage lacks a node', async () => {
    const log = new MemoryLog(leaves(20));
    const partial = new Map(log.nodes);
    partial.delete('4/0');
    await expect(rootAt(20, memoryReader(partial))).rejects.toThrow(/4\/0/);
  });
});
