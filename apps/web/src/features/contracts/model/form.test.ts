import { describe, expect, it } from 'vitest';
import type { Pair } from '../api/types';
import {
  blockerOf,
  defaultMultiple,
  estimateBody,
  type FormContext,
  type FormState,
  formErrors,
  formReducer,
  formSummary,
  initialForm,
  submitBody,
} from './form';

const pair: Pair = {
  id: 1,
  symbol: 'BTC/USDT',
  area: 'contract',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  settle_currency: 'USDT',
  account: 'lever',
  lot_size: '0.001',
  min_lots: 1,
  max_lots: 1000,
  multiples: [5, 10, 20, 50, 100],
  share_presets: [1, 5, 10, 20, 50],
  spread: '6.5',
  fee_rate: '0.0005',
  overnight_rate: '0.0002',
  liquidation_threshold: '10',
  precision: 2,
  high_leverage: true,
  limit_entries: true,
  market_open: true,
  last_price: '65000',
  change: '0.2',
};
const stock: Pair = {
  ...pair,
  id: 101,
  symbol: 'AAPL/USD',
  area: 'stock',
  account: 'stock',
  lot_size: '1',
  multiples: [1, 2, 5, 10],
  high_leverage: false,
  spread: '0.01',
  fee_rate: '0.001',
};

const ctx = (over: Partial<FormContext> = {}): FormContext => ({
  pair,
  last: '65019.78',
  available: '1000',
  others: [],
  ...over,
});
const start = (p = pair) => initialForm({ pair: p, side: 'long', superLeverage: false });
const apply = (state: FormState, ...actions: Parameters<typeof formReducer>[1][]) => actions.reduce(formReducer, state);

describe('initial form', () => {
  it('opens on a market long of the minimum lots; 10× on contracts, 1× on stocks, the highest on super leverage', () => {
    expect(start()).toMatchObject({ side: 'long', entryType: 'market', lots: '1', multiple: 10, mode: 'cross' });
    expect(defaultMultiple(stock, false)).toBe(1);
    expect(defaultMultiple(pair, true)).toBe(100);
  });

  it('a closed market opens on a limit entry', () => {
    expect(start({ ...stock, market_open: false }).entryType).toBe('limit');
  });
});

describe('reducer', () => {
  it('steps lots within the pair’s bounds and keeps them whole', () => {
    let s = apply(start(), { type: 'stepLots', delta: -1, min: 1, max: 1000 });
    expect(s.lots).toBe('1');
    s = apply(s, { type: 'lots', value: '999' }, { type: 'stepLots', delta: 5, min: 1, max: 1000 });
    expect(s.lots).toBe('1000');
    expect(apply(s, { type: 'lots', value: '2.5' }).lots).toBe('25');
  });

  it('steps the limit price from the last price when none is typed', () => {
    const s = apply(
      start(),
      { type: 'entryType', entryType: 'limit' },
      { type: 'stepPrice', precision: 2, ticks: -1, last: '65019.78' },
    );
    expect(s.price).toBe('65019.77');
  });

  it('drops the stops when the side changes or they are turned off', () => {
    let s = apply(start(), { type: 'stopsOn', on: true }, { type: 'tp', value: '70000', precision: 2 });
    expect(apply(s, { type: 'side', side: 'short' }).tp).toBe('');
    s = apply(s, { type: 'stopsOn', on: false });
    expect(s).toMatchObject({ stopsOn: false, tp: '', sl: '' });
  });
});

