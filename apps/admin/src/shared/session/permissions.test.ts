import { describe, expect, it } from 'vitest';
import { type Action, canDo, canEdit, canUse, firstSection, SECTIONS, type Section } from './permissions';
import { ADMIN_ROLES, type AdminRole } from './session-store';

/** What each role may open (read) and change (write), per the server's guards; everything else is refused. */
const EXPECTED: Record<AdminRole, { read: Section[]; write: Section[]; actions: Action[]; first: Section }> = {
  super: {
    read: [...SECTIONS],
    write: [...SECTIONS],
    actions: ['user-wallet', 'user-adjust'],
    first: 'users',
  },
  content: {
    read: ['instruments', 'news', 'banners', 'faq', 'pages', 'settings'],
    write: ['news', 'banners', 'faq', 'pages', 'settings'],
    actions: [],
    first: 'news',
  },
  finance: {
    read: [
      'users',
      'deposits',
      'withdrawals',
      'wallet-coins',
      'ledger',
      'fiats',
      'spot-maker',
      'spot-orders',
      'spot-trades',
      'news',
      'banners',
      'faq',
      'pages',
      'settings',
      'platform',
    ],
    write: ['deposits', 'withdrawals', 'wallet-coins', 'ledger', 'fiats', 'spot-orders', 'spot-trades'],
    actions: ['user-wallet', 'user-adjust'],
    first: 'deposits',
  },
  support: {
    read: ['users', 'kyc', 'outbox', 'spot-orders', 'spot-trades', 'news', 'banners', 'faq', 'pages', 'settings'],
    write: ['users', 'kyc', 'outbox', 'spot-orders', 'spot-trades'],
    actions: ['user-wallet'],
    first: 'users',
  },
};

const ACTIONS: Action[] = ['user-wallet', 'user-adjust'];

describe.each(ADMIN_ROLES)('role %s', (role) => {
  const want = EXPECTED[role];

  it.each(SECTIONS)(`section %s: read and write as expected`, (section) => {
    expect(canUse(role, section)).toBe(want.read.includes(section));
    expect(canEdit(role, section)).toBe(want.write.includes(section));
  });

  it('never writes what it cannot read', () => {
    for (const s of SECTIONS) if (canEdit(role, s)) expect(canUse(role, s)).toBe(true);
  });

  it.each(ACTIONS)('action %s', (action) => {
    expect(canDo(role, action)).toBe(want.actions.includes(action));
  });

  it(`lands on ${want.first}`, () => {
    expect(firstSection(role)).toBe(want.first);
  });
});

describe('without a role', () => {
  it('nothing is readable, writable or doable and there is no landing screen', () => {
    for (const s of SECTIONS) {
      expect(canUse(undefined, s)).toBe(false);
      expect(canEdit(undefined, s)).toBe(false);
    }
    for (const a of ACTIONS) expect(canDo(undefined, a)).toBe(false);
    expect(firstSection(undefined)).toBeUndefined();
  });
});

describe('admin-only sections', () => {
  it.each(['admins', 'audit', 'feed', 'spot-pairs'] as const)('%s is super only', (section) => {
    expect(ADMIN_ROLES.filter((r) => canUse(r, section))).toEqual(['super']);
  });
});
