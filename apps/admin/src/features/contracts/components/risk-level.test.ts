import { describe, expect, it } from 'vitest';
import type { RiskRow } from '../api/types';
import { compareDecimal, fractionToPercent, timesWhole } from './decimal';
import { byRiskRate, riskLevel } from './risk-level';

describe('decimal text', () => {
  it('compares exactly, whatever the number of decimals', () => {
    expect(compareDecimal('10', '10.00')).toBe(0);
    expect(compareDecimal('9.99', '10')).toBe(-1);
    expect(compareDecimal('100.01', '100.001')).toBe(1);
    expect(compareDecimal('-5', '0')).toBe(-1);
    expect(compareDecimal('0.1000000000000000001', '0.1')).toBe(1);
    expect(compareDecimal('abc', '1')).toBeUndefined();
  });

  it('multiplies by a whole number as text', () => {
    expect(timesWhole('10', 2)).toBe('20');
    expect(timesWhole('12.55', 2)).toBe('25.10');
    expect(timesWhole('0.05', 2)).toBe('0.10');
    expect(timesWhole('0', 2)).toBe('0');
  });

  it('reads a fraction as a percentage', () => {
    expect(fractionToPercent('0.0005')).toBe('0.05');
    expect(fractionToPercent('0.1')).toBe('10');
    expect(fractionToPercent('0.001')).toBe('0.1');
    expect(fractionToPercent('0')).toBe('0');
    expect(fractionToPercent('1.5')).toBe('150');
    expect(fractionToPercent('0.12345')).toBe('12.345');
    expect(fractionToPercent('x')).toBe('');
  });
});

describe('risk level', () => {
  it('is due at or below the threshold, near within twice it, safe above, none without a cross rate', () => {
    expect(riskLevel('10', '10')).toBe('due');
    expect(riskLevel('9.5', '10')).toBe('due');
    expect(riskLevel('-3.2', '10')).toBe('due');
    expect(riskLevel('10.01', '10')).toBe('near');
    expect(riskLevel('20', '10')).toBe('near');
    expect(riskLevel('20.01', '10')).toBe('safe');
    expect(riskLevel('200100', '10')).toBe('safe');
    expect(riskLevel('', '10')).toBe('none');
  });

  it('orders the lowest rate first and accounts without a rate last', () => {
    const row = (hazard_rate: string) => ({ hazard_rate }) as RiskRow;
    const rows = ['150', '', '9.5', '1000', '20'].map(row).sort(byRiskRate);
    expect(rows.map((r) => r.hazard_rate)).toEqual(['9.5', '20', '150', '1000', '']);
  });
});
