import { describe, expect, it } from 'vitest';
import { cleanDecimal, cleanWhole, parsePrice, stepPrice, stopBound, stopError, tickOf } from './prices';

describe('price inputs', () => {
  it('keeps digits, one dot and the pair’s decimals while typing', () => {
    expect(cleanDecimal('65012.937', 2)).toBe('65012.93');
    // A decimal comma (fra, spa keyboards) is a dot.
    expect(cleanDecimal('1,5', 2)).toBe('1.5');
    expect(cleanDecimal('1.2.3', 3)).toBe('1.23');
    expect(cleanDecimal('12.', 2)).toBe('12.');
    expect(cleanDecimal('7.5', 0)).toBe('7');
    expect(cleanWhole('0012a')).toBe('12');
  });

  it('parses a positive price with at most the pair’s decimals', () => {
    expect(parsePrice('65012.93', 2)).toBe('65012.93');
    expect(parsePrice('1.234', 2)).toBeNull();
    expect(parsePrice('0', 2)).toBeNull();
    expect(parsePrice('1e3', 2)).toBeNull();
    expect(parsePrice('', 2)).toBeNull();
  });

  it('steps by one tick from the typed price, never below one tick', () => {
    expect(tickOf(2)).toBe('0.01');
    expect(tickOf(0)).toBe('1');
    expect(stepPrice('100', 2, 1)).toBe('100.01');
    expect(stepPrice('100.019', 2, -1)).toBe('100');
    expect(stepPrice('0', 2, -1)).toBe('0.01');
  });
});

describe('take-profit and stop-loss', () => {
  const long = { side: 'long' as const, entry: '100', current: '102', precision: 2 };
  const short = { ...long, side: 'short' as const };

  it('a long takes profit above entry and current, stops below both', () => {
    expect(stopError('tp', '103', long)).toBeNull();
    expect(stopError('tp', '101', long)).toBe('tpLong');
    expect(stopError('sl', '99', long)).toBeNull();
    expect(stopError('sl', '101', long)).toBe('slLong');
  });

  it('a short the other way', () => {
    expect(stopError('tp', '99', short)).toBeNull();
    expect(stopError('tp', '101', short)).toBe('tpShort');
    expect(stopError('sl', '103', short)).toBeNull();
    expect(stopError('sl', '101', short)).toBe('slShort');
  });

  it('empty is none; a bad number is named', () => {
    expect(stopError('tp', '', long)).toBeNull();
    expect(stopError('tp', '1.234', long)).toBe('price');
  });

  it('names the price to pass', () => {
    expect(stopBound('tp', long)).toEqual({ above: true, price: '102' });
    expect(stopBound('sl', long)).toEqual({ above: false, price: '100' });
    expect(stopBound('tp', short)).toEqual({ above: false, price: '100' });
    expect(stopBound('sl', short)).toEqual({ above: true, price: '102' });
    expect(stopBound('tp', { side: 'long', entry: null, current: null })).toBeNull();
  });
});
