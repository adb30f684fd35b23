import type {
  CouponOffer,
  DualOrder,
  DualProduct,
  IeoOrder,
  IeoProject,
  MiningConfig,
  MiningOrder,
  UserCoupon,
} from '../api/types';

/** Wire-shaped samples for the earn tests (the server's demo products). */
export const campaign = {
  id: 1,
  name: 'Launch yield',
  note: 'Yields are paid from this operator-funded budget.',
  currency: 'USDT',
  remaining: '49000',
};

export function config(over: Partial<MiningConfig> = {}): MiningConfig {
  return {
    id: 1,
    kind: 'locked',
    name: 'USDT 5 days',
    currency_id: 1,
    currency_name: 'USDT',
    currency_logo: '',
    day: 5,
    interest_rate: '0.3',
    daily_rate: '0.003',
    apr: '1.095',
    save_min: '100',
    save_max: '10000',
    penalty_rate: '0.004',
    penalty_percent: '0.4',
    intro: '',
    campaign,
    budget_cap: '3266666.666666',
    ...over,
  };
}

export function dual(over: Partial<DualProduct> = {}): DualProduct {
  return {
    id: 1,
    name: 'BTC-05DEC26-62000-C',
    currency_id: 2,
    currency_name: 'BTC',
    type: 'call',
    rate: '25',
    apr: '0.25',
    exercise_price: '62000',
    unit_price: '0.01',
    pay_currency: 'BTC',
    day: 7,
    sales_end: '2026-12-03 04:00:00',
    end_time: '2026-12-05 04:00:00',
    total_number: 500,
    remaining_number: 480,
    purchased_number: 20,
    progress: '4',
    user_limit: 50,
    status: 1,
    last_price: '60123.5',
    campaign: { ...campaign, id: 2, name: 'Dual launch', currency: 'BTC', remaining: '4.9' },
    ...over,
  };
}

export function miningOrder(over: Partial<MiningOrder> = {}): MiningOrder {
  return {
    id: 7,
    config_id: 1,
    kind: 'locked',
    currency_name: 'USDT',
    amount: '300',
    day_rate: '0.003',
    apr: '1.095',
    day: 5,
    earned_days: 1,
    total_interest: '0.9',
    start_at: '2026-11-29 00:00:00',
    end_at: '2026-12-04 00:00:00',
    status: 1,
    is_cancel: 0,
    cancel_fee: '0',
    created_at: '2026-11-28 04:30:00',
    closed_at: null,
    receipts: [],
    voucher_id: null,
    ...over,
  };
}

export function dualOrder(over: Partial<DualOrder> = {}): DualOrder {
  return {
    id: 3,
    product_id: 1,
    name: 'BTC-05DEC26-62000-C',
    currency_name: 'BTC',
    type: 'call',
    num: 2,
    paid: '0.02',
    pay_currency: 'BTC',
    rate: '25',
    apr: '0.25',
    exercise_price: '62000',
    day: 7,
    end_time: '2026-12-05 04:00:00',
    status: 0,
    settle_price: null,
    payout: null,
    payout_currency: null,
    created_at: '2026-11-28 04:30:00',
    settled_at: null,
    receipt_id: null,
    ...over,
  };
}

/** The server's demo IEO in progress (pro rata), a quarter applied for. */
export function ieoProject(over: Partial<IeoProject> = {}): IeoProject {
  return {
    id: 1,
    title: 'DOT community round',
    summary: 'DOT offered to platform users at a fixed price during the window.',
    content: 'Applications are paid when made.\n\nAfter the end each application is allocated by the published rule.',
    logo: '',
    currency_id: 9,
    currency_name: 'DOT',
    pay_currency_id: 3,
    pay_currency_name: 'USDT',
    price: '5',
    amount: '20000',
    total_sell: '5000',
    remaining: '15000',
    percentage: '75',
    day: 7,
    min: '1',
    user_limit: '2000',
    start_at: '2026-11-27 04:00:00',
    end_at: '2026-12-04 04:00:00',
    deliver_at: '2026-12-07 04:00:00',
    lock_days: 3,
    mode: 'pro_rata',
    white_book: 'https://example.org/whitepaper.pdf',
    link: 'https://example.org',
    total_apply: 12,
    passed: 0,
    time_status: 2,
    status: 1,
    allocated: false,
    ...over,
  };
}

export function ieoOrder(over: Partial<IeoOrder> = {}): IeoOrder {
  return {
    id: 5,
    order_no: '1005',
    project_id: 1,
    title: 'DOT community round',
    currency_name: 'DOT',
    pay_currency_name: 'USDT',
    price: '5',
    amount: '100',
    paid: '500',
    coin_amount: null,
    kept: null,
    refund: null,
    give_amount: '0',
    status: 1,
    end_at: '2026-12-04 04:00:00',
    deliver_at: '2026-12-07 04:00:00',
    created_at: '2026-11-28 04:30:00',
    delivered_at: null,
    receipt_id: null,
    ...over,
  };
}

/** An offer of the coupon centre: a voucher for the 5-day USDT product on a notional 1000 USDT at 0.3 % a day. */
export function couponOffer(over: Partial<CouponOffer> = {}): CouponOffer {
  return {
    id: 3,
    title: 'Welcome voucher',
    product_id: 1,
    product_name: 'USDT 5 days',
    kind: 'locked',
    currency: 'USDT',
    amount: '1000',
    days: 5,
    daily_rate: '0.003',
    apr: '1.095',
    value: '15',
    valid_days: 7,
    total: 100,
    left: 58,
    claim_until: '2026-12-31 00:00:00',
    claimed: false,
    campaign,
    ...over,
  };
}

/** A voucher the user holds (claimed from `couponOffer`). */
export function userCoupon(over: Partial<UserCoupon> = {}): UserCoupon {
  return {
    id: 11,
    title: 'Welcome voucher',
    product_id: 1,
    currency: 'USDT',
    amount: '1000',
    days: 5,
    daily_rate: '0.003',
    apr: '1.095',
    value: '15',
    status: 'usable',
    expires_at: '2026-12-05 04:30:00',
    created_at: '2026-11-28 04:30:00',
    closed_at: null,
    order_id: null,
    ...over,
  };
}
