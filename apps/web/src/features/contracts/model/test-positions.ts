import type { DealAll, Pair, Position } from '../api/types';

/** Contract answers for tests: whole, valid records with the fields a test cares about overridden. */
export function makePair(overrides: Partial<Pair> = {}): Pair {
  return {
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
    ...overrides,
  };
}

export function makePosition(overrides: Partial<Position> = {}): Position {
  return {
    id: 1,
    symbol: 'BTC/USDT',
    area: 'contract',
    currency_id: 1,
    legal_id: 3,
    currency_name: 'BTC',
    legal_name: 'USDT',
    settle_currency: 'USDT',
    type: 1,
    status: 1,
    margin_mode: 'cross',
    share: 2,
    number: '0.002',
    multiple: 10,
    origin_price: '65098.87',
    price: '65105.37',
    update_price: '65098.87',
    target_profit_price: '',
    stop_loss_price: '',
    origin_caution_money: '13.021074',
    caution_money: '13.021074',
    trade_fee: '0.065106',
    overnight_money: '0',
    profits: '-0.013',
    fact_profits: '',
    close_price: '',
    close_reason: '',
    liquidation_price: '',
    create_time: '2026-11-24 15:01:40',
    transaction_time: '2026-11-24 15:01:40',
    complete_time: '',
    ...overrides,
  };
}

export function makeDealAll(rows: Position[], overrides: Partial<DealAll> = {}): DealAll {
  return {
    balance: '986.91382',
    hazard_rate: '',
    caution_money_total: '0',
    origin_caution_money_total: '0',
    profits_total: '0',
    caution_money: '0',
    origin_caution_money: '0',
    profits: '0',
    order: { data: rows, total: rows.length, current_page: 1, per_page: 100, last_page: 1 },
    ...overrides,
  };
}
