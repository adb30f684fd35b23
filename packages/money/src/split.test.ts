import { describe, expect, it } from 'vitest';
import { MoneyError, splitByWeights } from './index';

describe('splitByWeights', () => {
  it.each([
    ['100', ['1', '1', '1'], 2, ['33.34', '33.33', '33.33']],
    ['0.01', ['1', '1', '1'], 2, ['0.01', '0', '0']],
    ['10', ['0.5', '0.25', '0.25'], 0, ['5', '3', '2']],
    ['1', ['1', '2'], 8, ['0.33333333', '0.66666667']],
    ['-100', ['1', '1', '1'], 2, ['-33.34', '-33.33', '-33.33']],
    ['5', ['0', '1'], 2, ['0', '5']],
    ['0', ['1', '1'], 2, ['0', '0']],
    ['7', ['3'], 0, ['7']],
  ] as const)('splitByWeights(%s, %j, %d) = %j', (t, w, s, r) => expect(splitByWeights(t, w, s)).toEqual(r));

  it('refuses bad weights', () => {
    expect(() => splitByWeights('1', [], 2)).toThrow(MoneyError);
    expect(() => splitByWeights('1', ['0', '0'], 2)).toThrow(MoneyError);
    expect(() => splitByWeights('1', ['-1', '2'], 2)).toThrow(MoneyError);
  });

  it('refuses a total finer than the scale', () => {
    expect(() => splitByWeights('1.005', ['1', '1'], 2)).toThrow(/more than 2 decimals/);
  });
});
