/**
 * Server texts of the contracts module (leveraged positions and the stock area): entry checks, TP/SL rules,
 * position states, back-office settings. English is the source: every other language of this folder has exactly
 * these keys.
 */
export const en = {
  'contracts.pair_closed': 'This pair is not open for contract trading',
  'contracts.lots_min': 'Lots must be at least {min}',
  'contracts.lots_max': 'Lots must be at most {max}',
  'contracts.bad_multiple': 'Choose one of the offered leverage multiples',
  'contracts.limit_disabled': 'Limit entries are not accepted on this pair',
  'contracts.bad_price': 'Please enter a correct price',
  'contracts.price_decimals': 'The price may have at most {decimals} decimals',
  'contracts.limit_long_below': 'A long limit entry must be below the last price {price}',
  'contracts.limit_short_above': 'A short limit entry must be above the last price {price}',
  'contracts.market_closed':
    'The {symbol} market is closed now: place a limit entry, which waits for the session to open',
  'contracts.close_market_closed':
    'The {symbol} market is closed now: the position can be closed once the session opens',
  'contracts.no_price': 'There is no recorded price for this pair yet',
  'contracts.tp_long': 'A long take-profit must be above the entry price and the current price',
  'contracts.sl_long': 'A long stop-loss must be below the entry price and the current price',
  'contracts.tp_short': 'A short take-profit must be below the entry price and the current price',
  'contracts.sl_short': 'A short stop-loss must be above the entry price and the current price',
  'contracts.stops_need_one': 'Enter a take-profit or a stop-loss price',
  'contracts.not_open': 'This position is no longer open',
  'contracts.not_pending': 'This entry is no longer waiting',
  'contracts.nothing_to_close': 'No open position matches',
  'contracts.positions_open':
    'Close your positions and cancel your pending entries in this account before moving funds out of it',
  'contracts.liquidation_at_entry':
    'This entry would reach the liquidation level at once: lower the leverage or the lots',
  'contracts.bad_setting': 'Invalid value for {field}',
  'contracts.multiples_needed': 'Give at least one leverage multiple',
  'contracts.lots_order': 'The maximum lots must be 0 (no limit) or at least the minimum',
};
