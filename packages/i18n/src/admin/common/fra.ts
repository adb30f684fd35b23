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
    servicePlaceholder: 'https://…',
    saved: 'Réglages enregistrés',
  },
};
