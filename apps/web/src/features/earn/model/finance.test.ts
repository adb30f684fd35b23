import { describe, expect, it } from 'vitest';
import { financeRows } from './finance';
import { config, dual } from './test-products';

describe('the finance tab rows', () => {
  it('list every product by group with its yield, term, campaign and link', () => {
    const rows = financeRows(
      [config({ id: 4, kind: 'defi', name: 'DeFi', day: 7 }), config(), config({ id: 5, kind: 'cloud' })],
      [dual({ id: 2, type: 'put', apr: '0.3' })],
    );
    expect(rows.map((r) => [r.key, r.group, r.rateKind, r.href])).toEqual([
      ['m1', 'locked', 'daily', '/pages/lockming/buy?id=1'],
      ['m5', 'cloud', 'daily', '/pages/lockming/buy?id=5'],
      ['m4', 'defi', 'daily', '/pages/lockming/buy?id=4'],
      ['d2', 'dual', 'apr', '/pages/invest/purchase?id=2'],
    ]);
    expect(rows[0]).toMatchObject({ rate: '0.003', days: 5, campaign: { name: 'Launch yield', remaining: '49000' } });
    expect(rows[3]).toMatchObject({ rate: '0.3', days: 7, coin: 'BTC', open: true });
  });

  it('mark what cannot be bought now', () => {
    const [spent, soldOut, closed] = financeRows(
      [config({ budget_cap: '50' })],
      [dual({ remaining_number: 0 }), dual({ id: 2, status: 0 })],
    );
    expect([spent?.open, soldOut?.open, closed?.open]).toEqual([false, false, false]);
  });
});