describe('summary and errors', () => {
  it('estimates a market long at the last price plus the spread', () => {
    const s = formSummary(start(), ctx());
    expect(s.estimate).toMatchObject({
      fillPrice: '65026.28',
      margin: '6.502628',
      fee: '0.032514',
      required: '6.535142',
    });
    expect(formErrors(start(), ctx()).errors).toEqual([]);
  });

  it('names insufficient balance, and a visitor is asked to log in before anything else', () => {
    const check = formErrors(start(), ctx({ available: '5' }));
    expect(check.errors).toEqual(['balance']);
    expect(blockerOf(true, check)).toEqual({ kind: 'error', error: 'balance' });
    expect(blockerOf(false, check)).toEqual({ kind: 'login' });
    expect(formErrors(start(), ctx({ available: null })).errors).toEqual([]);
  });

  it('checks lots against the pair', () => {
    expect(formErrors(apply(start(), { type: 'lots', value: '' }), ctx()).errors).toEqual(['lots']);
    expect(formErrors(apply(start(), { type: 'lots', value: '1001' }), ctx({ available: null })).errors).toEqual([
      'lotsMax',
    ]);
  });

  it('a long limit waits below the last price, a short above it', () => {
    const limit = apply(start(), { type: 'entryType', entryType: 'limit' });
    expect(formErrors(limit, ctx()).errors).toEqual(['price']);
    expect(formErrors(apply(limit, { type: 'price', value: '66000', precision: 2 }), ctx()).errors).toEqual([
      'limitLong',
    ]);
    expect(formErrors(apply(limit, { type: 'price', value: '64000', precision: 2 }), ctx()).errors).toEqual([]);
    const short = apply(limit, { type: 'side', side: 'short' }, { type: 'price', value: '64000', precision: 2 });
    expect(formErrors(short, ctx()).errors).toEqual(['limitShort']);
  });

  it('a closed market refuses market entries but takes limit ones', () => {
    const closed = { ...stock, market_open: false, last_price: '225' };
    const c = ctx({ pair: closed, last: '225' });
    const market = apply(initialForm({ pair: closed, side: 'long', superLeverage: false }), {
      type: 'entryType',
      entryType: 'market',
    });
    expect(formErrors(market, c).errors).toEqual(['marketClosed']);
    const limit = apply(
      market,
      { type: 'entryType', entryType: 'limit' },
      { type: 'price', value: '220', precision: 2 },
    );
    expect(formErrors(limit, c).errors).toEqual([]);
  });

  it('checks take-profit and stop-loss against the estimated entry and the last price', () => {
    const on = apply(start(), { type: 'stopsOn', on: true }, { type: 'tp', value: '65020', precision: 2 });
    expect(formErrors(on, ctx())).toMatchObject({ errors: ['tp'], tp: 'tpLong', sl: null });
    const ok = apply(on, { type: 'tp', value: '70000', precision: 2 }, { type: 'sl', value: '60000', precision: 2 });
    expect(formErrors(ok, ctx()).errors).toEqual([]);
  });

  it('refuses an entry the spread would liquidate at once', () => {
    const tiny = { ...pair, spread: '700', multiples: [100] };
    const s = { ...start(tiny), multiple: 100 };
    expect(formErrors(s, ctx({ pair: tiny, available: null })).errors).toEqual(['liquidationAtEntry']);
  });
});

describe('bodies', () => {
  it('a market entry has no target price; stops only when on', () => {
    const s = apply(start(), { type: 'lots', value: '2' }, { type: 'mode', mode: 'isolated' });
    expect(estimateBody(s, pair)).toEqual({
      currency_id: 1,
      legal_id: 3,
      share: 2,
      multiple: 10,
      type: 1,
      status: 1,
      margin_mode: 'isolated',
    });
    expect(submitBody(s, pair)).toMatchObject({ target_profit_price: '', stop_loss_price: '' });
    const limit = apply(
      s,
      { type: 'side', side: 'short' },
      { type: 'entryType', entryType: 'limit' },
      { type: 'price', value: '66000', precision: 2 },
      { type: 'stopsOn', on: true },
      { type: 'tp', value: '60000', precision: 2 },
    );
    expect(submitBody(limit, pair)).toMatchObject({
      type: 2,
      status: 0,
      target_price: '66000',
      target_profit_price: '60000',
      stop_loss_price: '',
    });
  });
});
