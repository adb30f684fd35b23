import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  cmp,
  div,
  eq,
  gt,
  gte,
  isNegative,
  isPositive,
  isZero,
  lt,
  lte,
  MoneyError,
  max,
  min,
  mul,
  neg,
  sub,
  sum,
} from './index';

describe('arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1.005', '-1.005', '0'],
    ['999999999999999999.999999999999999999', '0.000000000000000001', '1000000000000000000'],
  ])('add(%s, %s) = %s', (a, b, r) => expect(add(a, b)).toBe(r));

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '1.000', '0'],
    ['0', '5', '-5'],
  ])('sub(%s, %s) = %s', (a, b, r) => expect(sub(a, b)).toBe(r));

  it.each([
    ['1.1', '1.1', '1.21'],
    ['0.004', '1000', '4'], // the spec's penalty example: 0.4% × 1000
    ['-2', '0.5', '-1'],
    ['0', '-3', '0'],
  ])('mul(%s, %s) = %s', (a, b, r) => expect(mul(a, b)).toBe(r));

  it.each([
    ['1', '3', 2, 'half-up', '0.33'],
    ['2', '3', 2, 'half-up', '0.67'],
    ['2', '3', 2, 'down', '0.66'],
    ['1', '3', 2, 'up', '0.34'],
    ['-1', '3', 2, 'floor', '-0.34'],
    ['-1', '3', 2, 'ceil', '-0.33'],
    ['1', '8', 2, 'half-even', '0.12'],
    ['3', '8', 2, 'half-even', '0.38'],
    ['1', '8', 2, 'half-up', '0.13'],
    ['10', '4', 0, 'half-up', '3'],
    ['10', '4', 0, 'half-even', '2'],
    ['1.5', '0.25', 8, 'half-up', '6'],
    ['-7', '2', 0, 'half-up', '-4'],
  ] as const)('div(%s, %s, %d, %s) = %s', (a, b, s, m, r) => expect(div(a, b, s, m)).toBe(r));

  it('div defaults to half-up', () => expect(div('2', '3', 4)).toBe('0.6667'));
  it('div decides ties exactly beyond 60 digits', () => {
    // 1 / (2 + 1e-70) is just below 0.5: half-up at 0 decimals must give 0, not 1.
    const b = `2.${'0'.repeat(69)}1`;
    expect(div('1', b, 0, 'half-up')).toBe('0');
    expect(div('1', b, 1, 'up')).toBe('0.5');
  });
  it('div by zero throws', () => {
    expect(() => div('1', '0', 2)).toThrow(MoneyError);
    expect(() => div('1', '-0.000', 2)).toThrow(/division by zero/);
  });
  it('div refuses a bad scale', () => expect(() => div('1', '2', 1.5)).toThrow(MoneyError));

  it('neg / abs', () => {
    expect(neg('1.5')).toBe('-1.5');
    expect(neg('0')).toBe('0');
    expect(abs('-2.50')).toBe('2.5');
  });

  it('comparisons', () => {
    expect(cmp('1.0', '1')).toBe(0);
    expect(cmp('-1', '1')).toBe(-1);
    expect(cmp('10', '2')).toBe(1);
    expect(eq('0', '-0.00')).toBe(true);
    expect(gt('0.0000001', '0')).toBe(true);
    expect(gte('1', '1.00')).toBe(true);
    expect(lt('-5', '-4')).toBe(true);
    expect(lte('3', '2')).toBe(false);
  });

  it('sign checks', () => {
    expect(isZero('-0.000')).toBe(true);
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('-0')).toBe(false);
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0')).toBe(false);
  });

  it('min / max / sum', () => {
    expect(min('3', '1.50', '2')).toBe('1.5');
    expect(max('3', '10', '-2')).toBe('10');
    expect(min('7')).toBe('7');
    expect(sum([])).toBe('0');
    expect(sum(['0.1', '0.2', '-0.3'])).toBe('0');
    expect(sum(Array.from({ length: 10 }, () => '0.1'))).toBe('1');
  });

  it('refuses non-amount arguments', () => {
    expect(() => add('1e3', '1')).toThrow(MoneyError);
    expect(() => add(1 as unknown as string, '1')).toThrow(MoneyError);
    expect(() => sum(['1', 'x'])).toThrow(MoneyError);
  });
});

describe('long values stay exact', () => {
  it('div keeps every digit of a long quotient', () => {
    const big = `1${'0'.repeat(80)}`;
    expect(div(`${big}1`, '1', 0)).toBe(`${big}1`);
    expect(div('1', '3', 50, 'down')).toBe(`0.${'3'.repeat(50)}`);
  });
});
