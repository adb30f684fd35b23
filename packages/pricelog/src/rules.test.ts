import { describe, expect, it } from 'vitest';
import {
  checkClaim,
  claimHolds,
  claimLeaves,
  claimName,
  firstAtOrAfter,
  firstCrossing,
  lastAtOrBefore,
  noLeafWithin,
  type RuleClaim,
} from './rules';

const S = 'BTC/USDT';
const leaf = (seq: number, ts: number, price = '100') => ({ symbol: S, seq, ts, price });

describe('first_at_or_after', () => {
  it('holds for the first leaf at or after the time, proved by the adjacent leaf before it', () => {
    expect(firstAtOrAfter(1000, leaf(11, 1000), leaf(10, 999))).toEqual({ ok: true });
    expect(firstAtOrAfter(1000, leaf(11, 1500), leaf(10, 200))).toEqual({ ok: true });
    expect(firstAtOrAfter(5, leaf(0, 7), null)).toEqual({ ok: true });
  });

  it('fails when a leaf in between was omitted, the leaf before is already due, or the chosen one is early', () => {
    expect(firstAtOrAfter(1000, leaf(12, 1001), leaf(10, 999))).toMatchObject({ ok: false, why: /not adjacent/ });
    expect(firstAtOrAfter(1000, leaf(11, 1002), leaf(10, 1000))).toMatchObject({ ok: false, why: /comes first/ });
    expect(firstAtOrAfter(1000, leaf(11, 999), leaf(10, 998))).toMatchObject({ ok: false, why: /before 1000/ });
    expect(firstAtOrAfter(1000, leaf(11, 1001), null)).toMatchObject({ ok: false, why: /not cited/ });
    expect(firstAtOrAfter(1000, leaf(11, 1001), { ...leaf(10, 900), symbol: 'ETH/USDT' })).toMatchObject({
      ok: false,
    });
  });
});

describe('last_at_or_before', () => {
  it('holds with the next leaf after the time, or a head signed after it that ends at the chosen leaf', () => {
    expect(lastAtOrBefore(1000, leaf(4, 1000), leaf(5, 1001))).toEqual({ ok: true });
    expect(lastAtOrBefore(1000, leaf(4, 990), { size: 5, ts: 1200 })).toEqual({ ok: true });
  });

  it('fails when a later leaf is also at or before the time, or the log goes on', () => {
    expect(lastAtOrBefore(1000, leaf(4, 990), leaf(5, 1000))).toMatchObject({ ok: false, why: /is the last/ });
    expect(lastAtOrBefore(1000, leaf(4, 990), leaf(6, 1500))).toMatchObject({ ok: false, why: /not adjacent/ });
    expect(lastAtOrBefore(1000, leaf(4, 1001), leaf(5, 1500))).toMatchObject({ ok: false, why: /after 1000/ });
    expect(lastAtOrBefore(1000, leaf(4, 990), { size: 7, ts: 1200 })).toMatchObject({ ok: false });
    expect(lastAtOrBefore(1000, leaf(4, 990), { size: 5, ts: 999 })).toMatchObject({ ok: false });
  });
});

describe('first_crossing', () => {
  it('holds when the chosen leaf reaches the level and the one before did not', () => {
    expect(firstCrossing('110', 'up', 3, leaf(8, 10, '110'), leaf(7, 9, '109.99'))).toEqual({ ok: true });
    expect(firstCrossing('90', 'down', 3, leaf(8, 10, '89'), leaf(7, 9, '95'))).toEqual({ ok: true });
    // the leaf before the position's own does not count: it could not trigger
    expect(firstCrossing('90', 'down', 8, leaf(8, 10, '89'), leaf(7, 9, '80'))).toEqual({ ok: true });
  });

  it('fails on an earlier crossing, no crossing, a gap, or a leaf older than the position', () => {
    expect(firstCrossing('110', 'up', 3, leaf(8, 10, '111'), leaf(7, 9, '110'))).toMatchObject({ ok: false });
    expect(firstCrossing('110', 'up', 3, leaf(8, 10, '109'), leaf(7, 9, '100'))).toMatchObject({ ok: false });
    expect(firstCrossing('90', 'down', 3, leaf(8, 10, '89'), leaf(6, 9, '95'))).toMatchObject({ ok: false });
    expect(firstCrossing('90', 'down', 9, leaf(8, 10, '89'), leaf(7, 9, '95'))).toMatchObject({ ok: false });
  });
});

