import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TriggerHeap } from './trigger-heap';

const popAll = (heap: TriggerHeap<string>, tick: number) => {
  const out: string[] = [];
  heap.popCrossed(tick, out);
  return out;
};

describe('trigger heap', () => {
  it("'up' triggers fire when the tick reaches them from below, nearest first, and are removed", () => {
    const heap = new TriggerHeap<string>('up');
    heap.set('a', 105);
    heap.set('b', 101);
    heap.set('c', 110);
    expect(popAll(heap, 100)).toEqual([]);
    expect(heap.peek()).toBe(101);
    expect(popAll(heap, 105)).toEqual(['b', 'a']);
    expect(popAll(heap, 105)).toEqual([]);
    expect(heap.size).toBe(1);
    expect(popAll(heap, 1000)).toEqual(['c']);
    expect(heap.peek()).toBeUndefined();
  });

  it("'down' triggers fire when the tick reaches them from above, nearest first", () => {
    const heap = new TriggerHeap<string>('down');
    heap.set('a', 95);
    heap.set('b', 99);
    heap.set('c', 0);
    expect(popAll(heap, 100)).toEqual([]);
    expect(heap.peek()).toBe(99);
    expect(popAll(heap, 95)).toEqual(['b', 'a']);
    expect(popAll(heap, 1)).toEqual([]);
    expect(popAll(heap, 0)).toEqual(['c']);
  });

  it('moving or deleting a key leaves a stale entry that never fires', () => {
    const heap = new TriggerHeap<string>('up');
    heap.set('a', 101);
    heap.set('b', 102);
    heap.set('c', 103);
    heap.set('a', 200); // moved away
    expect(heap.delete('b')).toBe(true);
    expect(heap.delete('b')).toBe(false);
    expect(heap.has('b')).toBe(false);
    expect(heap.entries).toBe(4); // a twice (one stale), b (stale), c
    expect(popAll(heap, 150)).toEqual(['c']);
    expect(heap.entries).toBe(1); // the two stale tops were dropped on the way
    expect(popAll(heap, 200)).toEqual(['a']);
  });

  it('compacts when stale entries outnumber live ones', () => {
    const heap = new TriggerHeap<string>('down');
    for (let i = 0; i < 10; i++) heap.set(`k${i}`, i);
    for (let i = 0; i < 5; i++) heap.delete(`k${i}`);
    expect(heap.entries).toBe(10); // 5 stale, 5 live: not yet
    heap.delete('k5');
    expect(heap.entries).toBe(4); // 6 stale > 4 live: rebuilt
    for (let round = 0; round < 100; round++) heap.set('k9', 1000 + round);
    expect(heap.entries).toBeLessThanOrEqual(2 * heap.size + 1);
    expect(popAll(heap, 8)).toEqual(['k9', 'k8']);
  });

  it('±Infinity levels mean always and never', () => {
    const up = new TriggerHeap<string>('up');
    up.set('always', Number.NEGATIVE_INFINITY);
    up.set('never', Number.POSITIVE_INFINITY);
    expect(popAll(up, 0)).toEqual(['always']);
    expect(popAll(up, Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(() => up.set('x', Number.NaN)).toThrow();
  });

  it('property: fires exactly the live keys a brute-force scan says, after random sets, deletes and ticks', () => {
    const op = fc.oneof(
      fc.record({
        t: fc.constant('set' as const),
        key: fc.integer({ min: 0, max: 15 }),
        units: fc.integer({ min: 0, max: 50 }),
      }),
      fc.record({ t: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 15 }) }),
      fc.record({ t: fc.constant('tick' as const), units: fc.integer({ min: 0, max: 50 }) }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<'up' | 'down'>('up', 'down'),
        fc.array(op, { maxLength: 200, size: 'max' }),
        (direction, ops) => {
          const heap = new TriggerHeap<number>(direction);
          const model = new Map<number, number>();
          for (const o of ops) {
            if (o.t === 'set') {
              heap.set(o.key, o.units);
              model.set(o.key, o.units);
            } else if (o.t === 'delete') {
              expect(heap.delete(o.key)).toBe(model.delete(o.key));
            } else {
              const crossed = [...model].filter(([, u]) => (direction === 'up' ? o.units >= u : o.units <= u));
              const out: number[] = [];
              heap.popCrossed(o.units, out);
              expect([...out].sort((a, b) => a - b)).toEqual(crossed.map(([k]) => k).sort((a, b) => a - b));
              // Nearest first.
              const levels = out.map((k) => model.get(k)!);
              expect(levels).toEqual([...levels].sort((a, b) => (direction === 'up' ? a - b : b - a)));
              for (const [k] of crossed) model.delete(k);
            }
            expect(heap.size).toBe(model.size);
            expect(heap.entries).toBeLessThanOrEqual(2 * heap.size + 1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
