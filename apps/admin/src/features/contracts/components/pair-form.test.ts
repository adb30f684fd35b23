import { AdminContractPairInput } from '@app/api/contracts';
import { describe, expect, it, vi } from 'vitest';
import { pairChanges } from '../api/pairs';
import type { ContractPair } from '../api/types';
import {
  checkFee,
  checkLotSize,
  checkMaxLots,
  checkMinLots,
  checkMultiples,
  checkOvernight,
  checkPresets,
  checkSpread,
  checkThreshold,
  PAIR_LIMITS,
  type PairForm,
  pairFormInput,
  pairFormValues,
} from './pair-form';

vi.mock('antd', () => ({ message: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const PAIR: ContractPair = {
  id: 1,
  symbol: 'BTC/USDT',
  area: 'contract',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  settle_currency: 'USDT',
  account: 'lever',
  lot_size: '0.001',
  min_lots: 1,
  max_lots: 0,
  multiples: [5, 10, 20, 50, 100],
  share_presets: [1, 5, 10],
  spread: '0.01',
  fee_rate: '0.0005',
  overnight_rate: '0.0005',
  liquidation_threshold: '10',
  precision: 2,
  high_leverage: true,
  limit_entries: true,
  market_open: true,
  last_price: '50000.00',
  change: '0.5',
  enabled: true,
};

const FORM: PairForm = pairFormValues(PAIR);

describe('pair drawer checks (the server’s)', () => {
  it('lot size: positive, at most 8 decimals', () => {
    for (const ok of ['1', '0.001', '0.00000001', ' 0.5 ']) expect(checkLotSize(ok), ok).toBeNull();
    for (const bad of ['0', '0.000', '0.000000001', '-1', '1e-3', '', '.5', '1.'])
      expect(checkLotSize(bad), bad).toBe('lotSize');
  });

  it('fee rate: 0 to 0.1, read from the text', () => {
    for (const ok of ['0', '0.0005', '0.1', '0.100000', '0.099999999999999999']) expect(checkFee(ok), ok).toBeNull();
    for (const bad of ['0.1000000001', '0.11', '1', '-0.001', '', 'abc', '0,001'])
      expect(checkFee(bad), bad).toBe('fee');
  });

  it('overnight rate: 0 to 0.01', () => {
    for (const ok of ['0', '0.0005', '0.01', '0.0100']) expect(checkOvernight(ok), ok).toBeNull();
    for (const bad of ['0.011', '0.02', '0.1', '-0', '']) expect(checkOvernight(bad), bad).toBe('overnight');
  });

  it('liquidation threshold: 0 to 99 with at most 2 decimals', () => {
    for (const ok of ['0', '10', '12.5', '12.55', '99', '99.00']) expect(checkThreshold(ok), ok).toBeNull();
    for (const bad of ['99.01', '100', '12.555', '-1', '', '1e1']) expect(checkThreshold(bad), bad).toBe('threshold');
  });

  it('spread: an absolute price amount with no more decimals than the pair’s prices', () => {
    expect(checkSpread('0.01', 2)).toBeNull();
    expect(checkSpread('5', 2)).toBeNull();
    expect(checkSpread('0', 2)).toBeNull();
    expect(checkSpread('0.001', 2)).toBe('spread');
    expect(checkSpread('-0.01', 2)).toBe('spread');
    expect(checkSpread('0.0001', 4)).toBeNull();
  });

  it('multiples: at least one, whole numbers from 1 to 1000, at most 20', () => {
    expect(checkMultiples(['5', 10, ' 20 '])).toBeNull();
    expect(checkMultiples([])).toBe('multiplesNeeded');
    expect(checkMultiples(undefined)).toBe('multiplesNeeded');
    for (const bad of [['0'], ['1001'], ['2.5'], ['x'], ['-5']])
      expect(checkMultiples(bad), String(bad)).toBe('multiples');
    expect(checkMultiples(Array.from({ length: 21 }, (_, i) => i + 1))).toBe('multiples');
    expect(checkMultiples(Array.from({ length: 20 }, (_, i) => i + 1))).toBeNull();
  });

  it('lot presets: optional, whole numbers from 1, at most 20', () => {
    expect(checkPresets([])).toBeNull();
    expect(checkPresets(['1', '1000000000'])).toBeNull();
    expect(checkPresets(['0'])).toBe('presets');
    expect(checkPresets(['1000000001'])).toBe('presets');
    expect(checkPresets(Array.from({ length: 21 }, (_, i) => i + 1))).toBe('presets');
  });

  it('lots: min from 1; max 0 (no limit) or at least the min', () => {
    expect(checkMinLots(1)).toBeNull();
    expect(checkMinLots(0)).toBe('minLots');
    expect(checkMinLots(null)).toBe('minLots');
    expect(checkMinLots(1.5)).toBe('minLots');
    expect(checkMaxLots(0, 5)).toBeNull();
    expect(checkMaxLots(5, 5)).toBeNull();
    expect(checkMaxLots(10, 5)).toBeNull();
    expect(checkMaxLots(4, 5)).toBe('maxLots');
    expect(checkMaxLots(null, 5)).toBe('maxLots');
    expect(checkMaxLots(-1, 5)).toBe('maxLots');
    // A wrong minimum is its own field's refusal, not the maximum's.
    expect(checkMaxLots(4, null)).toBeNull();
  });

  it('are bounded like the contract’s input schema', () => {
    const field = AdminContractPairInput.shape;
    expect(field.min_lots.unwrap().maxValue).toBe(PAIR_LIMITS.lotsMax);
    expect(field.max_lots.unwrap().maxValue).toBe(PAIR_LIMITS.lotsMax);
    expect(field.multiples.unwrap().element.maxValue).toBe(PAIR_LIMITS.multipleMax);
    expect(field.share_presets.unwrap().element.maxValue).toBe(PAIR_LIMITS.presetMax);
    expect(AdminContractPairInput.safeParse({ multiples: Array(PAIR_LIMITS.listMax).fill(1) }).success).toBe(true);
    expect(AdminContractPairInput.safeParse({ multiples: Array(PAIR_LIMITS.listMax + 1).fill(1) }).success).toBe(false);
  });
});

describe('pairFormInput + pairChanges', () => {
  it('sends nothing when nothing changed (trimmed text, tags as text, same numbers in another order)', () => {
    const input = pairFormInput({ ...FORM, fee_rate: ' 0.0005 ', multiples: ['100', '5', '10', '20', '50', '5'] });
    expect(pairChanges(PAIR, input)).toEqual({});
  });

  it('sends only what changed, multiples and presets sorted and each once', () => {
    const input = pairFormInput({
      ...FORM,
      fee_rate: '0.001',
      max_lots: 500,
      multiples: ['20', '10', '10'],
      share_presets: ['10', '2'],
      enabled: false,
    });
    expect(pairChanges(PAIR, input)).toEqual({
      fee_rate: '0.001',
      max_lots: 500,
      multiples: [10, 20],
      share_presets: [2, 10],
      enabled: false,
    });
    expect(AdminContractPairInput.safeParse(pairChanges(PAIR, input)).success).toBe(true);
  });

  it('compares decimal text, not values: 10.0 differs from 10', () => {
    expect(pairChanges(PAIR, pairFormInput({ ...FORM, liquidation_threshold: '10.0' }))).toEqual({
      liquidation_threshold: '10.0',
    });
  });

  it('loads the pair as the drawer shows it', () => {
    expect(FORM).toMatchObject({
      multiples: ['5', '10', '20', '50', '100'],
      share_presets: ['1', '5', '10'],
      max_lots: 0,
    });
  });
});
