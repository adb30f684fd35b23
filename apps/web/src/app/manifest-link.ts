/** Where the build writes the web manifest (vite-plugin-pwa, pwa-options.ts). */
export const MANIFEST_HREF = `${import.meta.env.BASE_URL}manifest.webmanifest`;

/**
 * Links the web manifest. index.html leaves it out (first-screen-boot.ts takes out the link vite-plugin-pwa adds):
 * Chromium fetches it, and the icon it names, as soon as it is linked, two requests in front of the first screen's
 * answers and pictures on a phone's six connections. Installing needs it only once the page is up.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.appendChild(link);
}
