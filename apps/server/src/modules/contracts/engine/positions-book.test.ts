import { describe, expect, it } from 'vitest';
import { isolatedLiquidationPrice } from './formulas';
import { type Fired, type OpenInput, PositionsBook } from './positions-book';

// BTC on a 0.01 grid, ETH on a 0.1 grid.
const newBook = () => new PositionsBook({ priceScale: (instrument) => (instrument === 'ETH' ? 1 : 2) });
const show = (fired: Fired[]) =>
  fired.map((f) => (f.kind === 'liquidation' ? `liquidation:${f.group}` : `${f.kind}:${f.id}`));

/** An isolated position: its own group with balance 0. */
function isolated(book: PositionsBook, p: Omit<OpenInput, 'group'>, threshold = '0') {
  book.setGroup(p.id, { balance: '0', threshold });
  book.addOpen({ ...p, group: p.id });
}

describe('positions book: limit entries', () => {
  it('a long entry fills when tick + spread ≤ limit, a short one when tick − spread ≥ limit, once', () => {
    const book = newBook();
    book.addPending({ id: 'L', instrument: 'BTC', side: 'long', limit: '100', spread: '0.5' });
    book.addPending({ id: 'S', instrument: 'BTC', side: 'short', limit: '100', spread: '0.5' });
    expect(show(book.tick('BTC', '99.51'))).toEqual([]);
    expect(show(book.tick('BTC', '99.50'))).toEqual(['entry:L']);
    expect(show(book.tick('BTC', '99'))).toEqual([]); // fired triggers are removed
    expect(show(book.tick('BTC', '100.49'))).toEqual([]);
    expect(show(book.tick('BTC', '100.5'))).toEqual(['entry:S']);
    expect(book.size()).toEqual({ pending: 2, open: 0, groups: 0 }); // the caller removes them after settling
  });

  it('a limit between grid prices fires exactly at the first grid price that satisfies it', () => {
    const book = newBook();
    book.addPending({ id: 'L', instrument: 'BTC', side: 'long', limit: '100.005', spread: '0' });
    book.addPending({ id: 'S', instrument: 'BTC', side: 'short', limit: '100.005', spread: '0' });
    expect(show(book.tick('BTC', '100.01'))).toEqual(['entry:S']);
    expect(show(book.tick('BTC', '100'))).toEqual(['entry:L']);
  });

  it('only the ticked instrument fires, and a removed entry never does', () => {
    const book = newBook();
    book.addPending({ id: 'A', instrument: 'BTC', side: 'long', limit: '100', spread: '0' });
    book.addPending({ id: 'B', instrument: 'ETH', side: 'long', limit: '100', spread: '0' });
    book.addPending({ id: 'C', instrument: 'BTC', side: 'long', limit: '100', spread: '0' });
    expect(book.remove('C')).toBe(true);
    expect(book.remove('C')).toBe(false);
    expect(show(book.tick('ETH', '50'))).toEqual(['entry:B']);
    expect(show(book.tick('BTC', '50'))).toEqual(['entry:A']);
  });
});

describe('positions book: take-profit and stop-loss', () => {
  it('long: TP when tick ≥ TP, SL when tick ≤ SL', () => {
    const book = newBook();
    isolated(book, {
      id: 'p',
      instrument: 'BTC',
      side: 'long',
      entry: '100',
      quantity: '1',
      margin: '100',
      tp: '110',
      sl: '90',
    });
    expect(show(book.tick('BTC', '109.99'))).toEqual([]);
    expect(show(book.tick('BTC', '110'))).toEqual(['tp:p']);
    expect(show(book.tick('BTC', '90.01'))).toEqual([]);
    expect(show(book.tick('BTC', '90'))).toEqual(['sl:p']);
    expect(show(book.tick('BTC', '120'))).toEqual([]); // both fired, both disarmed
  });

  it('short: TP when tick ≤ TP, SL when tick ≥ SL', () => {
    const book = newBook();
    isolated(book, {
      id: 'p',
      instrument: 'BTC',
      side: 'short',
      entry: '100',
      quantity: '1',
      margin: '100',
      tp: '90',
      sl: '110',
    });
    expect(show(book.tick('BTC', '90.01'))).toEqual([]);
    expect(show(book.tick('BTC', '90'))).toEqual(['tp:p']);
    expect(show(book.tick('BTC', '109.99'))).toEqual([]);
    expect(show(book.tick('BTC', '110'))).toEqual(['sl:p']);
  });

  it('setStops moves, re-arms and clears stops; removing the position disarms them', () => {
    const book = newBook();
    isolated(book, {
      id: 'p',
      instrument: 'BTC',
      side: 'long',
      entry: '100',
      quantity: '1',
      margin: '100',
      tp: '110',
      sl: null,
    });
    book.setStops('p', '105', '95');
    expect(show(book.tick('BTC', '106'))).toEqual(['tp:p']);
    book.setStops('p', '107', null);
    expect(show(book.tick('BTC', '106'))).toEqual([]);
    expect(show(book.tick('BTC', '50'))).toEqual([]); // no SL any more
    expect(show(book.tick('BTC', '107'))).toEqual(['tp:p']);
    book.setStops('p', '108', null);
    book.remove('p');
    expect(show(book.tick('BTC', '200'))).toEqual([]);
    expect(() => book.setStops('p', '1', '1')).toThrow(/no open position/);
  });

  it('a bad stop is refused before anything changes', () => {
    const book = newBook();
    isolated(book, {
      id: 'p',
      instrument: 'BTC',
      side: 'long',
      entry: '100',
      quantity: '1',
      margin: '100',
      tp: '110',
      sl: null,
    });
    expect(() => book.setStops('p', '120', 'oops')).toThrow();
    expect(show(book.tick('BTC', '110'))).toEqual(['tp:p']); // the old TP still stands
    book.setGroup('q', { balance: '0', threshold: '0' });
    expect(() =>
      book.addOpen({
        id: 'q',
        group: 'q',
        instrument: 'BTC',
        side: 'long',
        entry: '1',
        quantity: '1',
        margin: '1',
        tp: '1e3',
        sl: null,
      }),
    ).toThrow();
    expect(book.size()).toEqual({ pending: 0, open: 1, groups: 2 });
  });
});

