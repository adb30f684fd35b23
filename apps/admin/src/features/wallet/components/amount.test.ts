import { describe, expect, it } from 'vitest';
import { isDecimal, isNegativeAmount, isZeroAmount, signed, unsigned } from './amount';

describe('isDecimal', () => {
  it.each(['0', '12', '-12.5', '+0.001', ' 7.25 ', '123456789012345678901234567890.123456789012345678'])(
    'accepts %j',
    (v) => expect(isDecimal(v)).toBe(true),
  );
  it.each(['', '-', '.5', '5.', '1e3', '1,000', 'abc', '--1', '0x10', 'NaN'])('refuses %j', (v) =>
    expect(isDecimal(v)).toBe(false),
  );
});

describe('isZeroAmount', () => {
  it.each(['0', '0.0', '0.000000000000000000', '-0', '+0.00', '00', ' 0 '])('%j is zero', (v) =>
    expect(isZeroAmount(v)).toBe(true),
  );
  it.each(['', '-', '.', '1', '0.000000000000000001', '-0.1', '10', '100.00'])('%j is not zero', (v) =>
    expect(isZeroAmount(v)).toBe(false),
  );
});

describe('isNegativeAmount', () => {
  it.each([
    ['-1', true],
    [' -0.000000000000000001', true],
    ['-0', false],
    ['-0.000', false],
    ['0', false],
    ['+5', false],
    ['5', false],
  ])('%j → %s', (v, want) => expect(isNegativeAmount(v)).toBe(want));
});

describe('signed / unsigned', () => {
  it.each([
    ['12.5', '+12.5'],
    ['+12.5', '+12.5'],
    ['-12.5', '-12.5'],
    ['0', '0'],
    ['0.000', '0.000'],
    [' 3 ', '+3'],
  ])('signed(%j) = %j', (v, want) => expect(signed(v)).toBe(want));

  it.each([
    ['-5', '5'],
    ['+5', '5'],
    ['5', '5'],
    [' -0.1 ', '0.1'],
  ])('unsigned(%j) = %j', (v, want) => expect(unsigned(v)).toBe(want));

  it('keeps every digit of amounts a float would round', () => {
    const big = '12345678901234567.123456789012345678';
    expect(signed(big)).toBe(`+${big}`);
    expect(unsigned(`-${big}`)).toBe(big);
    expect(isNegativeAmount('-0.000000000000000000000001')).toBe(true);
  });
});
