import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (docs/decisions.md, "Installable app"). The service worker precaches only the shell: the
 * page (with the boot script inline), the entry chunk and its CSS (named `shell-*` by the build input), and every language's shell texts and
 * antd-mobile locale, so a reload offline renders in the stored language. Pages and capability texts (hundreds of
 * hashed files) are cached the first time they load. The API is never cached here: the last quotes and balances
 * are kept by the app itself (src/app/last-data.ts), keyed by user where they are private.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by the app (src/app/pwa-register.ts), which also shows the update prompt.
  injectRegister: false,
  manifest: {
    // The site name is set by the operator at run time; a static manifest carries the product's default.
    name: 'OpenX',
    short_name: 'OpenX',
    description: 'Markets, trading and wallet',
    start_url: '/h5/',
    scope: '/h5/',
    id: '/h5/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#333333',
    theme_color: '#333333',
    lang: 'en',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeAssets: ['icons/apple-touch-icon-180.png'],
  workbox: {
    globPatterns: ['index.html', 'assets/shell-*.{js,css}', 'assets/texts-shell-*.js', 'assets/antd-locale-*.js'],
    // Hash routes keep the path at /h5/; any other navigation inside the scope gets the shell too.
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: [/^\/h5\//],
    // The first worker takes the open page at once, so the files it loads next are cached; an update still waits
    // for the user's "Reload" (registerType prompt: no skipWaiting).
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The site's public pictures (banners, menu icons, news art, coin logos): kept so the last screen seen reads
        // offline as it did, and refreshed from the server whenever it answers.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'site-static',
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
          matchOptions: { ignoreVary: true },
        },
      },
      {
        // Hashed names never change content: the first copy is kept.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/h5/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'h5-assets',
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 },
          cacheableResponse: { statuses: [200] },
          // The server answers `Vary: Origin`; module scripts send an Origin and plain fetches do not, so the copies
          // cached when the worker took the page would never match. A hashed file is the same for every origin.
          matchOptions: { ignoreVary: true },
        },
      },
    ],
  },
};
