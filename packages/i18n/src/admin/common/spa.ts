import type { CommonTexts } from './en';

/** Spanish texts of the back office `common` screen (site settings). */
export const commonSpa: CommonTexts = {
  settings: {
    title: 'Ajustes del sitio',
    siteName: 'Nombre del sitio',
    logoUrl: 'URL del logotipo',
    logoPlaceholder: 'https://… o /static/…',
    logoPreview: 'Vista previa del logotipo',
    serviceLink: 'Enlace de atención al cliente',
    serviceLinkExtra: 'Se abre con el botón de atención al cliente de la app',
    servicePlaceholder: 'https://…',
    saved: 'Ajustes guardados',
  },
};
