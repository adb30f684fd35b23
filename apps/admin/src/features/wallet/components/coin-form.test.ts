import { describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, coinSettingsInput, RATE_PATTERN } from './coin-form';

describe('coin drawer amount rule', () => {
  it.each(['0', '0.001', '100', '123456789012345678.123456789012345678'])('accepts %j', (v) =>
    expect(AMOUNT_PATTERN.test(v)).toBe(true),
  );
  it.each(['', '-1', '+1', '.5', '1.', '1e-3', '1,5', '1234567890123456789', '0.1234567890123456789', ' 1'])(
    'refuses %j',
    (v) => expect(AMOUNT_PATTERN.test(v)).toBe(false),
  );
});

describe('coin drawer exchange fee rate rule (0 to 1)', () => {
  it.each(['0', '0.002', '0.999999999999999999', '1', '1.0', '1.000000000000000000'])('accepts %j', (v) =>
    expect(RATE_PATTERN.test(v)).toBe(true),
  );
  it.each(['', '1.1', '1.000000000000000001', '2', '-0.1', '.5', '0.', '01', '0.1234567890123456789'])(
    'refuses %j',
    (v) => expect(RATE_PATTERN.test(v)).toBe(false),
  );
});

describe('coinSettingsInput', () => {
  it('sends every setting with text trimmed and switches as set, never turning amounts into numbers', () => {
    expect(
      coinSettingsInput({
        deposit_enabled: true,
        withdraw_enabled: false,
        min_deposit: ' 0.0010 ',
        min_withdraw: '10',
        withdraw_fee: '0.000000000000000001 ',
        platform_address: '  0xabc  ',
        exchange_fee_rate: '0.002',
      }),
    ).toEqual({
      deposit_enabled: true,
      withdraw_enabled: false,
      min_deposit: '0.0010',
      min_withdraw: '10',
      withdraw_fee: '0.000000000000000001',
      platform_address: '0xabc',
      exchange_fee_rate: '0.002',
    });
  });

  it('sends an empty platform address when the field was cleared', () => {
    const input = coinSettingsInput({
      deposit_enabled: true,
      withdraw_enabled: true,
      min_deposit: '1',
      min_withdraw: '1',
      withdraw_fee: '0',
      platform_address: undefined as unknown as string,
      exchange_fee_rate: '0',
    });
    expect(input.platform_address).toBe('');
  });
});
