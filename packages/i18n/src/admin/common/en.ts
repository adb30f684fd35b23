/**
 * English texts of the back office's `common` capability: the site settings (name, logo, customer-service link).
 * Loaded with the screen. The shape of this object is the type the other languages satisfy.
 */
export const commonEn = {
  settings: {
    title: 'Site settings',
    siteName: 'Site name',
    logoUrl: 'Logo URL',
    logoPlaceholder: 'https://… or /static/…',
    logoPreview: 'Logo preview',
    serviceLink: 'Customer-service link',
    serviceLinkExtra: "Opened by the app's customer-service button",
    servicePlaceholder: 'https://…',
    saved: 'Settings saved',
  },
};

export type CommonTexts = typeof commonEn;
