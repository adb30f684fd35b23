import { describe, expect, it } from 'vitest';
import { ReceiptRefsQuery } from './schemas';

describe('ReceiptRefsQuery', () => {
  it('takes the per-period ids of recurring outcomes (a night of a position, a day of a mining order)', () => {
    expect(ReceiptRefsQuery.parse({ ref_type: 'contract_overnight', ref_id: '12:2026-12-07, 12:2026-12-08' })).toEqual({
      ref_type: 'contract_overnight',
      ref_id: ['12:2026-12-07', '12:2026-12-08'],
    });
    expect(ReceiptRefsQuery.parse({ ref_type: 'mining_yield', ref_id: '7:20795' }).ref_id).toEqual(['7:20795']);
  });

  it('refuses anything else in an id', () => {
    for (const bad of ['1;2', '1 2', "1'", '1/2', 'x'.repeat(41), '']) {
      expect(ReceiptRefsQuery.safeParse({ ref_type: 'spot_trade', ref_id: bad }).success, bad).toBe(false);
    }
  });
});
