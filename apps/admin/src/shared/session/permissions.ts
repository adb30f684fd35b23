import type { AdminRole } from './session-store';
import { useSession } from './session-store';

/** Menu order: the groups of the side menu follow it (see app/admin-layout.tsx). */
export const SECTIONS = [
  'users',
  'kyc',
  'outbox',
  'deposits',
  'withdrawals',
  'wallet-coins',
  'ledger',
  'instruments',
  'feed',
  'fiats',
  'spot-pairs',
  'spot-maker',
  'spot-orders',
  'spot-trades',
  'news',
  'banners',
  'faq',
  'pages',
  'settings',
  'admins',
  'audit',
  'platform',
] as const;
export type Section = (typeof SECTIONS)[number];

const ALL: readonly AdminRole[] = ['super', 'content', 'finance', 'support'];
const EDITORS: readonly AdminRole[] = ['super', 'content'];
const FINANCE: readonly AdminRole[] = ['super', 'finance'];

/**
 * Mirrors the server's guards (docs/api-foundation.md "Admin", api-accounts.md and api-market.md "Back office"):
 * every role may read content and settings, only content and super change them; users are read by super, support
 * and finance but only super and support lock them; identity reviews and the dev outbox are super and support;
 * instruments are read by super and content but changed by super only; the feed is super only; fiat rates are
 * super and finance; the admin list and the audit log answer "forbidden" to anyone but super; the wallet queues, coin
 * settings and the ledger summary are super and finance (api-wallet.md "Back office"); spot pairs are super only, the
 * market maker screen is read by super and finance (finance sees its status, only super its settings), spot orders
 * and trades by super, finance and support (api-spot.md "Back office").
 */
const READ: Record<Section, readonly AdminRole[]> = {
  users: ['super', 'support', 'finance'],
  kyc: ['super', 'support'],
  outbox: ['super', 'support'],
  deposits: FINANCE,
  withdrawals: FINANCE,
  'wallet-coins': FINANCE,
  ledger: FINANCE,
  instruments: ['super', 'content'],
  feed: ['super'],
  fiats: ['super', 'finance'],
  'spot-pairs': ['super'],
  'spot-maker': FINANCE,
  'spot-orders': ['super', 'finance', 'support'],
  'spot-trades': ['super', 'finance', 'support'],
  news: ALL,
  banners: ALL,
  faq: ALL,
  pages: ALL,
  settings: ALL,
  admins: ['super'],
  audit: ['super'],
  platform: FINANCE,
};
const WRITE: Record<Section, readonly AdminRole[]> = {
  ...READ,
  users: ['super', 'support'],
  instruments: ['super'],
  'spot-maker': ['super'],
  news: EDITORS,
  banners: EDITORS,
  faq: EDITORS,
  pages: EDITORS,
  settings: EDITORS,
  // A status screen: nothing on it changes anything.
  platform: ['super'],
};

export function canUse(role: AdminRole | undefined, section: Section): boolean {
  return role !== undefined && READ[section].includes(role);
}

export function canEdit(role: AdminRole | undefined, section: Section): boolean {
  return role !== undefined && WRITE[section].includes(role);
}

/** Landing screen: the first section the role works in (may change), else the first it may read. */
export function firstSection(role: AdminRole | undefined): Section | undefined {
  return SECTIONS.find((s) => canEdit(role, s)) ?? SECTIONS.find((s) => canUse(role, s));
}

/** Whether the signed-in admin may change what `section` shows (otherwise its screens are read-only). */
export function useCanEdit(section: Section): boolean {
  return canEdit(
    useSession((s) => s.admin?.role),
    section,
  );
}

/**
 * Actions inside a section another role may read (api-wallet.md "Back office"): a user's balances and journal are read
 * by super, finance and support; a manual adjustment is super and finance only.
 */
const ACTIONS = {
  'user-wallet': ['super', 'finance', 'support'],
  'user-adjust': FINANCE,
} as const satisfies Record<string, readonly AdminRole[]>;
export type Action = keyof typeof ACTIONS;

export function canDo(role: AdminRole | undefined, action: Action): boolean {
  return role !== undefined && (ACTIONS[action] as readonly AdminRole[]).includes(role);
}

export function useCanDo(action: Action): boolean {
  return canDo(
    useSession((s) => s.admin?.role),
    action,
  );
}