describe('no_leaf_within', () => {
  it('holds when the leaf after the one before the window is stamped past it, or the log ended there', () => {
    expect(noLeafWithin(1000, 6000, leaf(3, 999), leaf(4, 6001))).toEqual({ ok: true });
    expect(noLeafWithin(1000, 6000, leaf(3, 999), { size: 4, ts: 7000 })).toEqual({ ok: true });
  });

  it('fails when a leaf lies inside the window or the evidence does not close it', () => {
    expect(noLeafWithin(1000, 6000, leaf(3, 999), leaf(4, 6000))).toMatchObject({ ok: false });
    expect(noLeafWithin(1000, 6000, leaf(3, 1000), leaf(4, 7000))).toMatchObject({ ok: false });
    expect(noLeafWithin(1000, 6000, leaf(3, 999), leaf(5, 7000))).toMatchObject({ ok: false });
    expect(noLeafWithin(1000, 6000, leaf(3, 999), { size: 4, ts: 5000 })).toMatchObject({ ok: false });
  });
});

describe('checkClaim', () => {
  const leaves = new Map([9, 10, 11].map((s) => [s, leaf(s, s * 100)]));
  const at = { leaf: (_: string, seq: number) => leaves.get(seq), end: () => ({ size: 12, ts: 5000 }) };

  it('finds the neighbour leaves a claim needs, and fails when one is absent', () => {
    const c: RuleClaim = { rule: 'first_at_or_after', symbol: S, at: 1000, chosen: 10 };
    expect(checkClaim(c, at)).toEqual({ ok: true });
    expect(checkClaim({ ...c, chosen: 9 }, at)).toMatchObject({ ok: false, why: /#8 is not in the bundle/ });
    expect(checkClaim({ rule: 'last_at_or_before', symbol: S, at: 1150, chosen: 11 }, at)).toEqual({ ok: true });
    expect(checkClaim({ rule: 'no_leaf_within', symbol: S, from: 950, to: 1099, before: 9 }, at)).toMatchObject({
      ok: false,
    });
    expect(checkClaim({ rule: 'no_leaf_within', symbol: S, from: 950, to: 999, before: 9 }, at)).toEqual({
      ok: true,
    });
  });
});

describe('derived_input', () => {
  const none = { leaf: () => undefined, end: () => undefined };
  const level = (stated: string, derived: string | null): RuleClaim => ({
    rule: 'derived_input',
    symbol: S,
    input: 'level',
    stated,
    derived,
    from: 'the group',
  });

  it('holds when the formula recomputes the stated input, and needs no leaf', () => {
    expect(checkClaim(level('43025.5 (down)', '43025.5 (down)'), none)).toEqual({ ok: true });
    expect(claimLeaves(level('1', '1'))).toEqual([]);
    expect(claimName(level('1', '1'))).toBe(`level ${S}`);
    expect(claimHolds(level('7 (up)', '7 (up)'))).toBe('7 (up), recomputed from the group');
  });

  it('fails when the stated input is not what the formula gives', () => {
    expect(checkClaim(level('43026 (down)', '43025.5 (down)'), none)).toMatchObject({
      ok: false,
      why: 'the receipt states level 43026 (down), the published formula gives 43025.5 (down) from the group',
    });
  });

  it('an older version that only states it passes and says so', () => {
    const old = level('5 (up)', null);
    expect(checkClaim(old, none)).toEqual({ ok: true });
    expect(claimHolds(old)).toMatch(/^stated \(the group\): this receipt's version does not carry the inputs/);
  });

  it('a claim that pins another claim’s input is named for it', () => {
    const c: RuleClaim = { rule: 'last_at_or_before', symbol: S, at: 1, chosen: 4, as: 'since_seq: the open leaf' };
    expect(claimName(c)).toBe(`rule last_at_or_before ${S}#4 (since_seq: the open leaf)`);
  });
});
