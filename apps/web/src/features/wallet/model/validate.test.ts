import { describe, expect, it } from 'vitest';
import {
  amountError,
  exchangeErrors,
  hasErrors,
  payPasswordError,
  rechargeErrors,
  transferErrors,
  withdrawErrors,
} from './validate';

describe('amountError (spec §5 amount)', () => {
  it.each([
    ['', 'required'],
    ['abc', 'amount'],
    ['0', 'amount'],
    ['-1', 'amount'],
    ['01', 'amount'],
    ['1.12345678901', 'amount'],
  ])('%j → %s', (value, error) => {
    expect(amountError(value)).toBe(error);
  });
  it('checks the minimum and the balance as decimals', () => {
    expect(amountError('9.99', { min: '10' })).toBe('min');
    expect(amountError('10', { min: '10' })).toBeUndefined();
    expect(amountError('100.01', { available: '100' })).toBe('balance');
    expect(amountError('100', { available: '100' })).toBeUndefined();
  });
});

describe('rechargeErrors', () => {
  it('needs an amount over the minimum and the voucher', () => {
    expect(rechargeErrors({ amount: '', voucher: '', min: '10' })).toEqual({ amount: 'required', voucher: 'voucher' });
    expect(rechargeErrors({ amount: '5', voucher: '/u/a.png', min: '10' })).toEqual({ amount: 'min' });
    expect(hasErrors(rechargeErrors({ amount: '50', voucher: '/u/a.png', min: '10' }))).toBe(false);
  });
});

describe('withdrawErrors', () => {
  const base = { min: '10', fee: '1', available: '100', hasTarget: true };
  it('needs an address or card', () => {
    expect(withdrawErrors({ ...base, amount: '20', hasTarget: false })).toEqual({ target: 'target' });
  });
  it('needs the minimum', () => {
    expect(withdrawErrors({ ...base, amount: '9' })).toEqual({ amount: 'min' });
  });
  it('needs the amount (fee included) within the available', () => {
    expect(withdrawErrors({ ...base, amount: '100.5' })).toEqual({ amount: 'balance' });
    expect(withdrawErrors({ ...base, amount: '100' })).toEqual({});
  });
  it('needs the amount above the fee', () => {
    expect(withdrawErrors({ ...base, min: '0', amount: '1' })).toEqual({ amount: 'fee' });
    expect(withdrawErrors({ ...base, min: '0', amount: '1.01' })).toEqual({});
  });
});

describe('transferErrors', () => {
  it('needs a coin, two different accounts and an amount within the available', () => {
    expect(transferErrors({ coin: undefined, from: 'change', to: 'change', amount: '', available: '1' })).toEqual({
      coin: 'coin',
      accounts: 'sameAccount',
      amount: 'required',
    });
    expect(transferErrors({ coin: 3, from: 'change', to: 'lever', amount: '2', available: '1' })).toEqual({
      amount: 'balance',
    });
    expect(transferErrors({ coin: 3, from: 'change', to: 'lever', amount: '1', available: '1' })).toEqual({});
  });
});

describe('exchangeErrors', () => {
  it('needs two different coins and the quote minimum', () => {
    expect(exchangeErrors({ from: 3, to: 3, amount: '10' })).toEqual({ coin: 'coin' });
    expect(exchangeErrors({ from: 3, to: 1, amount: '5', min: '10', available: '100' })).toEqual({ amount: 'min' });
    expect(exchangeErrors({ from: 3, to: 1, amount: '50', min: '10', available: '100' })).toEqual({});
  });
});

describe('payPasswordError', () => {
  it('is 6 digits', () => {
    expect(payPasswordError('123456')).toBeUndefined();
    expect(payPasswordError('12345')).toBe('payPassword');
    expect(payPasswordError('12345a')).toBe('payPassword');
  });
});
