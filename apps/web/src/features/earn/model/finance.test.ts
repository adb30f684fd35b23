import { describe, expect, it } from 'vitest';
import { financeRows } from './finance';
import { config, dual } from './test-products';

describe('the finance tab rows', () => {
  it('list every product by group with its yield, term, campaign and link', () => {
    const rows = financeRows(
      [config({ id: 4, kind: 'defi', name: 'DeFi', day: 7 }), config(), config({ id: 5, kind: 'cloud' })],
      [dual({ id: 2, type: 'put', apr: '0.3' })],
    );
    // One kind of rate for every product (the server's APR); mining's daily figure rides along.
    expect(rows.map((r) => [r.key, r.group, r.apr, r.daily, r.href])).toEqual([
      ['m1', 'locked', '1.095', '0.003', '/pages/lockming/buy?id=1'],
      ['m5', 'cloud', '1.095', '0.003', '/pages/lockming/buy?id=5'],
      ['m4', 'defi', '1.095', '0.003', '/pages/lockming/buy?id=4'],
      ['d2', 'dual', '0.3', undefined, '/pages/invest/purchase?id=2'],
    ]);
    expect(rows[0]).toMatchObject({ days: 5, campaign: { name: 'Launch yield', remaining: '49000' } });
    expect(rows[3]).toMatchObject({ days: 7, coin: 'BTC', open: true });
  });

  it('mark what cannot be bought now', () => {
    const [spent, soldOut, closed] = financeRows(
      [config({ budget_cap: '50' })],
      [dual({ remaining_number: 0 }), dual({ id: 2, status: 0 })],
    );
    expect([spent?.open, soldOut?.open, closed?.open]).toEqual([false, false, false]);
  });
});
