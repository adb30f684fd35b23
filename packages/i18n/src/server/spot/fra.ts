import type { en } from './en';

/** French texts of server/spot (the keys of ./en.ts). */
export const fra = {
  'spot.bad_price': 'Veuillez saisir un prix correct',
  'spot.bad_amount': 'Veuillez saisir une quantité correcte',
  'spot.bad_total': 'Veuillez saisir un total correct',
  'spot.min_notional': "La valeur de l'ordre est inférieure au minimum de {min} {currency}",
  'spot.halted': 'Le trading est suspendu pour cette paire',
  'spot.no_liquidity': "L'ordre au marché n'a trouvé aucune liquidité dans la bande de protection",
  'spot.order_closed': 'Cet ordre ne peut plus être annulé',
  'spot.steps_need_empty_book': 'Le pas de prix et le lot ne peuvent changer que lorsque le carnet est vide',
  'spot.bad_steps': 'pas de prix × lot doit respecter les décimales des devises',
  'spot.bad_fee': 'le taux de frais doit être au plus 0,1',
  'spot.status.open': 'Ouvert',
  'spot.status.partial': 'Partiellement exécuté',
  'spot.status.filled': 'Exécuté',
  'spot.status.cancelled': 'Annulé',
} satisfies Record<keyof typeof en, string>;
