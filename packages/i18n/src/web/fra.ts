import type { ShellTexts } from './en';

export const shellFra = {
  tab: { home: 'Accueil', market: 'Marché', trade: 'Trader', finance: 'Épargne', assets: 'Actifs' },
  tradeMode: { spot: 'Spot', contract: 'Contrats', lever: 'Super levier', stock: 'Actions', seconds: 'Secondes' },
  common: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    back: 'Retour',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    close: 'Fermer',
    more: 'Plus',
    empty: 'Rien pour le moment',
    error: 'Une erreur est survenue',
    loadFailed: 'Impossible de charger cette page.',
    loadTimeout: 'Le chargement prend trop de temps. Vérifiez votre connexion et réessayez.',
    networkError: 'Erreur réseau, veuillez réessayer',
    timeout: 'La requête a expiré, veuillez réessayer',
    loginFirst: "Veuillez d'abord vous connecter",
    noMore: 'Plus aucune donnée',
    invalidUrl: "Impossible d'ouvrir cette adresse.",
    hostNotAllowed:
      "{{host}} ne fait pas partie des pages affichées dans l'application. Vous pouvez l'ouvrir dans votre navigateur.",
    openInBrowser: 'Ouvrir dans le navigateur',
    notFound: 'Page introuvable',
    notFoundHint: "Cette page n'est pas disponible dans cette version.",
    backHome: "Retour à l'accueil",
  },
  pull: {
    pulling: 'Tirez vers le bas pour actualiser',
    canRelease: 'Relâchez pour actualiser',
    refreshing: 'Actualisation…',
    complete: 'Actualisé',
  },
  home: {
    news: 'Actualités',
    services: 'Services',
    language: 'Langue',
    fiat: 'Devise',
    announcement: 'Annonce',
    viewDetails: 'Voir le détail',
  },
  page: {
    language: 'Langue',
    fiat: 'Devise fiat',
  },
  time: {
    justNow: "à l'instant",
    minutesAgo: 'il y a {{count}} min',
    hoursAgo: 'il y a {{count}} h',
    daysAgo: 'il y a {{count}} j',
  },
  setting: {
    fiatHint: 'Les montants sont affichés dans cette devise.',
    selected: 'Sélectionnée',
  },
  offline: {
    since: 'Vous êtes hors ligne. Données affichées : {{time}}',
    plain: 'Vous êtes hors ligne.',
  },
  update: {
    available: 'Une nouvelle version est disponible',
    reload: 'Recharger',
  },
} satisfies ShellTexts;
