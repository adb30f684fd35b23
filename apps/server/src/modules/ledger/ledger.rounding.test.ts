import { add, cmp, currencyScale, mul, normalize, sub } from '@app/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossForNet, payable, receivable, splitFee } from './ledger.rounding';

describe('ledger rounding', () => {
  it.each([
    ['USDT', '1.2345678', '1.234567', '1.234568'],
    ['BTC', '0.123456789', '0.12345678', '0.12345679'],
    ['USD', '10.005', '10', '10.01'],
    ['USD', '-1.005', '-1.01', '-1'],
    ['USD', '3', '3', '3'],
  ])('%s %s: receive %s, pay %s', (currency, amount, down, up) => {
    expect(receivable(amount, currency)).toBe(down);
    expect(payable(amount, currency)).toBe(up);
  });

  it.each([
    ['USDT', '10', '0.001234', '0.01234', '9.98766'],
    ['USDT', '1', '0.0000005', '0.000001', '0.999999'], // 0.0000005 rounds UP to one unit: the user pays it
    ['USD', '0.01', '0.5', '0.01', '0'], // the fee never exceeds what was paid
    ['BTC', '0.5', '0', '0', '0.5'],
  ])('splitFee %s gross %s at %s: fee %s, net %s', (currency, gross, rate, fee, net) => {
    expect(splitFee(gross, rate, currency)).toEqual({ gross, fee, net });
  });

  it('refuses a gross finer than the currency scale, and bad rates', () => {
    expect(() => splitFee('1.0000001', '0.001', 'USDT')).toThrow(RangeError);
    expect(() => splitFee('1', '1.5', 'USDT')).toThrow(RangeError);
    expect(() => splitFee('1', '-0.1', 'USDT')).toThrow(RangeError);
  });

  it('grossForNet charges at least the published rate', () => {
    expect(grossForNet('100', '0.001', 'USDT')).toEqual({ gross: '100.100101', fee: '0.100101', net: '100' });
    expect(grossForNet('5', '0', 'USD')).toEqual({ gross: '5', fee: '0', net: '5' });
  });

  const currency = fc.constantFrom('USDT', 'BTC', 'USD', 'ETH');
  const units = fc.bigInt({ min: 0n, max: 10n ** 20n });
  const rate = fc.integer({ min: 0, max: 999_999 }).map((n) => `0.${String(n).padStart(6, '0')}`);

  it('property: fee + net = gross exactly, fee ≥ rate × gross, everything at the currency scale', () => {
    fc.assert(
      fc.property(currency, units, rate, (c, u, r) => {
        const gross = shift(String(u), currencyScale(c));
        const { fee, net } = splitFee(gross, r, c);
        expect(add(fee, net)).toBe(gross);
        expect(cmp(fee, gross)).toBeLessThanOrEqual(0);
        if (cmp(fee, gross) < 0) expect(cmp(fee, mul(gross, r))).toBeGreaterThanOrEqual(0);
        expect(payable(fee, c)).toBe(fee);
        expect(payable(net, c)).toBe(net);
      }),
      { numRuns: 500 },
    );
  });

  it('property: grossForNet gives back the net and a fee of at least rate × gross', () => {
    fc.assert(
      fc.property(currency, units, rate, (c, u, r) => {
        const net = shift(String(u), currencyScale(c));
        const { gross, fee } = grossForNet(net, r, c);
        expect(sub(gross, fee)).toBe(net);
        expect(cmp(fee, mul(gross, r))).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});

/** digits × 10^-scale as a decimal string, without floats. */
function shift(digits: string, scale: number): string {
  if (scale === 0) return normalize(digits);
  const padded = digits.padStart(scale + 1, '0');
  return normalize(`${padded.slice(0, -scale)}.${padded.slice(-scale)}`);
}
