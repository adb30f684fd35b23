/**
 * Server texts of the market module: quotes, charts, favourites.
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  // Results and refusals
  'market.unknown_symbol': 'Unknown trading pair',
  'market.bad_period': 'Unknown chart period',
  'market.bad_range': 'Invalid time range',
  'market.favourite_added': 'Added to favourites',
  'market.favourite_removed': 'Removed from favourites',
  'market.simulated_in_production': '{symbol} has no real price source here: it cannot be traded',

  // Field labels
  'field.search_keyword': 'search keyword',
  'field.period': 'period',
};
