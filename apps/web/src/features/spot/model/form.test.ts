import { describe, expect, it } from 'vitest';
import type { Balance, Pair } from '../api/types';
import {
  cleanNumberInput,
  type FormContext,
  type FormState,
  formErrors,
  formReducer,
  formSummary,
  initialForm,
  orderBody,
} from './form';

const pair: Pair = {
  id: 1,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  tick_size: '0.01',
  lot_size: '0.0001',
  price_precision: 2,
  amount_precision: 4,
  min_notional: '5',
  maker_fee: '0.001',
  taker_fee: '0.002',
  zero_fee: false,
  halted: false,
  now_price: '30000',
};
const balance: Balance = {
  base: { currency: 'BTC', available: '0.5', frozen: '0' },
  quote: { currency: 'USDT', available: '1000', frozen: '0' },
};
const ctx: FormContext = { pair, balance, refPrice: '30000' };
const form = (patch: Partial<FormState>): FormState => ({ ...initialForm(), ...patch });

describe('cleanNumberInput', () => {
  it.each([
    ['12.3456', 2, '12.34'],
    ['1,5', 2, '1.5'],
    ['1.2.3', 4, '1.23'],
    ['abc1', 2, '1'],
    ['5.', 2, '5.'],
    ['7.9', 0, '7'],
  ] as const)('%j (%i) → %j', (t, d, out) => expect(cleanNumberInput(t, d)).toBe(out));
});

describe('formReducer', () => {
  it('the last price fills the price of a fresh form, once, and never over what the user set', () => {
    const filled = formReducer(initialForm(), { type: 'prefillPrice', price: '30000.5' });
    expect(filled.price).toBe('30000.5');
    // A later last price does not move a prefilled field under the user.
    expect(formReducer(filled, { type: 'prefillPrice', price: '30001' }).price).toBe('30000.5');
    const typed = formReducer(initialForm(), { type: 'price', value: '29000', decimals: 2 });
    expect(formReducer(typed, { type: 'prefillPrice', price: '30000' }).price).toBe('29000');
    // Cleared by the user: stays empty.
    const cleared = formReducer(filled, { type: 'price', value: '', decimals: 2 });
    expect(formReducer(cleared, { type: 'prefillPrice', price: '30000' }).price).toBe('');
    const stepped = formReducer(initialForm(), { type: 'stepPrice', tick: '0.01', ticks: 1 });
    expect(formReducer(stepped, { type: 'prefillPrice', price: '30000' }).price).toBe('0.01');
  });
  it('switching side clears the amount but keeps the price', () => {
    const s = formReducer(form({ price: '100', amount: '1', percent: 50 }), { type: 'side', side: 'sell' });
    expect(s).toMatchObject({ side: 'sell', price: '100', amount: '', percent: null });
  });
  it('the slider sets the amount rounded down to the lot', () => {
    const s = formReducer(form({ price: '30000' }), {
      type: 'percent',
      percent: 100,
      ctx: { available: '1000', price: '30000', lot: '0.0001', totalDecimals: 2 },
    });
    expect(s).toMatchObject({ amount: '0.0333', percent: 100 });
  });
  it('the slider sets the total of a market buy by total', () => {
    let s = formReducer(form({}), { type: 'orderType', orderType: 'market' });
    s = formReducer(s, { type: 'byTotal', on: true });
    s = formReducer(s, {
      type: 'percent',
      percent: 25,
      ctx: { available: '1000.019', price: '30000', lot: '0.0001', totalDecimals: 2 },
    });
    expect(s.total).toBe('250');
  });
  it('typing limits decimals to the tick and forgets the slider', () => {
    const s = formReducer(form({ percent: 25 }), { type: 'price', value: '30000.129', decimals: 2 });
    expect(s).toMatchObject({ price: '30000.12', percent: null });
  });
  it('steps the price by the tick', () =>
    expect(formReducer(form({ price: '30000' }), { type: 'stepPrice', tick: '0.01', ticks: -1 }).price).toBe(
      '29999.99',
    ));
});

describe('formSummary', () => {
  it('limit buy: total, fee in base at the taker rate, quote available', () => {
    expect(formSummary(form({ price: '30000', amount: '0.01' }), ctx)).toMatchObject({
      total: '300',
      fee: '0.00002',
      feeCurrency: 'BTC',
      available: '1000',
      availableCurrency: 'USDT',
      estimated: false,
    });
  });
  it('sell on the zero-fee pair: no fee', () => {
    const s = formSummary(form({ side: 'sell', price: '30000', amount: '0.01' }), {
      ...ctx,
      pair: { ...pair, zero_fee: true },
    });
    expect(s).toMatchObject({ total: '300', fee: '0', feeCurrency: 'USDT', available: '0.5', zeroFee: true });
  });
  it('market buy by total estimates the amount at the reference price, down to the lot', () => {
    const s = formSummary(form({ orderType: 'market', byTotal: true, total: '100' }), ctx);
    expect(s).toMatchObject({ price: '30000', amount: '0.0033', total: '100', estimated: true });
  });
});

describe('formErrors (the spec words: enter a correct price / amount, insufficient balance)', () => {
  it.each<[string, Partial<FormState>, Partial<FormContext>, string[]]>([
    ['a valid limit buy', { price: '30000', amount: '0.01' }, {}, []],
    ['empty fields', {}, {}, ['price', 'amount']],
    ['price off the tick', { price: '30000.005', amount: '0.01' }, {}, ['price']],
    ['amount off the lot', { price: '30000', amount: '0.00015' }, {}, ['amount']],
    ['below the minimum value', { price: '30000', amount: '0.0001' }, {}, ['minNotional']],
    ['a buy above the quote balance', { price: '30000', amount: '0.04' }, {}, ['balance']],
    ['a sell above the base balance', { side: 'sell', price: '30000', amount: '0.6' }, {}, ['balance']],
    ['a visitor is not checked for balance', { price: '30000', amount: '0.04' }, { balance: null }, []],
    ['a halted pair', { price: '30000', amount: '0.01' }, { pair: { ...pair, halted: true } }, ['halted']],
    ['a market order needs no price', { orderType: 'market', amount: '0.01' }, {}, []],
    ['a market order with no reference price', { orderType: 'market', amount: '0.01' }, { refPrice: '' }, ['noPrice']],
    [
      "a market buy by amount is checked at the band's worst price",
      { orderType: 'market', amount: '0.0322' },
      {},
      ['balance'],
    ],
    ['a market buy by amount inside the band', { orderType: 'market', amount: '0.0317' }, {}, []],
    ['a market buy by total of nothing', { orderType: 'market', byTotal: true, total: '0' }, {}, ['amount']],
    ['a market buy by total above the balance', { orderType: 'market', byTotal: true, total: '1001' }, {}, ['balance']],
  ])('%s', (_name, patch, ctxPatch, out) => expect(formErrors(form(patch), { ...ctx, ...ctxPatch })).toEqual(out));
});

describe('orderBody (wire names of POST /coin/trade)', () => {
  it('limit sell', () =>
    expect(orderBody(form({ side: 'sell', price: '31000.5', amount: '0.01' }), pair)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 2,
      amount: '0.01',
      target_price: '31000.5',
    }));
  it('market buy by amount omits the price', () =>
    expect(orderBody(form({ orderType: 'market', amount: '0.001' }), pair)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      amount: '0.001',
    }));
  it('market buy by total sends the total', () =>
    expect(orderBody(form({ orderType: 'market', byTotal: true, total: '10' }), pair)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      total: '10',
    }));
});
