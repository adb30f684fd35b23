import type { en } from './en';

/** Spanish texts of server/market (the keys of ./en.ts). */
export const spa = {
  'market.unknown_symbol': 'Par desconocido',
  'market.bad_period': 'Periodo de gráfico desconocido',
  'market.bad_range': 'Rango de tiempo no válido',
  'market.favourite_added': 'Añadido a favoritos',
  'market.favourite_removed': 'Eliminado de favoritos',
  'market.simulated_in_production': '{symbol} no tiene aquí una fuente de precios real: no se puede operar',

  'field.search_keyword': 'palabra clave',
  'field.period': 'periodo',
} satisfies Record<keyof typeof en, string>;
