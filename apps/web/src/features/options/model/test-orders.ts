import type { Coin, Expiry, Order } from '../api/types';

/** Factories of options answers for tests: whole, valid records with the fields a test cares about overridden. */

export function makeExpiry(over: Partial<Expiry> = {}): Expiry {
  return {
    seconds: 30,
    payout_ratio: '0.85',
    loss_ratio: '1',
    profit_ratio: '85',
    loss_ratio_percent: '100',
    break_even: '0.540541',
    status: 1,
    ...over,
  };
}

export function makeCoin(over: Partial<Coin> = {}): Coin {
  return {
    id: 3,
    name: 'USDT',
    fee_rate: '0.001',
    micro_trade_fee: '0.1',
    micro_min: '1',
    micro_max: '10000',
    micro_holdtrade_max: 20,
    microNumbers: ['10', '50', '100', '500', '1000'].map((number) => ({ currency_id: 3, number })),
    user_wallet: { micro_balance: '1000' },
    break_even: [
      { seconds: 30, rate: '0.541081' },
      { seconds: 60, rate: '0.556111' },
    ],
    ...over,
  };
}

export function makeOrder(over: Partial<Order> = {}): Order {
  return {
    id: 7,
    show_micro_id: 10007,
    match_id: 1,
    symbol_name: 'BTC/USDT',
    currency_id: 3,
    currency_name: 'USDT',
    type: 1,
    seconds: 30,
    number: '10',
    fee: '0.01',
    payout_ratio: '0.85',
    loss_ratio: '1',
    open_price: '65000.5',
    end_price: '65000.5',
    open_mark_id: 11,
    end_mark_id: null,
    status: 1,
    profit_result: 0,
    payout: '0',
    fact_profits: '0',
    created_at: '2026-11-24 15:00:00',
    handled_at: '2026-11-24 15:00:30',
    complete_at: null,
    remain_milli_seconds: 31_300,
    receipt_uid: null,
    ...over,
  };
}

/** The same order settled: a win at 65010 pays 18.5 back (⌊10 × 1.85⌋). */
export const settled = (over: Partial<Order> = {}): Order =>
  makeOrder({
    status: 3,
    profit_result: 1,
    end_price: '65010',
    end_mark_id: 12,
    payout: '18.5',
    fact_profits: '8.5',
    complete_at: '2026-11-24 15:00:31',
    remain_milli_seconds: 0,
    ...over,
  });
