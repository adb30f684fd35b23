import { ADMIN_ROLES, ADMIN_SECTIONS, type AdminRole } from '@app/api';
import { LANGS } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import type { AdminFeature, MenuGroup } from '../shared/feature';
import { entryLabel, groupLabel, type MenuGroupView, menuGroups, menuPath, visibleMenu } from './menu';

/** What each role sees in the side menu, group by group, as the screens' paths (= the test ids `menu-<path>`). */
const EXPECTED: Record<AdminRole, Partial<Record<MenuGroup, string[]>>> = {
  super: {
    users: ['users', 'kyc', 'outbox'],
    finance: ['deposits', 'withdrawals', 'wallet-coins', 'ledger'],
    market: ['instruments', 'feed', 'fiats', 'transparency'],
    spot: ['spot-pairs', 'spot-maker', 'spot-orders', 'spot-trades'],
    contracts: ['contract-pairs', 'contract-positions', 'contract-risk'],
    options: ['option-settings', 'option-orders', 'option-house'],
    earn: ['earn-campaigns', 'earn-products', 'earn-orders'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    system: ['admins', 'audit', 'platform'],
    account: ['security'],
  },
  content: {
    market: ['instruments', 'transparency'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    account: ['security'],
  },
  finance: {
    users: ['users'],
    finance: ['deposits', 'withdrawals', 'wallet-coins', 'ledger'],
    market: ['fiats', 'transparency'],
    spot: ['spot-maker', 'spot-orders', 'spot-trades'],
    contracts: ['contract-positions', 'contract-risk'],
    options: ['option-orders', 'option-house'],
    earn: ['earn-campaigns', 'earn-products', 'earn-orders'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    system: ['platform'],
    account: ['security'],
  },
  support: {
    users: ['users', 'kyc', 'outbox'],
    market: ['transparency'],
    spot: ['spot-orders', 'spot-trades'],
    contracts: ['contract-positions'],
    options: ['option-orders'],
    earn: ['earn-orders'],
    content: ['news', 'banners', 'faq', 'pages', 'settings'],
    account: ['security'],
  },
};

const asRecord = (groups: MenuGroupView[]) =>
  Object.fromEntries(groups.map((g) => [g.group, g.items.map((i) => i.path)]));

describe('side menu', () => {
  it('keeps its groups in the order Users, Finance, Market, Spot, Contracts, Options, Earn, Content, System, then the own account', () => {
    expect(menuGroups().map((g) => g.group)).toEqual([
      'users',
      'finance',
      'market',
      'spot',
      'contracts',
      'options',
      'earn',
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

  it.each(LANGS)('has a word for every group and entry in %s, from the feature that owns it', (lang) => {
    for (const g of menuGroups()) {
      expect(groupLabel(g.group, lang), `${lang} group ${g.group}`).not.toBe(g.group);
      for (const item of g.items) {
        const word = item.feature.menuTexts?.[lang].items[item.label];
        expect(word?.trim(), `${lang} ${item.feature.name} ${item.label}`).toBeTruthy();
        expect(entryLabel(item, lang)).toBe(word);
      }
    }
    expect(groupLabel('spot', 'zh')).toBe('现货');
  });

  it("places a new capability's group where its feature is listed, with its own words", () => {
    const words = { groups: { loans: 'Loans' }, items: { loanOrders: 'Loan orders' } };
    const loans: AdminFeature = {
      name: 'loans',
      menuTexts: Object.fromEntries(LANGS.map((l) => [l, words])) as unknown as AdminFeature['menuTexts'],
      menu: [{ group: 'loans', items: [{ section: 'any-admin', label: 'loanOrders', path: 'loan-orders' }] }],
      routes: [],
    };
    const groups = menuGroups([loans]);
    expect(groups.map((g) => g.group)).toEqual(['loans']);
    expect(groupLabel('loans', 'th', [loans])).toBe('Loans');
    expect(entryLabel(groups[0]!.items[0]!, 'th')).toBe('Loan orders');
  });
});
