import { type Amount, abs, cmp, div, mul, normalize, sub, toFixed } from '@app/money';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  coinDecimals,
  EN_NUMBER_SYMBOLS,
  formatCoin,
  formatCompact,
  formatNumber,
  formatPrice,
  numberSymbols,
  setNumberLocale,
} from './format';

/** Decimal strings of up to 22 integer and 12 fraction digits, either sign. */
const decimal = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }))
  .map(([neg, int, frac]) => normalize(`${neg ? '-' : ''}${int}.${frac.toString().padStart(12, '0')}`));

const precision = fc.integer({ min: 0, max: 10 });

/** The formatted text back to a decimal string (English separators). */
const unformat = (text: string): Amount => normalize(text.replace(/,/g, ''));

describe('formatNumber, for any decimal', () => {
  it('groups the integer digits by three and keeps exactly `precision` decimals', () => {
    fc.assert(
      fc.property(decimal, precision, (v, p) => {
        const text = formatNumber(v, p, 'half-up', EN_NUMBER_SYMBOLS);
        expect(text).toMatch(p === 0 ? /^-?\d{1,3}(,\d{3})*$/ : new RegExp(`^-?\\d{1,3}(,\\d{3})*\\.\\d{${p}}$`));
      }),
    );
  });

  it('is the exact rounding of the value: half-up within half a step, down never larger', () => {
    fc.assert(
      fc.property(decimal, precision, (v, p) => {
        const step = div('1', `1${'0'.repeat(p)}`, p);
        const half = unformat(formatNumber(v, p, 'half-up', EN_NUMBER_SYMBOLS));
        expect(cmp(mul(abs(sub(half, v)), '2'), step)).toBeLessThanOrEqual(0);
        expect(half).toBe(normalize(toFixed(v, p, 'half-up')));
        const down = unformat(formatNumber(v, p, 'down', EN_NUMBER_SYMBOLS));
        expect(cmp(abs(down), abs(v))).toBeLessThanOrEqual(0);
        expect(cmp(abs(sub(v, down)), step)).toBeLessThan(0);
      }),
    );
  });

  it('reads the same in every language once the separators are swapped back', () => {
    fc.assert(
      fc.property(decimal, precision, fc.constantFrom('fra', 'spa', 'th', 'jp'), (v, p, lang) => {
        const sym = numberSymbols(lang);
        const local = formatNumber(v, p, 'half-up', sym);
        const en = formatNumber(v, p, 'half-up', EN_NUMBER_SYMBOLS);
        const back = local.split(sym.group).join('§').replace(sym.decimal, '.').replace(/§/g, ',');
        expect(back).toBe(en);
        expect(local).not.toMatch(/ /); // only no-break spaces: a number never wraps
      }),
    );
  });
});

describe('formatCompact, for any decimal', () => {
  const units: [string, string][] = [
    ['B', '1000000000'],
    ['M', '1000000'],
    ['K', '1000'],
  ];

  it('picks the unit by magnitude and never overstates, within one shown step', () => {
    fc.assert(
      fc.property(decimal, (v) => {
        const text = formatCompact(v, 4, EN_NUMBER_SYMBOLS);
        const unit = units.find(([, min]) => cmp(abs(v), min) >= 0);
        if (!unit) {
          expect(text).toBe(formatNumber(v, 4, 'down', EN_NUMBER_SYMBOLS));
          return;
        }
        const [suffix, min] = unit;
        expect(text.endsWith(suffix)).toBe(true);
        const decimals = suffix === 'B' ? 2 : 1;
        const body = text.slice(0, -1);
        expect(body).toMatch(new RegExp(`^-?\\d{1,3}(,\\d{3})*\\.\\d{${decimals}}$`));
        const shown = mul(unformat(body), min);
        expect(cmp(abs(shown), abs(v))).toBeLessThanOrEqual(0);
        const step = mul(min, decimals === 2 ? '0.01' : '0.1');
        expect(cmp(abs(sub(v, shown)), step)).toBeLessThan(0);
        if (suffix !== 'B') expect(cmp(abs(unformat(body)), '1000')).toBeLessThan(0);
      }),
    );
  });
});

describe('formatCoin', () => {
  afterEach(() => setNumberLocale('en'));

  it("shows every amount of a coin exactly to the coin's decimals, cut, with at least two", () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom('BTC', 'USDT', 'ETH', 'DOGE', 'USD'), (v, coin) => {
        const text = formatCoin(v, coin, EN_NUMBER_SYMBOLS);
        const decimals = text.split('.')[1] ?? '';
        expect(decimals.length).toBeGreaterThanOrEqual(2);
        expect(decimals.length).toBeLessThanOrEqual(coinDecimals(coin));
        expect(decimals.length === 2 || !decimals.endsWith('0')).toBe(true);
        expect(unformat(text)).toBe(normalize(toFixed(v, coinDecimals(coin), 'down')));
      }),
    );
  });

  it.each([
    ['1234.5', 'USDT', '1,234.50'],
    ['10000', 'USDT', '10,000.00'],
    ['0.01', 'BTC', '0.01'],
    ['0.00012345', 'BTC', '0.00012345'],
    ['0.123456789', 'BTC', '0.12345678'],
    ['-0.053040', 'USDT', '-0.05304'],
    ['12.345', 'USD', '12.34'],
  ])('%s %s → %s', (v, coin, out) => expect(formatCoin(v, coin)).toBe(out));

  it('follows the language set', () => {
    setNumberLocale('fra');
    expect(formatCoin('1234.5', 'USD')).toBe('1\u202f234,50');
    expect(formatCoin('1234.5', 'USDT')).toBe('1\u202f234,50');
    setNumberLocale('spa');
    expect(formatCompact('1154600000')).toBe('1,15B');
    expect(formatNumber('1234567.891')).toBe('1.234.567,89');
  });
});

describe('formatPrice', () => {
  it.each([
    ['67012.345', 2, '67,012.35'],
    ['0.5', 4, '0.5000'],
    ['1234567.891', undefined, '1,234,567.891'],
    ['100', undefined, '100'],
    ['', 2, '--'],
    [null, 2, '--'],
  ] as const)('%s at %s → %s', (v, precision, out) => expect(formatPrice(v, precision)).toBe(out));

  it('never hides a digit of a recorded price when no precision is given', () => {
    fc.assert(
      fc.property(decimal, (v) => {
        const text = formatPrice(v, undefined).replaceAll(EN_NUMBER_SYMBOLS.group, '');
        expect(text).toBe(normalize(v));
      }),
    );
  });
});
