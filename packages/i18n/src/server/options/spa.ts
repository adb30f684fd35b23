import type { en } from './en';

/** Spanish texts of server/options (the keys of ./en.ts). */
export const spa = {
  'options.pair_closed': 'Este par no está abierto a opciones de segundos',
  'options.coin_closed': 'Esta moneda no puede pagar opciones de segundos',
  'options.bad_seconds': 'Elija uno de los vencimientos ofrecidos',
  'options.stake_min': 'El importe debe ser al menos {min}',
  'options.stake_decimals': 'El importe puede tener como máximo {decimals} decimales',
  'options.stake_max': 'El importe debe ser como máximo {max}',
  'options.max_open': 'Ya tiene {max} órdenes abiertas en esta moneda: espere a que se liquide una',
  'options.no_price': 'Todavía no hay un precio registrado para este par',
  'options.cool_off': 'Eligió una pausa de las opciones de segundos hasta el {until}',
  'options.loss_limit':
    'Esta orden podría superar su límite de pérdida diaria de {limit} USDT (pérdida de hoy: {lost})',
  'options.not_found': 'Orden no encontrada',
  'options.country_closed': 'Las opciones de segundos no se ofrecen en su país',
  'options.cool_off_shorter': 'Una pausa no puede acortarse una vez fijada: ya dura hasta el {until}',
  'options.no_expiries': 'No se ofrece ningún vencimiento en este momento',
  'options.busy': 'Se está enviando otra orden, inténtelo de nuevo',
  'options.stake_order': 'El importe máximo no puede ser menor que el mínimo',
  'options.void_outage':
    'No se registró ningún precio en los {seconds} s posteriores al vencimiento (caída del feed o del servidor): la opción queda anulada, se devuelven el importe y la comisión',
} satisfies Record<keyof typeof en, string>;
