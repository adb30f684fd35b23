/**
 * The boot script's first screens (apps/web/first-screens.ts) are the route table's: the same paths, page modules
 * and texts, and the same stored-version rule as the start-up.
 */

import { FIRST_SCREEN_MAX_CALLS, FIRST_SCREEN_PATHS } from '@app/api';
import { describe, expect, it } from 'vitest';
import { BOOT_WEB_VERSION, EVERY_SCREEN, FIRST_SCREENS } from '../../first-screens';
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

  it.each(FIRST_SCREENS.map((s) => [s.name, s] as const))(
    '%s sends its calls as one request the server takes',
    (_, s) => {
      const all = [...EVERY_SCREEN, ...s.requests];
      for (const r of all) expect(FIRST_SCREEN_PATHS, r.path).toContain(r.path);
      expect(all.filter((r) => !r.after).length).toBeLessThanOrEqual(FIRST_SCREEN_MAX_CALLS);
      for (const r of all.filter((c) => c.after)) expect(all.map((c) => c.path)).toContain(r.after);
    },
  );
});
