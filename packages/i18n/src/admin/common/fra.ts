import type { CommonTexts } from './en';

/** French texts of the back office `common` screen (site settings). */
export const commonFra: CommonTexts = {
  settings: {
    title: 'Réglages du site',
    siteName: 'Nom du site',
    logoUrl: 'URL du logo',
    logoPlaceholder: 'https://… ou /static/…',
    logoPreview: 'Aperçu du logo',
    serviceLink: 'Lien du service client',
    serviceLinkExtra: 'Ouvert par le bouton service client de l’application',
    webviewHosts: "Pages affichées dans l'application",
    webviewHostsExtra:
      "Noms d'hôte uniquement (help.example.com, ou *.example.com pour ses sous-domaines). Les liens vers d'autres sites s'ouvrent hors de l'application.",
    webviewHostBad: "Saisissez un nom d'hôte comme help.example.com ou *.example.com",
    servicePlaceholder: 'https://…',
    saved: 'Réglages enregistrés',
  },
};
