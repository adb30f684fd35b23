import { describe, expect, it } from 'vitest';
import { kindLabel, otherResults, resultLabel, verifyOutcome } from './labels';

const base = {
  id: 'a'.repeat(32),
  kind: 'spot.fill',
  formula: 'spot.fill',
  formula_version: 1,
  hash: 'h',
  match: true,
  checks: { hash: true, ticks: 'ok' as const, result: true, formula_known: true, proofs: 'none' as const },
  proofs: [],
};

describe('receipt labels', () => {
  it('lists every failed check, and a match only when none failed', () => {
    expect(verifyOutcome(base)).toEqual({ match: true, failed: [] });
    expect(verifyOutcome({ ...base, match: false, checks: { ...base.checks, hash: false, ticks: 'changed' } })).toEqual(
      {
        match: false,
        failed: ['hash', 'ticks'],
      },
    );
    expect(
      verifyOutcome({ ...base, match: false, checks: { ...base.checks, result: false, formula_known: false } }),
    ).toEqual({ match: false, failed: ['formula'] });
    expect(verifyOutcome({ ...base, match: false, checks: { ...base.checks, proofs: 'failed' as const } })).toEqual({
      match: false,
      failed: ['proofs'],
    });
    // not yet covered by a signed head (heads come every few seconds): the rest still decides
    expect(verifyOutcome({ ...base, checks: { ...base.checks, proofs: 'pending' as const } })).toEqual({
      match: true,
      failed: [],
    });
  });

  it('keeps result fields a newer formula adds', () => {
    expect(otherResults({ pays: '1', pays_currency: 'USDT', notional: '200', bonus: '3' })).toEqual([
      ['notional', '200'],
      ['bonus', '3'],
    ]);
  });

  it('names the contracts’ receipts and their result fields', () => {
    expect(kindLabel('contracts.open')).toBe('contractOpen');
    expect(kindLabel('contracts.close')).toBe('contractClose');
    expect(kindLabel('nope')).toBeUndefined();
    expect(resultLabel('pnl')).toBe('pnl');
    expect(resultLabel('bonus')).toBeUndefined();
  });

  it('names a seconds option’s receipt and its result fields', () => {
    expect(kindLabel('options.settle')).toBe('optionSettle');
    expect(['result', 'payout', 'fact_profits'].map(resultLabel)).toEqual(['result', 'payout', 'fact_profits']);
  });
});
