import { describe, expect, it, vi } from 'vitest';
import { pairChanges } from '../api/pairs';
import type { SpotPair } from '../api/types';
import { FEE_PATTERN, pairFormInput, STEP_PATTERN } from './pair-form';

vi.mock('antd', () => ({ message: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const PAIR: SpotPair = {
  id: 1,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 2,
  currency_name: 'BTC',
  legal_name: 'USDT',
  enabled: true,
  tick_size: '0.01',
  lot_size: '0.0001',
  price_precision: 2,
  amount_precision: 4,
  min_notional: '5',
  maker_fee: '0.001',
  taker_fee: '0.002',
  zero_fee: false,
  halted: false,
  now_price: '65000',
};

const FORM = {
  enabled: true,
  zero_fee: false,
  tick_size: '0.01',
  lot_size: '0.0001',
  min_notional: '5',
  maker_fee: '0.001',
  taker_fee: '0.002',
};

describe('pair drawer step rule', () => {
  it.each(['1', '0.01', '0.00000001', '123456789012345678.123456789012345678'])('accepts %j', (v) =>
    expect(STEP_PATTERN.test(v)).toBe(true),
  );
  it.each(['', '-0.01', '.01', '1.', '1e-2', '0,01'])('refuses %j', (v) => expect(STEP_PATTERN.test(v)).toBe(false));
});

describe('pair drawer fee rule (0 to 0.1)', () => {
  it.each(['0', '0.0', '0.001', '0.05', '0.099999999999999999', '0.1', '0.10', '0.100000000000000000'])(
    'accepts %j',
    (v) => expect(FEE_PATTERN.test(v)).toBe(true),
  );
  it.each(['', '0.11', '0.2', '0.100000000000000001', '1', '0.', '.01', '-0.001', '00.01'])('refuses %j', (v) =>
    expect(FEE_PATTERN.test(v)).toBe(false),
  );
});

describe('pairFormInput + pairChanges', () => {
  it('sends nothing when nothing changed (trimmed text equal to the loaded pair)', () => {
    expect(pairChanges(PAIR, pairFormInput({ ...FORM, tick_size: ' 0.01 ', maker_fee: '0.001 ' }))).toEqual({});
  });

  it('sends only a changed fee, never the unchanged steps (the server checks steps against the book)', () => {
    expect(pairChanges(PAIR, pairFormInput({ ...FORM, taker_fee: '0.0015' }))).toEqual({ taker_fee: '0.0015' });
  });

  it('sends changed switches and steps', () => {
    expect(pairChanges(PAIR, pairFormInput({ ...FORM, enabled: false, zero_fee: true, lot_size: '0.001' }))).toEqual({
      enabled: false,
      zero_fee: true,
      lot_size: '0.001',
    });
  });

  it('compares decimal text, not values: 0.010 differs from 0.01', () => {
    expect(pairChanges(PAIR, pairFormInput({ ...FORM, tick_size: '0.010' }))).toEqual({ tick_size: '0.010' });
  });

  it('never sends halted from the drawer, but pairChanges passes a halt toggle', () => {
    expect(pairFormInput(FORM)).not.toHaveProperty('halted');
    expect(pairChanges(PAIR, { halted: true })).toEqual({ halted: true });
    expect(pairChanges(PAIR, { halted: false })).toEqual({});
  });
});
