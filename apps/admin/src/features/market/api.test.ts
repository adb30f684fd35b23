import { AdminInstrumentInput } from '@app/api/market';
import { describe, expect, it, vi } from 'vitest';
import { INSTRUMENT_LIMITS } from './api';

vi.mock('antd', () => ({ message: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

describe('market limits checked before sending', () => {
  it('are the bounds of the contract’s input schemas', () => {
    const field = AdminInstrumentInput.shape;
    expect(INSTRUMENT_LIMITS).toEqual({
      precisionMax: field.precision.unwrap().maxValue,
      sortMax: field.sort.unwrap().maxValue,
      nameMax: field.name.unwrap().maxLength,
      logoMax: field.logo.unwrap().maxLength,
    });
    expect(field.amount_precision.unwrap().maxValue).toBe(INSTRUMENT_LIMITS.precisionMax);
  });
});
