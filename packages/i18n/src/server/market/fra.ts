import type { en } from './en';

/** French texts of server/market (the keys of ./en.ts). */
export const fra = {
  'market.unknown_symbol': 'Paire inconnue',
  'market.bad_period': 'Période de graphique inconnue',
  'market.bad_range': 'Plage de temps invalide',
  'market.favourite_added': 'Ajouté aux favoris',
  'market.favourite_removed': 'Retiré des favoris',
  'market.simulated_in_production': "{symbol} n'a pas ici de source de prix réelle : il ne peut pas être négocié",

  'field.search_keyword': 'mot-clé de recherche',
  'field.period': 'période',
} satisfies Record<keyof typeof en, string>;