describe('positions book: liquidation', () => {
  it('an isolated long at 10× fires when margin + P/L reaches the threshold, at the exact grid price', () => {
    const book = newBook();
    isolated(book, {
      id: 'p',
      instrument: 'BTC',
      side: 'long',
      entry: '100',
      quantity: '1',
      margin: '10',
      tp: null,
      sl: null,
    });
    expect(book.liquidationPrice('p')).toBe('90');
    expect(book.liquidationPrice('p')).toBe(isolatedLiquidationPrice('long', '100', '10', '1', '0', 2));
    expect(show(book.tick('BTC', '90.01'))).toEqual([]);
    expect(book.riskRate('p')).toBe('0.1');
    expect(show(book.tick('BTC', '90'))).toEqual(['liquidation:p']);
    expect(book.riskRate('p')).toBe('0');
    expect(show(book.tick('BTC', '80'))).toEqual([]); // reported once
    book.setMargin('p', '30'); // the group changed: re-armed, now at 70
    expect(book.liquidationPrice('p')).toBe('70');
    expect(show(book.tick('BTC', '70.01'))).toEqual([]);
    expect(show(book.tick('BTC', '70'))).toEqual(['liquidation:p']);
  });

  it('an isolated short fires above the entry; a threshold moves the price toward the entry', () => {
    const book = newBook();
    isolated(book, {
      id: 's',
      instrument: 'BTC',
      side: 'short',
      entry: '100',
      quantity: '1',
      margin: '10',
      tp: null,
      sl: null,
    });
    isolated(
      book,
      { id: 't', instrument: 'BTC', side: 'long', entry: '100', quantity: '1', margin: '10', tp: null, sl: null },
      '20',
    );
    expect(book.liquidationPrice('s')).toBe('110');
    expect(book.liquidationPrice('t')).toBe('92');
    expect(show(book.tick('BTC', '92.01'))).toEqual([]);
    expect(show(book.tick('BTC', '92'))).toEqual(['liquidation:t']);
    expect(show(book.tick('BTC', '109.99'))).toEqual([]);
    expect(show(book.tick('BTC', '110'))).toEqual(['liquidation:s']);
  });

  it('a cross group nets its longs and shorts and counts the free balance', () => {
    const book = newBook();
    book.setGroup('u1', { balance: '5', threshold: '0' });
    const base = { group: 'u1', instrument: 'BTC', entry: '100', tp: null, sl: null } as const;
    book.addOpen({ ...base, id: 'a', side: 'long', quantity: '2', margin: '10' });
    book.addOpen({ ...base, id: 'b', side: 'short', quantity: '1', margin: '10' });
    // E = 5 + 20 + 2(P − 100) − (P − 100) = P − 75: due below 75.002.
    expect(book.liquidationPrice('a')).toBe('75');
    expect(book.liquidationPrice('b')).toBe('75');
    expect(book.groupOf('b')).toBe('u1');
    expect(show(book.tick('BTC', '75.01'))).toEqual([]);
    expect(book.riskRate('u1')).toBe('0.05');
    book.setGroup('u1', { balance: '4.99', threshold: '0' }); // a fee was paid
    expect(show(book.tick('BTC', '75.01'))).toEqual(['liquidation:u1']);
  });

  it('a fully hedged group whose equity is already below the threshold is due at any price', () => {
    const book = newBook();
    book.setGroup('u1', { balance: '0', threshold: '0' });
    const base = { group: 'u1', instrument: 'BTC', quantity: '1', margin: '2', tp: null, sl: null } as const;
    book.addOpen({ ...base, id: 'a', side: 'long', entry: '110' });
    book.addOpen({ ...base, id: 'b', side: 'short', entry: '100' });
    expect(book.liquidationPrice('a')).toBeNull(); // no price marks it: always due
    expect(show(book.tick('BTC', '12345'))).toEqual(['liquidation:u1']);
    book.setGroup('u1', { balance: '6.01', threshold: '0' }); // E = 6.01 + 4 − 10 = 0.01 > 0: never due
    expect(show(book.tick('BTC', '1'))).toEqual([]);
    expect(book.liquidationPrice('a')).toBeNull();
  });

  it('a group over two instruments re-arms on one when the other moves, and uses the entry until a mark is known', () => {
    const book = newBook();
    book.setGroup('u1', { balance: '0', threshold: '0' });
    book.addOpen({
      id: 'b',
      group: 'u1',
      instrument: 'BTC',
      side: 'long',
      entry: '100',
      quantity: '1',
      margin: '10',
      tp: null,
      sl: null,
    });
    book.addOpen({
      id: 'e',
      group: 'u1',
      instrument: 'ETH',
      side: 'long',
      entry: '10',
      quantity: '10',
      margin: '10',
      tp: null,
      sl: null,
    });
    // E = 20 + (B − 100) + 10(E − 10); no marks yet: each leg at its entry.
    expect(book.liquidationPrice('b')).toBe('80');
    expect(book.liquidationPrice('e')).toBe('8');
    expect(show(book.tick('ETH', '9'))).toEqual([]); // ETH P/L −10 …
    expect(book.liquidationPrice('b')).toBe('90'); // … moves BTC's trigger up
    expect(show(book.tick('BTC', '90.01'))).toEqual([]);
    expect(book.riskRate('u1')).toBe('0.05');
    expect(show(book.tick('BTC', '95'))).toEqual([]); // BTC P/L −5: ETH's trigger is now below 8.5002
    expect(book.liquidationPrice('e')).toBe('8.5');
    expect(show(book.tick('ETH', '8.6'))).toEqual([]);
    expect(show(book.tick('ETH', '8.5'))).toEqual(['liquidation:u1']);
    expect(show(book.tick('BTC', '1'))).toEqual([]); // reported once, on every instrument
    book.remove('e'); // the group changed: only BTC left, E = 10 + (B − 100)
    expect(book.liquidationPrice('b')).toBe('90');
    expect(show(book.tick('BTC', '90'))).toEqual(['liquidation:u1']);
  });

  it('forgets a group with its last position', () => {
    const book = newBook();
    isolated(book, {
      id: 'p',
      instrument: 'BTC',
      side: 'long',
      entry: '100',
      quantity: '1',
      margin: '10',
      tp: '120',
      sl: '95',
    });
    expect(book.size()).toEqual({ pending: 0, open: 1, groups: 1 });
    book.remove('p');
    expect(book.size()).toEqual({ pending: 0, open: 0, groups: 0 });
    expect(book.riskRate('p')).toBeNull();
    expect(book.groupOf('p')).toBeNull();
    expect(show(book.tick('BTC', '1'))).toEqual([]);
    expect(() =>
      book.addOpen({
        id: 'q',
        group: 'p',
        instrument: 'BTC',
        side: 'long',
        entry: '1',
        quantity: '1',
        margin: '1',
        tp: null,
        sl: null,
      }),
    ).toThrow(/setGroup/);
  });
});

