import { AdminOptionCoinInput } from '@app/api/options';
import { describe, expect, it } from 'vitest';
import type { OptionCoin } from '../api/types';
import {
  COIN_LIMITS,
  checkFee,
  checkMaxOpen,
  checkMaxStake,
  checkPresets,
  checkStake,
  coinChanged,
  coinFormInput,
  coinFormValues,
  orderedAmounts,
} from './coin-form';

const COIN: OptionCoin = {
  currency: 'USDT',
  currency_id: 3,
  enabled: true,
  fee_rate: '0.001',
  min_stake: '1',
  max_stake: '10000',
  max_open: 20,
  presets: ['10', '50', '100', '500', '1000'],
};

describe('coin drawer checks (the server’s)', () => {
  it('fee rate: a fraction from 0 to 1', () => {
    for (const ok of ['0', '0.001', '1', ' 0.1 ']) expect(checkFee(ok), ok).toBeNull();
    for (const bad of ['1.1', '-0.001', '', '1e-3', '0,1']) expect(checkFee(bad), bad).toBe('fee');
  });

  it('stakes: decimal amounts; the maximum not below the minimum, compared exactly', () => {
    for (const ok of ['0', '1', '0.5', '123456789012345678.123456789012345678']) expect(checkStake(ok), ok).toBeNull();
    for (const bad of ['', '-1', '1e3', '.5', '1234567890123456789']) expect(checkStake(bad), bad).toBe('amount');
    expect(checkMaxStake('10', '10.0')).toBeNull();
    expect(checkMaxStake('100', '9.99')).toBeNull();
    expect(checkMaxStake('9.99', '10')).toBe('maxStake');
    expect(checkMaxStake('x', '10')).toBe('amount');
    // A wrong minimum is its own field's refusal, not the maximum's.
    expect(checkMaxStake('5', 'x')).toBeNull();
  });

  it('open orders: a whole number from 0 (no cap) to 10000', () => {
    for (const ok of [0, 1, 10_000]) expect(checkMaxOpen(ok), String(ok)).toBeNull();
    for (const bad of [-1, 10_001, 2.5, null, '5']) expect(checkMaxOpen(bad), String(bad)).toBe('maxOpen');
  });

  it('presets: optional amounts, at most 12 different ones (1 and 1.0 are one)', () => {
    expect(checkPresets([])).toBeNull();
    expect(checkPresets(undefined)).toBeNull();
    expect(checkPresets(['10', 50, ' 100 '])).toBeNull();
    expect(checkPresets(['10', '-5'])).toBe('presets');
    expect(checkPresets(['abc'])).toBe('presets');
    const twelve = Array.from({ length: COIN_LIMITS.presetsMax }, (_, i) => String(i + 1));
    expect(checkPresets(twelve)).toBeNull();
    expect(checkPresets([...twelve, '13'])).toBe('presets');
    expect(checkPresets([...twelve, '1.0'])).toBeNull();
  });

  it('agree with the contract’s input schema', () => {
    const body = coinFormInput(coinFormValues(COIN));
    expect(AdminOptionCoinInput.safeParse(body).success).toBe(true);
    expect(AdminOptionCoinInput.safeParse({ ...body, max_open: COIN_LIMITS.maxOpenMax + 1 }).success).toBe(false);
    const thirteen = Array.from({ length: COIN_LIMITS.presetsMax + 1 }, (_, i) => String(i + 1));
    expect(AdminOptionCoinInput.safeParse({ ...body, presets: thirteen }).success).toBe(false);
    expect(AdminOptionCoinInput.safeParse({ ...body, fee_rate: '1.1' }).success).toBe(checkFee('1.1') === null);
  });
});

describe('coin drawer values', () => {
  it('orders presets ascending, each amount once', () => {
    expect(orderedAmounts(['100', '5', '50.5', '5.0', 10])).toEqual(['5', '10', '50.5', '100']);
  });

  it('sends every setting, text trimmed and presets ordered', () => {
    const input = coinFormInput({ ...coinFormValues(COIN), fee_rate: ' 0.002 ', presets: ['50', '10', '10'] });
    expect(input).toEqual({
      enabled: true,
      fee_rate: '0.002',
      min_stake: '1',
      max_stake: '10000',
      max_open: 20,
      presets: ['10', '50'],
    });
  });

  it('sees no change when nothing was changed, and any change otherwise', () => {
    expect(coinChanged(COIN, coinFormInput(coinFormValues(COIN)))).toBe(false);
    expect(coinChanged(COIN, coinFormInput({ ...coinFormValues(COIN), min_stake: ' 1 ' }))).toBe(false);
    expect(coinChanged(COIN, coinFormInput({ ...coinFormValues(COIN), min_stake: '1.0' }))).toBe(true);
    expect(coinChanged(COIN, coinFormInput({ ...coinFormValues(COIN), max_open: 0 }))).toBe(true);
    expect(coinChanged(COIN, coinFormInput({ ...coinFormValues(COIN), presets: ['10', '50'] }))).toBe(true);
  });
});
