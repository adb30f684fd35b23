import type { en } from './en';

/** Spanish texts of server/contracts (the keys of ./en.ts). */
export const spa = {
  'contracts.pair_closed': 'Este par no está abierto al trading de contratos',
  'contracts.lots_min': 'Los lotes deben ser al menos {min}',
  'contracts.lots_max': 'Los lotes deben ser como máximo {max}',
  'contracts.bad_multiple': 'Elija uno de los multiplicadores de apalancamiento ofrecidos',
  'contracts.limit_disabled': 'Este par no acepta entradas limitadas',
  'contracts.bad_price': 'Introduzca un precio correcto',
  'contracts.price_decimals': 'El precio puede tener como máximo {decimals} decimales',
  'contracts.limit_long_below': 'Una entrada limitada larga debe estar por debajo del último precio {price}',
  'contracts.limit_short_above': 'Una entrada limitada corta debe estar por encima del último precio {price}',
  'contracts.market_closed':
    'El mercado de {symbol} está cerrado ahora: coloque una entrada limitada, que esperará a que abra la sesión',
  'contracts.close_market_closed':
    'El mercado de {symbol} está cerrado ahora: la posición podrá cerrarse cuando abra la sesión',
  'contracts.no_price': 'Todavía no hay ningún precio registrado para este par',
  'contracts.tp_long':
    'El take profit de una posición larga debe estar por encima del precio de entrada y del precio actual',
  'contracts.sl_long':
    'El stop loss de una posición larga debe estar por debajo del precio de entrada y del precio actual',
  'contracts.tp_short':
    'El take profit de una posición corta debe estar por debajo del precio de entrada y del precio actual',
  'contracts.sl_short':
    'El stop loss de una posición corta debe estar por encima del precio de entrada y del precio actual',
  'contracts.stops_need_one': 'Introduzca un precio de take profit o de stop loss',
  'contracts.not_open': 'Esta posición ya no está abierta',
  'contracts.not_pending': 'Esta entrada ya no está en espera',
  'contracts.nothing_to_close': 'No hay ninguna posición abierta que coincida',
  'contracts.positions_open':
    'Cierre sus posiciones y cancele sus entradas pendientes en esta cuenta antes de transferir fondos fuera de ella',
  'contracts.liquidation_at_entry':
    'Esta entrada alcanzaría de inmediato el nivel de liquidación: reduzca el apalancamiento o los lotes',
  'contracts.bad_setting': 'Valor no válido para {field}',
  'contracts.multiples_needed': 'Indique al menos un multiplicador de apalancamiento',
  'contracts.lots_order': 'El máximo de lotes debe ser 0 (sin límite) o al menos el mínimo',
} satisfies Record<keyof typeof en, string>;
