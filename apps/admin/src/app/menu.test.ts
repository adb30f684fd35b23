import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../shared/session/permissions';
import type { AdminRole } from '../shared/session/session-store';
import { MENU_GROUPS, visibleMenu } from './menu';

const EXPECTED: Record<AdminRole, Record<string, string[]>> = {
  super: {
    Users: ['users', 'kyc', 'outbox'],
    Finance: ['deposits', 'withdrawals', 'wallet-coins', 'ledger'],
    Market: ['instruments', 'feed', 'fiats'],
    Spot: ['spot-pairs', 'spot-maker', 'spot-orders', 'spot-trades'],
    Content: ['news', 'banners', 'faq', 'pages', 'settings'],
    System: ['admins', 'audit', 'platform'],
  },
  content: {
    Market: ['instruments'],
    Content: ['news', 'banners', 'faq', 'pages', 'settings'],
  },
  finance: {
    Users: ['users'],
    Finance: ['deposits', 'withdrawals', 'wallet-coins', 'ledger'],
    Market: ['fiats'],
    Spot: ['spot-maker', 'spot-orders', 'spot-trades'],
    Content: ['news', 'banners', 'faq', 'pages', 'settings'],
    System: ['platform'],
  },
  support: {
    Users: ['users', 'kyc', 'outbox'],
    Spot: ['spot-orders', 'spot-trades'],
    Content: ['news', 'banners', 'faq', 'pages', 'settings'],
  },
};

const asRecord = (groups: { label: string; sections: string[] }[]) =>
  Object.fromEntries(groups.map((g) => [g.label, g.sections]));

describe('side menu', () => {
  it('lists every section exactly once, in the order of SECTIONS', () => {
    expect(MENU_GROUPS.flatMap((g) => g.sections)).toEqual([...SECTIONS]);
  });

  it.each(Object.keys(EXPECTED) as AdminRole[])('shows %s its groups and entries, in order', (role) => {
    const menu = visibleMenu(role);
    expect(asRecord(menu)).toEqual(EXPECTED[role]);
    expect(Object.keys(asRecord(menu))).toEqual(Object.keys(EXPECTED[role]));
  });

  it('drops groups left empty', () => {
    expect(visibleMenu('content').map((g) => g.label)).not.toContain('System');
    expect(visibleMenu(undefined)).toEqual([]);
  });
});
