/**
 * Server texts of the spot module: order checks, pair settings, order states.
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  'spot.bad_price': 'Please enter a correct price',
  'spot.bad_amount': 'Please enter a correct amount',
  'spot.bad_total': 'Please enter a correct total',
  'spot.min_notional': 'The order value is below the minimum of {min} {currency}',
  'spot.halted': 'Trading is halted for this pair',
  'spot.no_liquidity': 'The market order found no liquidity within the protection band',
  'spot.order_closed': 'This order can no longer be cancelled',
  'spot.steps_need_empty_book': 'Tick and lot sizes can only change while the book is empty',
  'spot.bad_steps': "tick size × lot size must fit the currencies' decimals",
  'spot.bad_fee': 'fee rate must be at most 0.1',
  'spot.status.open': 'Open',
  'spot.status.partial': 'Partially filled',
  'spot.status.filled': 'Filled',
  'spot.status.cancelled': 'Cancelled',
};
