/**
 * One name per capability across the apps (docs/adding-a-capability.md). The server's modules name the
 * capabilities; every capability folder elsewhere (the wire contract, the web and admin features, the text
 * catalogues, the browser journeys) must carry one of those names, unless it is listed below as a part that only
 * that place has (a shell, a shared texts part). A folder named after nothing on the server fails here, so
 * "fund" in one app and "wallet" in another cannot come back.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const dirs = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const serverModules = dirs('apps/server/src/modules');

/** Folders that exist in one place only, and why. */
const OWN_PARTS: Record<string, { path: string; own: string[] }> = {
  // `platform`: the wire of apps/server/src/platform itself (socket sub/unsub acks, login, health, its status screen).
  api: { path: 'packages/api/src', own: ['platform'] },
  // The web app's shells: the home screen and the language/fiat pickers own no server calls.
  web: { path: 'apps/web/src/features', own: ['home', 'settings'] },
  admin: { path: 'apps/admin/src/features', own: [] },
  // `shell`: the texts every screen of an app shows (tab bar, menu, buttons); `core`: the server's shared errors.
  'web texts': { path: 'packages/i18n/src/web', own: [] },
  'admin texts': { path: 'packages/i18n/src/admin', own: ['shell'] },
  'server texts': { path: 'packages/i18n/src/server', own: ['core'] },
};

describe('capability names', () => {
  it('has server modules to name the capabilities', () => {
    expect(serverModules).toEqual(expect.arrayContaining(['accounts', 'wallet', 'market', 'spot']));
  });

  it.each(Object.entries(OWN_PARTS))('%s folders carry server module names', (_, { path, own }) => {
    const strangers = dirs(path).filter((d) => !serverModules.includes(d) && !own.includes(d));
    expect(strangers, `${path}: rename to the server module's name or list it as its own part`).toEqual([]);
  });

  // The web shell's own journeys, as foundation and platform are: the installable app (pwa), and the checks that
  // run over every main screen (accessibility, layout shift, narrow screens, styles of the first page opened, the
  // first screen's boot).
  const SHELL_JOURNEYS = [
    'foundation',
    'platform',
    'pwa',
    'a11y',
    'layout-shift',
    'narrow-layout',
    'first-page-styles',
    'first-screen',
  ];
  // `<capability>-admin` is that capability's back-office journey (its own server, admin login and pages), and
  // `<capability>-<part>-admin` one part of it in a file of its own (earn-dual-admin: the dual investment screens).
  it('names each browser journey after a capability (or one of the web shell journeys)', () => {
    const journeys = readdirSync(join(root, 'e2e'))
      .filter((f) => f.endsWith('.e2e.ts'))
      .map((f) => f.replace(/\.e2e\.ts$/, '').replace(/^([a-z]+)(-[a-z]+)?-admin$/, '$1'));
    const strangers = journeys.filter((j) => !serverModules.includes(j) && !SHELL_JOURNEYS.includes(j));
    expect(strangers).toEqual([]);
  });
});
