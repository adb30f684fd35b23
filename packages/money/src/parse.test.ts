import { describe, expect, it } from 'vitest';
import { fixedFromNumber, fromNumber, isAmountString, MoneyError, normalize, parseAmount } from './index';

describe('isAmountString', () => {
  it.each(['0', '1', '-1', '+1', '0.5', '12.3400', '007', '-0', '123456789012345678.123456789012345678'])(
    'accepts %s',
    (s) => expect(isAmountString(s)).toBe(true),
  );
  it.each(['', ' 1', '1 ', '.5', '5.', '1e5', '1E-3', 'NaN', 'Infinity', '1,000', '--1', '0x10', '١', '1.2.3'])(
    'refuses %j',
    (s) => expect(isAmountString(s)).toBe(false),
  );
  it('refuses non-strings', () => {
    expect(isAmountString(1)).toBe(false);
    expect(isAmountString(null)).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1', '1'],
    ['+1.50', '1.5'],
    ['-0', '0'],
    ['-0.000', '0'],
    ['  12.3  ', '12.3'],
    ['000123.4500', '123.45'],
    ['0.000000000000000001', '0.000000000000000001'],
    ['1.500000000000000000000000', '1.5'],
    ['1000000000000000000000000000000', '1000000000000000000000000000000'],
  ])('parses %j → %s', (input, out) => expect(parseAmount(input)).toBe(out));

  it('accepts bigint', () => expect(parseAmount(12n)).toBe('12'));

  it.each([
    [1.5, 'NUMBER_NOT_ALLOWED'],
    [Number.NaN, 'NUMBER_NOT_ALLOWED'],
    ['NaN', 'NOT_FINITE'],
    ['-Infinity', 'NOT_FINITE'],
    ['inf', 'NOT_FINITE'],
    ['1e5', 'EXPONENT_NOT_ALLOWED'],
    ['1.5E-7', 'EXPONENT_NOT_ALLOWED'],
    ['0.0000000000000000001', 'TOO_MANY_DECIMALS'],
    ['abc', 'INVALID_AMOUNT'],
    ['', 'INVALID_AMOUNT'],
    ['1,000', 'INVALID_AMOUNT'],
    [null, 'INVALID_AMOUNT'],
    [undefined, 'INVALID_AMOUNT'],
    [{}, 'INVALID_AMOUNT'],
  ])('refuses %j with %s', (input, code) => {
    expect(() => parseAmount(input)).toThrow(MoneyError);
    try {
      parseAmount(input);
    } catch (e) {
      expect((e as MoneyError).code).toBe(code);
    }
  });
});

describe('normalize', () => {
  it.each([
    ['1.500', '1.5'],
    ['-0', '0'],
    ['-0.00', '0'],
    ['+2', '2'],
    ['0010', '10'],
    ['0.000000000000000001', '0.000000000000000001'],
  ])('%s → %s', (a, out) => expect(normalize(a)).toBe(out));
  it('throws on non-amounts', () => expect(() => normalize('1e3')).toThrow(MoneyError));
});

describe('fromNumber (display only)', () => {
  it.each([
    [1e21, '1000000000000000000000'],
    [1e-7, '0.0000001'],
    [-0, '0'],
    [0.1, '0.1'],
  ])('%d → %s', (n, out) => expect(fromNumber(n)).toBe(out));
  it('refuses non-finite', () => expect(() => fromNumber(Number.POSITIVE_INFINITY)).toThrow(MoneyError));
});

describe('fixedFromNumber', () => {
  it('rounds a float half-up to exactly the scale, never in exponent form', () => {
    expect(fixedFromNumber(65000.125, 2)).toBe('65000.13');
    expect(fixedFromNumber(1e-7, 8)).toBe('0.00000010');
    expect(fixedFromNumber(1e21, 1)).toBe('1000000000000000000000.0');
    expect(fixedFromNumber(-0.0001, 2)).toBe('0.00');
    expect(() => fixedFromNumber(Number.NaN, 2)).toThrow();
  });
});
