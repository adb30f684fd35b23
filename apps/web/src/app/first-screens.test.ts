/**
 * The boot script's first screens (apps/web/first-screens.ts) are the route table's: the same paths, page modules
 * and texts, and the same stored-version rule as the start-up.
 */
import { describe, expect, it } from 'vitest';
import { BOOT_WEB_VERSION, FIRST_SCREENS } from '../../first-screens';
import { WEB_VERSION } from '../stores/boot';
import { ROUTES } from './route-table';

describe('first screens', () => {
  it.each(FIRST_SCREENS.map((s) => [s.name, s] as const))('%s has the route table’s paths, page and texts', (_, s) => {
    for (const path of s.paths) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      expect([...(route?.texts ?? [])].sort(), path).toEqual([...s.texts].sort());
      if (s.page) {
        const base = s.page.replace(/^.*\//, '').replace(/\.tsx?$/, '');
        expect(String(route?.load), path).toMatch(new RegExp(`['"/]${base}(\\.tsx?)?['"]`));
      }
    }
  });

  it('reads the stored session only at the version the start-up keeps', () => {
    expect(BOOT_WEB_VERSION).toBe(WEB_VERSION);
  });
});
