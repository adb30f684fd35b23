import type { en } from './en';

/** French texts of server/options (the keys of ./en.ts). */
export const fra = {
  'options.pair_closed': "Cette paire n'est pas ouverte aux options à secondes",
  'options.coin_closed': "Cette monnaie ne peut pas payer d'options à secondes",
  'options.bad_seconds': "Choisissez l'une des échéances proposées",
  'options.stake_min': "La mise doit être d'au moins {min}",
  'options.stake_decimals': 'La mise peut avoir au plus {decimals} décimales',
  'options.stake_max': "La mise doit être d'au plus {max}",
  'options.max_open': "Vous avez déjà {max} ordres ouverts dans cette monnaie : attendez qu'un ordre soit réglé",
  'options.no_price': "Aucun prix n'est encore enregistré pour cette paire",
  'options.cool_off': "Vous avez choisi une pause des options à secondes jusqu'au {until}",
  'options.loss_limit':
    'Cet ordre pourrait dépasser votre limite de perte quotidienne de {limit} USDT (perte du jour : {lost})',
  'options.not_found': 'Ordre introuvable',
  'options.country_closed': 'Les options à secondes ne sont pas proposées dans votre pays',
  'options.cool_off_shorter': "Une pause ne peut pas être raccourcie : elle dure déjà jusqu'au {until}",
  'options.no_expiries': "Aucune échéance n'est proposée pour le moment",
  'options.busy': 'Un autre ordre est en cours, veuillez réessayer',
  'options.stake_order': 'La mise maximale ne peut pas être inférieure à la minimale',
  'options.void_outage':
    'Aucun prix n’a été enregistré dans les {seconds} s suivant l’échéance (panne du flux ou du serveur) : l’option est annulée, mise et frais remboursés',
} satisfies Record<keyof typeof en, string>;
