import { describe, expect, it } from 'vitest';
import {
  closeEstimate,
  crossLiquidationPrice,
  dueAtEntry,
  estimateEntry,
  fillPrice,
  isolatedLiquidationPrice,
  pnlOf,
  riskRateOf,
  roeOf,
} from './calc';

// BTC/USDT as the demo server publishes it.
const BTC = {
  lot_size: '0.001',
  spread: '6.5',
  fee_rate: '0.0005',
  overnight_rate: '0.0002',
  liquidation_threshold: '10',
  precision: 2,
};

describe('fill price', () => {
  it.each([
    ['long', 'open', '100.5'],
    ['long', 'close', '99.5'],
    ['short', 'open', '99.5'],
    ['short', 'close', '100.5'],
  ] as const)('%s %s moves against the user', (side, action, expected) => {
    expect(fillPrice(side, action, '100', '0.5')).toBe(expected);
  });

  it('is null when it would not be positive', () => {
    expect(fillPrice('short', 'open', '0.4', '0.5')).toBeNull();
  });
});

describe('an entry estimate (the numbers the server answered for the same entry)', () => {
  it('market long, 1 lot at 10×, cross with no free balance (the price is the server’s; it could not open)', () => {
    const e = estimateEntry({
      terms: BTC,
      scale: 6,
      side: 'long',
      lots: 1,
      multiple: 10,
      reference: '65019.78',
      limit: null,
      mode: 'cross',
      free: '0',
      others: [],
    });
    expect(e).toEqual({
      fillPrice: '65026.28',
      quantity: '0.001',
      value: '65.02628',
      margin: '6.502628',
      fee: '0.032514',
      required: '6.535142',
      overnightFee: '0.013006',
      liquidationPrice: '65709.06',
      liquidationKnown: false,
      dueAtEntry: false,
    });
  });

  it('market long, 2 lots at 10×: margin and fee round up at the coin scale', () => {
    const e = estimateEntry({
      terms: BTC,
      scale: 6,
      side: 'long',
      lots: 2,
      multiple: 10,
      reference: '65098.87',
      limit: null,
      mode: 'cross',
      free: '1000',
      others: [],
    });
    expect(e).toMatchObject({ fillPrice: '65105.37', value: '130.21074', margin: '13.021074', fee: '0.065106' });
    // With 1000 USDT free the cross position survives a fall to zero.
    expect(e?.liquidationPrice).toBeNull();
  });

  it('a limit entry is estimated at its limit, with no spread', () => {
    const e = estimateEntry({
      terms: BTC,
      scale: 6,
      side: 'short',
      lots: 10,
      multiple: 20,
      reference: '65000',
      limit: '66000',
      mode: 'isolated',
      free: '0',
      others: [],
    });
    expect(e).toMatchObject({ fillPrice: '66000', quantity: '0.01', value: '660', margin: '33', fee: '0.33' });
    // 66000 + 33 × 0.9 ÷ 0.01 = 68970.
    expect(e?.liquidationPrice).toBe('68970');
    expect(e?.dueAtEntry).toBe(false);
  });

  it('a cross entry’s liquidation price is unknown without the free balance (a visitor)', () => {
    const e = estimateEntry({
      terms: BTC,
      scale: 6,
      side: 'long',
      lots: 1,
      multiple: 10,
      reference: '65000',
      limit: null,
      mode: 'cross',
      free: null,
      others: [],
    });
    expect(e).toMatchObject({ liquidationPrice: null, liquidationKnown: false });
  });

  it('is null without a price or lots', () => {
    const base = {
      terms: BTC,
      scale: 6,
      side: 'long' as const,
      multiple: 10,
      limit: null,
      mode: 'cross' as const,
      free: '0',
      others: [],
    };
    expect(estimateEntry({ ...base, lots: 1, reference: '0' })).toBeNull();
    expect(estimateEntry({ ...base, lots: 0, reference: '100' })).toBeNull();
  });
});

describe('liquidation prices', () => {
  it('isolated: entry ∓ margin × (1 − threshold) ÷ quantity, rounded toward the entry', () => {
    const p = { entry: '100', margin: '10', quantity: '1', threshold: '10', precision: 2 };
    expect(isolatedLiquidationPrice({ ...p, side: 'long' })).toBe('91');
    expect(isolatedLiquidationPrice({ ...p, side: 'short' })).toBe('109');
    expect(isolatedLiquidationPrice({ ...p, side: 'long', quantity: '3' })).toBe('97');
    expect(isolatedLiquidationPrice({ ...p, side: 'short', quantity: '3' })).toBe('103');
    // Between two steps of the price grid: toward the entry (10 ÷ 3 = 3.333…).
    expect(isolatedLiquidationPrice({ ...p, side: 'long', quantity: '3', threshold: '0' })).toBe('96.67');
    expect(isolatedLiquidationPrice({ ...p, side: 'short', quantity: '3', threshold: '0' })).toBe('103.33');
    // Unreachable for a long: a margin bigger than the whole value.
    expect(isolatedLiquidationPrice({ ...p, side: 'long', margin: '200' })).toBeNull();
  });

  it('cross: the free balance and the other positions are the cushion', () => {
    const p = {
      side: 'long' as const,
      entry: '100',
      margin: '10',
      fee: '0',
      quantity: '1',
      threshold: '10',
      precision: 2,
    };
    // No free balance: the same as isolated.
    expect(crossLiquidationPrice({ ...p, free: '10', others: [] })).toBe('91');
    // 20 more free: 20 further away.
    expect(crossLiquidationPrice({ ...p, free: '30', others: [] })).toBe('71');
    // Another position with 10 margin losing 5: equity 15 + (P − 100) meets 10 % of 20 margin at P = 87.
    expect(crossLiquidationPrice({ ...p, free: '10', others: [{ margin: '10', pnl: '-5' }] })).toBe('87');
  });
});

describe('P/L, return and risk', () => {
  it('P/L is the price move times the quantity, never times the leverage', () => {
    expect(pnlOf('long', '65105.37', '65078.85', '0.002')).toBe('-0.05304');
    expect(pnlOf('short', '100', '90', '2')).toBe('20');
    expect(roeOf('-0.05304', '13.021074')).toBe('-0.4');
    expect(roeOf('1', '0')).toBeNull();
  });

  it('closing now realises the P/L at the mark less the spread', () => {
    expect(
      closeEstimate({ side: 'long', entry: '65105.37', mark: '65085.35', spread: '6.5', quantity: '0.002' }),
    ).toEqual({ closePrice: '65078.85', pnl: '-0.05304' });
    expect(closeEstimate({ side: 'short', entry: '100', mark: '90', spread: '1', quantity: '1' })).toEqual({
      closePrice: '91',
      pnl: '9',
    });
  });

  it('risk rate: equity over margin in %, rounded down; none without positions', () => {
    expect(riskRateOf('986.91382', ['13.021074'], ['-0.013'])).toBe('7679.25');
    expect(riskRateOf('0', ['10'], ['-9'])).toBe('10');
    expect(riskRateOf('5', [], [])).toBeNull();
  });

  it('refuses an entry its spread alone would liquidate', () => {
    const p = { side: 'long' as const, reference: '100', quantity: '1', threshold: '10' };
    expect(dueAtEntry({ ...p, fill: '101', margin: '1' })).toBe(true);
    expect(dueAtEntry({ ...p, fill: '100.5', margin: '1' })).toBe(false);
  });
});
