import { describe, expect, it } from 'vitest';
import {
  ieoAmountProblem,
  ieoClosedReason,
  ieoCost,
  ieoHeld,
  ieoLeftForUser,
  ieoOrderStatusKey,
  ieoPhase,
  ieoProgress,
  paragraphs,
  safeUrl,
} from './ieo';
import { ieoOrder, ieoProject } from './test-products';

describe('IEO states', () => {
  it('name the time status and the subscription status of the wire', () => {
    expect([1, 2, 3].map(ieoPhase)).toEqual(['warmup', 'selling', 'done']);
    expect([1, 2, 3, 4].map(ieoOrderStatusKey)).toEqual(['applied', 'allocated', 'delivered', 'refunded']);
  });

  it('say why a project takes no application', () => {
    expect(ieoClosedReason(ieoProject())).toBeUndefined();
    expect(ieoClosedReason(ieoProject({ status: 0, time_status: 1 }))).toBe('warmup');
    expect(ieoClosedReason(ieoProject({ status: 0, time_status: 3 }))).toBe('done');
    expect(ieoClosedReason(ieoProject({ status: 0, mode: 'fcfs', remaining: '0' }))).toBe('soldOut');
    expect(ieoClosedReason(ieoProject({ status: 0 }))).toBe('closed');
  });
});

describe('IEO progress', () => {
  it('fills with the share applied for and says the share left (the wire’s percentage)', () => {
    expect(ieoProgress(ieoProject())).toEqual({ filled: 25, remaining: '75', times: undefined });
    expect(ieoProgress(ieoProject({ total_sell: '0', percentage: '100' })).filled).toBe(0);
    expect(ieoProgress(ieoProject({ total_sell: '1', percentage: '99.99' })).filled).toBeCloseTo(0.01);
  });

  it('is full and says by how much when pro rata applications exceed the supply', () => {
    expect(ieoProgress(ieoProject({ total_sell: '50000', remaining: '0', percentage: '0' }))).toEqual({
      filled: 100,
      remaining: '0',
      times: '2.5',
    });
    expect(ieoProgress(ieoProject({ total_sell: '20000', percentage: '0' })).times).toBeUndefined();
  });
});

describe('an IEO application', () => {
  const limits = {
    token: 'DOT',
    payCoin: 'USDT',
    price: '5',
    min: '1',
    userLimit: '2000',
    held: '0',
    mode: 'fcfs' as const,
    remaining: '1500',
  };

  it('costs ⌈amount × price⌉ at the pay coin’s scale', () => {
    expect(ieoCost('100', '5', 'USDT')).toBe('500');
    expect(ieoCost('0.0000001', '0.5', 'USDT')).toBe('0.000001');
  });

  it('is a plain positive amount at the token’s scale, from the minimum', () => {
    expect(ieoAmountProblem('', limits)).toBe('empty');
    expect(ieoAmountProblem('abc', limits)).toBe('format');
    expect(ieoAmountProblem('0', limits)).toBe('format');
    expect(ieoAmountProblem('-1', limits)).toBe('format');
    expect(ieoAmountProblem('1.123456789', limits)).toBe('decimals');
    expect(ieoAmountProblem('0.5', limits)).toBe('min');
    expect(ieoAmountProblem('1', limits)).toBeUndefined();
  });

  it('stays within the per-user limit with what is held, and what is left when first come', () => {
    expect(ieoAmountProblem('2001', { ...limits, remaining: '5000' })).toBe('limit');
    expect(ieoAmountProblem('1901', { ...limits, held: '100', remaining: '5000' })).toBe('limit');
    expect(ieoAmountProblem('1900', { ...limits, held: '100', remaining: '5000' })).toBeUndefined();
    expect(ieoAmountProblem('1501', limits)).toBe('left');
    expect(ieoAmountProblem('1501', { ...limits, mode: 'pro_rata' })).toBeUndefined();
    expect(ieoAmountProblem('1501', { ...limits, mode: 'pro_rata', remaining: '0' })).toBeUndefined();
    expect(ieoAmountProblem('5000', { ...limits, userLimit: '', mode: 'pro_rata' })).toBeUndefined();
  });

  it('costs no more than the pay coin’s balance', () => {
    expect(ieoAmountProblem('100', { ...limits, balance: '499.99' })).toBe('balance');
    expect(ieoAmountProblem('100', { ...limits, balance: '500' })).toBeUndefined();
  });

  it('counts what the user already applied for', () => {
    expect(ieoHeld([])).toBe('0');
    expect(ieoHeld([ieoOrder(), ieoOrder({ id: 6, amount: '50.5' })])).toBe('150.5');
    expect(ieoLeftForUser('2000', '150.5')).toBe('1849.5');
    expect(ieoLeftForUser('100', '150')).toBe('0');
    expect(ieoLeftForUser('', '150')).toBe('');
  });
});

describe('a project’s published texts', () => {
  it('links only to web addresses', () => {
    expect(safeUrl(' https://example.org/wp.pdf ')).toBe('https://example.org/wp.pdf');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
  });

  it('splits the description into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\r\n\r\n\n  Three.  ')).toEqual(['One.', 'Two\nlines.', 'Three.']);
    expect(paragraphs('  ')).toEqual([]);
  });
});
