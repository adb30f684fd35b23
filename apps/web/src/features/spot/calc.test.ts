import { describe, expect, it } from 'vitest';
import {
  amountForPercent,
  costOf,
  covers,
  depthBarWidths,
  estimateFee,
  feeRate,
  floorToStep,
  isStepMultiple,
  parseInput,
  stepDecimals,
  stepPrice,
  totalForPercent,
} from './calc';

describe('parseInput', () => {
  it.each([
    ['1', '1'],
    [' 0.50 ', '0.5'],
    ['0', '0'],
    ['', null],
    ['1.', null],
    ['.5', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
  ])('%j → %j', (text, out) => expect(parseInput(text)).toBe(out));
});

describe('stepDecimals', () => {
  it.each([
    ['0.01', 2],
    ['1', 0],
    ['0.0005', 4],
    ['0.00010', 4],
    ['10', 0],
  ])('%s → %i', (step, out) => expect(stepDecimals(step)).toBe(out));
});

describe('floorToStep (rounds DOWN to the tick or lot)', () => {
  it.each([
    ['0.123456', '0.0001', '0.1234'],
    ['0.12349999', '0.0001', '0.1234'],
    ['1.5', '0.5', '1.5'],
    ['1.49', '0.5', '1'],
    ['0.00009', '0.0001', '0'],
    ['123', '5', '120'],
    ['65432.129', '0.01', '65432.12'],
  ])('%s by %s → %s', (v, step, out) => expect(floorToStep(v, step)).toBe(out));
});

describe('isStepMultiple (enter a correct price / amount)', () => {
  it.each([
    ['65000.01', '0.01', true],
    ['65000.015', '0.01', false],
    ['0.001', '0.0001', true],
    ['0.00015', '0.0001', false],
    ['2.5', '0.5', true],
    ['2.4', '0.5', false],
    ['0', '0.01', false],
    ['-1', '0.01', false],
  ])('%s on %s → %s', (v, step, out) => expect(isStepMultiple(v, step)).toBe(out));
});

describe('stepPrice (+/- by tick)', () => {
  it.each([
    ['100.00', '0.01', 1, '100.01'],
    ['100.005', '0.01', 1, '100.01'],
    ['100', '0.5', -2, '99'],
    ['0', '0.01', 1, '0.01'],
    ['0.01', '0.01', -1, '0.01'],
  ])('%s %s ×%i → %s', (p, tick, n, out) => expect(stepPrice(p, tick, n)).toBe(out));
});

describe('cost and fee', () => {
  it('cost is price × amount, exact', () => {
    expect(costOf('65000.12', '0.0003')).toBe('19.500036');
    expect(costOf('0.1', '0.2')).toBe('0.02');
  });
  it('the zero-fee pair pays nothing; others pay the taker rate', () => {
    expect(feeRate({ taker_fee: '0.001', zero_fee: true })).toBe('0');
    expect(feeRate({ taker_fee: '0.001', zero_fee: false })).toBe('0.001');
  });
  it.each([
    ['buy', '0.5', '30000', '0.001', '0.0005', true],
    ['sell', '0.5', '30000', '0.001', '30', false],
    ['buy', '0.5', '30000', '0', '0', true],
    ['sell', '1', '19.500036', '0.002', '0.039000072', false],
  ] as const)('%s %s (total %s) at %s → fee %s', (side, amount, total, rate, fee, inBase) =>
    expect(estimateFee(side, amount, total, rate)).toEqual({ fee, inBase }),
  );
});

describe('amountForPercent (slider, rounded down to the lot)', () => {
  it.each([
    ['buy', 100, '1000', '30000', '0.0001', '0.0333'],
    ['buy', 25, '1000', '30000', '0.0001', '0.0083'],
    ['buy', 50, '100', '3', '1', '16'],
    ['sell', 75, '0.12345678', '30000', '0.0001', '0.0925'],
    ['sell', 100, '2', '1', '0.5', '2'],
    ['sell', 25, '0.0003', '1', '0.0001', '0'],
    ['buy', 100, '1000', '0', '0.0001', '0'],
  ] as const)('%s %i%% of %s at %s lot %s → %s', (side, percent, available, price, lot, out) =>
    expect(amountForPercent({ side, percent, available, price, lot })).toBe(out),
  );
  it('never spends more than the balance', () => {
    const amount = amountForPercent({ side: 'buy', percent: 100, available: '99.99', price: '33.33', lot: '0.001' });
    expect(covers('99.99', costOf('33.33', amount))).toBe(true);
  });
});

describe('totalForPercent (market buy by total)', () => {
  it.each([
    ['1000', 25, 2, '250'],
    ['1000.555', 50, 2, '500.27'],
    ['0.019', 100, 2, '0.01'],
  ] as const)('%s × %i%% → %s', (available, percent, decimals, out) =>
    expect(totalForPercent(available, percent, decimals)).toBe(out),
  );
});

describe('depthBarWidths (cumulative, one scale for both sides)', () => {
  it('grows from the best price and scales to the larger side', () => {
    const w = depthBarWidths(
      [
        ['101', '1'],
        ['102', '3'],
      ],
      [
        ['100', '2'],
        ['99', '6'],
      ],
    );
    expect(w.asks).toEqual([12.5, 50]);
    expect(w.bids).toEqual([25, 100]);
  });
  it('an empty book has no bars', () => expect(depthBarWidths([], [])).toEqual({ asks: [], bids: [] }));
});
