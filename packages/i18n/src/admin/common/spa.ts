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
    webviewHosts: 'Páginas que la app puede mostrar dentro',
    webviewHostsExtra:
      'Solo nombres de host (help.example.com, o *.example.com para sus subdominios). Los enlaces a otros sitios se abren fuera de la app.',
    webviewHostBad: 'Introduzca un nombre de host como help.example.com o *.example.com',
    servicePlaceholder: 'https://…',
    saved: 'Ajustes guardados',
  },
};
