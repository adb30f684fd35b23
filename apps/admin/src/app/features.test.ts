import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_SECTIONS, SECTION_ROLES } from '@app/api';
import { ADMIN_TEXTS } from '@app/i18n/admin';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';

const FEATURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');
const routes = FEATURES.flatMap((f) => f.routes.map((r) => ({ ...r, feature: f.name })));
const items = FEATURES.flatMap((f) => (f.menu ?? []).flatMap((m) => m.items.map((i) => ({ ...i, feature: f.name }))));

describe('admin features', () => {
  it('are named after the server capabilities, one folder each with its routes.tsx', () => {
    for (const f of FEATURES) expect(existsSync(join(FEATURES_DIR, f.name, 'routes.tsx')), f.name).toBe(true);
    expect(new Set(FEATURES.map((f) => f.name)).size).toBe(FEATURES.length);
  });

  it.each(ADMIN_SECTIONS)('section %s has one menu entry and its screens in the feature of its capability', (s) => {
    const capability = SECTION_ROLES[s].capability;
    expect(items.filter((i) => i.section === s).map((i) => i.feature)).toEqual([capability]);
    const owners = new Set(routes.filter((r) => r.section === s).map((r) => r.feature));
    expect([...owners]).toEqual([capability]);
  });

  it('keep every address the browser journeys and bookmarks use', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        'login',
        'users',
        'users/:id',
        'kyc',
        'outbox',
        'deposits',
        'withdrawals',
        'wallet-coins',
        'ledger',
        'instruments',
        'feed',
        'fiats',
        'transparency',
        'spot-pairs',
        'spot-maker',
        'spot-orders',
        'spot-trades',
        'contract-pairs',
        'contract-positions',
        'contract-risk',
        'contract-risk/liquidations',
        'contract-risk/insurance',
        'contract-risk/overnight',
        'option-settings',
        'option-settings/coins',
        'option-settings/pairs',
        'option-settings/countries',
        'option-orders',
        'option-house',
        'earn-campaigns',
        'earn-campaigns/accruals',
        'earn-products',
        'earn-orders',
        'earn-products/dual',
        'earn-orders/dual',
        'earn-products/ieo',
        'earn-orders/ieo',
        'earn-products/coupons',
        'earn-orders/coupons',
        'news',
        'banners',
        'faq',
        'pages',
        'settings',
        'admins',
        'audit',
        'platform',
        'security',
      ].sort(),
    );
  });

  it('open every menu entry on a screen behind the same access', () => {
    for (const item of items) {
      expect(routes.find((r) => r.path === item.path)?.section, item.path).toBe(item.section);
    }
  });

  it('only the login screen is public', () => {
    expect(routes.filter((r) => r.section === 'public').map((r) => r.path)).toEqual(['login']);
  });

  it("fetch texts from their own capability's catalogue", () => {
    for (const f of FEATURES) {
      if (!f.texts) continue;
      expect(f.texts).toBe(f.name);
      expect(Object.keys(ADMIN_TEXTS)).toContain(f.texts);
    }
  });
});
