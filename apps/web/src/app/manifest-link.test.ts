import { describe, expect, it } from 'vitest';
import { linkManifest, MANIFEST_HREF } from './manifest-link';

describe('linkManifest', () => {
  it('links the web manifest once, under the app’s base', () => {
    const doc = document.implementation.createHTMLDocument('t');
    linkManifest(doc);
    linkManifest(doc);
    const links = doc.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(MANIFEST_HREF);
    expect(MANIFEST_HREF).toMatch(/\/manifest\.webmanifest$/);
  });
});
