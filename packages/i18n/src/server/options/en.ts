/**
 * Server texts of the options module (seconds options): submit refusals, the user's limits, back-office checks.
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  'options.pair_closed': 'This pair is not open for seconds options',
  'options.coin_closed': 'This coin cannot pay for seconds options',
  'options.bad_seconds': 'Choose one of the offered expiries',
  'options.stake_min': 'The stake must be at least {min}',
  'options.stake_decimals': 'The stake may have at most {decimals} decimals',
  'options.stake_max': 'The stake must be at most {max}',
  'options.max_open': 'You already have {max} open orders in this coin: wait for one to settle',
  'options.no_price': 'There is no recorded price for this pair yet',
  'options.cool_off': 'You chose a break from seconds options until {until}',
  'options.loss_limit': 'This order could exceed your daily loss limit of {limit} USDT (lost today: {lost})',
  'options.not_found': 'Order not found',
  'options.country_closed': 'Seconds options are not offered in your country',
  'options.cool_off_shorter': 'A break cannot be shortened once set: it already lasts until {until}',
  'options.no_expiries': 'No expiry is offered at the moment',
  'options.busy': 'Another order is being placed, please try again',
  'options.stake_order': 'The maximum stake must not be below the minimum',
  'options.void_outage':
    'No price was recorded within {seconds} s after expiry (a feed or server outage): the option is void, stake and fee returned',
};
