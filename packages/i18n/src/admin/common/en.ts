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
    webviewHosts: 'Pages the app may show inside',
    webviewHostsExtra:
      'Host names only (help.example.com, or *.example.com for its subdomains). Links to other sites open outside the app.',
    webviewHostBad: 'Enter a host name such as help.example.com or *.example.com',
    servicePlaceholder: 'https://…',
    saved: 'Settings saved',
  },
};

export type CommonTexts = typeof commonEn;
