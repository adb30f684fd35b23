import type { en } from './en';

/** Spanish texts of server/spot (the keys of ./en.ts). */
export const spa = {
  'spot.bad_price': 'Introduzca un precio correcto',
  'spot.bad_amount': 'Introduzca una cantidad correcta',
  'spot.bad_total': 'Introduzca un total correcto',
  'spot.min_notional': 'El valor de la orden está por debajo del mínimo de {min} {currency}',
  'spot.halted': 'El trading está suspendido para este par',
  'spot.no_liquidity': 'La orden de mercado no encontró liquidez dentro de la banda de protección',
  'spot.order_closed': 'Esta orden ya no se puede cancelar',
  'spot.steps_need_empty_book': 'El tamaño de tick y de lote solo pueden cambiar con el libro vacío',
  'spot.bad_steps': 'tick × lote debe ajustarse a los decimales de las monedas',
  'spot.bad_fee': 'la comisión debe ser como máximo 0,1',
  'spot.status.open': 'Abierta',
  'spot.status.partial': 'Parcialmente ejecutada',
  'spot.status.filled': 'Ejecutada',
  'spot.status.cancelled': 'Cancelada',
} satisfies Record<keyof typeof en, string>;
