/**
 * On the very first visit the page loads its files before the service worker exists, so they bypass it and are
 * not cached. When the new worker takes the page (clientsClaim), it is handed their addresses and fetches them
 * itself (Workbox's `CACHE_URLS` message, through the same routes as the page's requests): the runtime cache then
 * holds the pages already seen and the site's pictures on them (pwa-options.ts caches both), and a reload offline
 * can show them. One message rather than a `fetch()` per file from the page: thirty of those were one long task
 * on the page's main thread right after its first screen.
 */
export function cacheFilesLoadedBeforeControl(
  win: Window = window,
  bases: readonly string[] = ['/h5/assets/', '/static/'],
): void {
  const container = win.navigator.serviceWorker;
  if (!container || container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const urls = win.performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => bases.some((base) => new URL(url, win.location.href).pathname.startsWith(base)));
      if (urls.length === 0) return;
      container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urls)] } });
    },
    { once: true },
  );
}
