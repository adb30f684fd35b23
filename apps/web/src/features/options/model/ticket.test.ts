import { describe, expect, it } from 'vitest';
import { makeCoin, makeExpiry } from './test-orders';
import { breakEvenOf, cleanStake, parseStake, stakeError, ticketOf } from './ticket';

const coin = makeCoin();
const e30 = makeExpiry();

describe('the stake field', () => {
  it('keeps digits and one dot, at most the coin’s decimals', () => {
    expect(cleanStake('12,5', 6)).toBe('12.5');
    expect(cleanStake('1a0.1234567', 6)).toBe('10.123456');
    expect(cleanStake('007', 6)).toBe('7');
    expect(cleanStake('.5', 6)).toBe('0.5');
    expect(cleanStake('3.9', 0)).toBe('3');
  });

  it('reads a positive amount the coin can hold', () => {
    expect(parseStake('10', coin)).toBe('10');
    expect(parseStake('10.50', coin)).toBe('10.5');
    for (const bad of ['', '0', '1.', 'abc', '1e3', '0.0000001']) expect(parseStake(bad, coin)).toBeNull();
  });
});

describe('what an order pays (the server’s published formulas)', () => {
  it('a stake of 10 at 30 s: fee 0.01, win 18.5, tie 10, loss 0', () => {
    expect(ticketOf('10', coin, e30)).toEqual({
      stake: '10',
      fee: '0.01',
      total: '10.01',
      win: '18.5',
      winNet: '8.49',
      tie: '10',
      tieNet: '-0.01',
      loss: '0',
      lossNet: '-10.01',
    });
  });

  it('rounds the fee up and what comes back down, at the coin’s scale', () => {
    const t = ticketOf('1.234567', coin, makeExpiry({ payout_ratio: '0.8', loss_ratio: '0.9' }));
    // fee 0.001234567 → 0.001235; win 2.2222206 → 2.22222; loss keeps 0.1234567 → 0.123456
    expect([t.fee, t.win, t.loss]).toEqual(['0.001235', '2.22222', '0.123456']);
  });
});

describe('why the ticket cannot be sent', () => {
  it('checks the stake, its bounds, then stake + fee against the balance', () => {
    expect(stakeError('', coin, e30, '1000')).toBe('stake');
    expect(stakeError('0.5', coin, e30, '1000')).toBe('stakeMin');
    expect(stakeError('10001', coin, e30, '1000000')).toBe('stakeMax');
    expect(stakeError('1000', coin, e30, '1000')).toBe('balance');
    expect(stakeError('999', coin, e30, '1000')).toBeNull();
    // A visitor's balance is unknown: not checked.
    expect(stakeError('1000', coin, e30, null)).toBeNull();
  });
});

describe('break-even win rate', () => {
  it('is the coin’s rate with the fee for the expiry, else the expiry’s own', () => {
    expect(breakEvenOf(coin, e30)).toBe('0.541081');
    expect(breakEvenOf(coin, makeExpiry({ seconds: 300, break_even: '0.588235' }))).toBe('0.588235');
    expect(breakEvenOf(undefined, e30)).toBe('0.540541');
  });
});
