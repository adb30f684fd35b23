import { ADMIN_ROLES, ADMIN_SECTIONS, type AdminRole } from '@app/api';
import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../shared/feature';
import { type MenuGroupView, menuGroups, menuPath, visibleMenu } from './menu';

/** What each role sees in the side menu, group by group, as the screens' paths (= the test ids `menu-<path>`). */
const EXPECTED: Record<AdminRole, Partial<Record<MenuGroup, string[]>>> = {
  super: {
    users: ['users', 'kyc', 'outbox'],
    finance: ['deposits', 'withdrawals', 'wallet-coins', 'ledger'],
    market: ['instruments', 'feed', 'fiats'],
    spot: ['spot-pairs', 'spot-maker', 'spot-orders', 'spot-trades'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    system: ['admins', 'audit', 'platform'],
    account: ['security'],
  },
  content: {
    market: ['instruments'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    account: ['security'],
  },
  finance: {
    users: ['users'],
    finance: ['deposits', 'withdrawals', 'wallet-coins', 'ledger'],
    market: ['fiats'],
    spot: ['spot-maker', 'spot-orders', 'spot-trades'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    system: ['platform'],
    account: ['security'],
  },
  support: {
    users: ['users', 'kyc', 'outbox'],
    spot: ['spot-orders', 'spot-trades'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    account: ['security'],
  },
};

const asRecord = (groups: MenuGroupView[]) =>
  Object.fromEntries(groups.map((g) => [g.group, g.items.map((i) => i.path)]));

describe('side menu', () => {
  it('keeps its groups in the order Users, Finance, Market, Spot, Content, System, then the own account', () => {
    expect(menuGroups().map((g) => g.group)).toEqual([
      'users',
      'finance',
      'market',
      'spot',
      'content',
      'system',
      'account',
    ]);
  });

  it('lists every section of the role matrix exactly once, in its order', () => {
    const sections = menuGroups().flatMap((g) => g.items.map((i) => i.section));
    expect(sections.filter((s) => s !== 'any-admin')).toEqual([...ADMIN_SECTIONS]);
  });

  it.each(ADMIN_ROLES)('shows %s its groups and entries, in order', (role) => {
    const menu = asRecord(visibleMenu(role));
    expect(menu).toEqual(EXPECTED[role]);
    expect(Object.keys(menu)).toEqual(Object.keys(EXPECTED[role]));
  });

  it('drops groups left empty, and shows nothing without a role', () => {
    expect(visibleMenu('content').map((g) => g.group)).not.toContain('system');
    expect(visibleMenu(undefined)).toEqual([]);
  });

  it('finds the landing screen of a section', () => {
    expect(menuPath('wallet-coins')).toBe('wallet-coins');
    expect(menuPath('news')).toBe('news');
  });
});