describe('positions book: input checks and reads', () => {
  it('refuses what it cannot handle exactly', () => {
    const book = newBook();
    book.addPending({ id: 'x', instrument: 'BTC', side: 'long', limit: '1', spread: '0' });
    expect(() => book.addPending({ id: 'x', instrument: 'BTC', side: 'long', limit: '1', spread: '0' })).toThrow(
      /already/,
    );
    expect(() => book.addPending({ id: 'y', instrument: 'BTC', side: 'long', limit: '0', spread: '0' })).toThrow();
    expect(() => book.setGroup('g', { balance: '0', threshold: '10.005' })).toThrow(/2 decimals/);
    book.setGroup('g', { balance: '0', threshold: '10.50' });
    expect(() =>
      book.addOpen({
        id: 'z',
        group: 'g',
        instrument: 'BTC',
        side: 'long',
        entry: '1',
        quantity: '0',
        margin: '1',
        tp: null,
        sl: null,
      }),
    ).toThrow();
    expect(() => book.tick('BTC', '1.001')).toThrow(/off the grid/);
    expect(() => book.tick('BTC', '-1')).toThrow(/negative/);
    expect(() => new PositionsBook({ priceScale: () => 20 }).tick('X', '1')).toThrow(/scale/);
  });

  it('records marks per instrument', () => {
    const book = newBook();
    expect(book.mark('BTC')).toBeNull();
    book.tick('BTC', '101.5');
    book.tick('ETH', '3.2');
    expect(book.mark('BTC')).toBe('101.5');
    expect(book.mark('ETH')).toBe('3.2');
  });
});
