/**
 * On the very first visit the page loads its files before the service worker exists, so they bypass it and are
 * not cached. When the new worker takes the page (clientsClaim), those files are fetched once more through it:
 * the runtime cache then holds the pages already seen and the site's pictures on them (pwa-options.ts caches both),
 * and a reload offline can show them.
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
      for (const url of new Set(urls)) void win.fetch(url).catch(() => undefined);
    },
    { once: true },
  );
}
