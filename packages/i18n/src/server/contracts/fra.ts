import type { en } from './en';

/** French texts of server/contracts (the keys of ./en.ts). */
export const fra = {
  'contracts.pair_closed': "Cette paire n'est pas ouverte au trading de contrats",
  'contracts.lots_min': "Le nombre de lots doit être d'au moins {min}",
  'contracts.lots_max': 'Le nombre de lots ne peut pas dépasser {max}',
  'contracts.bad_multiple': "Choisissez l'un des multiples de levier proposés",
  'contracts.limit_disabled': 'Les entrées à cours limité ne sont pas acceptées sur cette paire',
  'contracts.bad_price': 'Veuillez saisir un prix correct',
  'contracts.price_decimals': 'Le prix peut comporter au plus {decimals} décimales',
  'contracts.limit_long_below': 'Une entrée longue à cours limité doit être inférieure au dernier prix {price}',
  'contracts.limit_short_above': 'Une entrée courte à cours limité doit être supérieure au dernier prix {price}',
  'contracts.market_closed':
    "Le marché {symbol} est fermé pour le moment : passez une entrée à cours limité, qui attendra l'ouverture de la séance",
  'contracts.close_market_closed':
    "Le marché {symbol} est fermé pour le moment : la position pourra être clôturée à l'ouverture de la séance",
  'contracts.no_price': "Aucun prix n'a encore été enregistré pour cette paire",
  'contracts.tp_long': "Le take-profit d'une position longue doit être supérieur au prix d'entrée et au prix actuel",
  'contracts.sl_long': "Le stop-loss d'une position longue doit être inférieur au prix d'entrée et au prix actuel",
  'contracts.tp_short': "Le take-profit d'une position courte doit être inférieur au prix d'entrée et au prix actuel",
  'contracts.sl_short': "Le stop-loss d'une position courte doit être supérieur au prix d'entrée et au prix actuel",
  'contracts.stops_need_one': 'Saisissez un prix de take-profit ou de stop-loss',
  'contracts.not_open': "Cette position n'est plus ouverte",
  'contracts.not_pending': "Cette entrée n'est plus en attente",
  'contracts.nothing_to_close': 'Aucune position ouverte ne correspond',
  'contracts.positions_open':
    "Clôturez vos positions et annulez vos entrées en attente sur ce compte avant d'en transférer des fonds",
  'contracts.liquidation_at_entry':
    "Cette entrée atteindrait immédiatement le niveau de liquidation : réduisez l'effet de levier ou le nombre de lots",
  'contracts.bad_setting': 'Valeur non valide pour {field}',
  'contracts.multiples_needed': 'Indiquez au moins un multiple de levier',
  'contracts.lots_order': 'Le nombre maximal de lots doit être 0 (sans limite) ou au moins égal au minimum',
} satisfies Record<keyof typeof en, string>;
