import { describe, expect, it } from 'vitest';
import { depthChart, groupLevels, groupSteps } from './book';

describe('groupSteps', () => {
  it('offers the tick and its multiples of ten', () => {
    expect(groupSteps('0.01')).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupSteps('0.5')).toEqual(['0.5', '5', '50', '500']);
    expect(groupSteps('0')).toEqual([]);
  });
});

describe('groupLevels', () => {
  const bids = [
    ['100.09', '1'],
    ['100.01', '2'],
    ['99.99', '3'],
    ['99.5', '4'],
    ['98', '5'],
  ] as const;
  const asks = [
    ['100.11', '1'],
    ['100.5', '2'],
    ['101', '3'],
    ['101.01', '4'],
  ] as const;
  it('keeps the levels at the tick', () => expect(groupLevels(bids, '0.01', 'bid', 20)).toEqual(bids));
  it('rounds bids down and asks up, summing the amounts of a bucket', () => {
    expect(groupLevels(bids, '1', 'bid', 20)).toEqual([
      ['100', '3'],
      ['99', '7'],
      ['98', '5'],
    ]);
    expect(groupLevels(asks, '1', 'ask', 20)).toEqual([
      ['101', '6'],
      ['102', '4'],
    ]);
  });
  it('answers at most `rows` buckets, the best ones', () => {
    expect(groupLevels(bids, '0.1', 'bid', 2)).toEqual([
      ['100', '3'],
      ['99.9', '3'],
    ]);
    expect(groupLevels(bids, '0.01', 'bid', 5)).toHaveLength(5);
    expect(groupLevels(bids, '0.01', 'bid', 3).map(([p]) => p)).toEqual(['100.09', '100.01', '99.99']);
  });
});

describe('depthChart', () => {
  it('draws nothing for an empty book', () => expect(depthChart([], [], 100, 50)).toBeNull());
  it('spans the deepest bid to the deepest ask, both sides on one amount scale', () => {
    const shape = depthChart(
      [
        ['99', '1'],
        ['98', '1'],
      ],
      [
        ['101', '1'],
        ['102', '3'],
      ],
      100,
      50,
    );
    expect(shape).not.toBeNull();
    expect(shape?.low).toBe('98');
    expect(shape?.high).toBe('102');
    // Bids start at 99 (x = 25) at the bottom and reach 2 of the 4 units at 98 (x = 0).
    expect(shape?.bids).toBe('M25,50L25,50L25,38.5L0,38.5L0,27L0,50Z');
    // Asks reach the top of the scale (4 units, 92 % of the height) at the deepest ask (x = 100).
    expect(shape?.asks).toBe('M75,50L75,50L75,38.5L100,38.5L100,4L100,50Z');
  });
});
