/**
 * The back office's role matrix, in one place: the server's guards and the admin app's menu and read-only views
 * both read it. Each section belongs to a capability and names the roles that may read it and change it; `super`
 * may do everything. Actions are permissions inside a section another role may read.
 */
/** Kept free of zod so the admin app's menu and guards do not pull the schema library into its first chunk. */
export const ADMIN_ROLES = ['super', 'finance', 'support', 'content'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_SECTIONS = [
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
  'transparency',
  'spot-pairs',
  'spot-maker',
  'spot-orders',
  'spot-trades',
  'contract-pairs',
  'contract-positions',
  'contract-risk',
  'option-settings',
  'option-orders',
  'option-house',
  'earn-campaigns',
  'earn-products',
  'earn-orders',
  'news',
  'banners',
  'faq',
  'pages',
  'settings',
  'admins',
  'audit',
  'platform',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const ALL: readonly AdminRole[] = ADMIN_ROLES;
const EDITORS: readonly AdminRole[] = ['super', 'content'];
const FINANCE: readonly AdminRole[] = ['super', 'finance'];
const SUPPORT: readonly AdminRole[] = ['super', 'support'];
const SUPER: readonly AdminRole[] = ['super'];

type Rule = { capability: string; read: readonly AdminRole[]; write: readonly AdminRole[] };

export const SECTION_ROLES: Record<AdminSection, Rule> = {
  users: { capability: 'accounts', read: ['super', 'support', 'finance'], write: SUPPORT },
  kyc: { capability: 'accounts', read: SUPPORT, write: SUPPORT },
  outbox: { capability: 'notify', read: SUPPORT, write: SUPPORT },
  deposits: { capability: 'wallet', read: FINANCE, write: FINANCE },
  withdrawals: { capability: 'wallet', read: FINANCE, write: FINANCE },
  'wallet-coins': { capability: 'wallet', read: FINANCE, write: FINANCE },
  ledger: { capability: 'wallet', read: FINANCE, write: FINANCE },
  instruments: { capability: 'market', read: EDITORS, write: SUPER },
  feed: { capability: 'market', read: SUPER, write: SUPER },
  fiats: { capability: 'market', read: FINANCE, write: FINANCE },
  // Read-only: the public page's data and the receipt verifier, so every admin role reads it; nothing writes here.
  transparency: { capability: 'receipts', read: ALL, write: SUPER },
  'spot-pairs': { capability: 'spot', read: SUPER, write: SUPER },
  // Finance follows the maker's status; only super sees and changes its settings.
  'spot-maker': { capability: 'spot', read: FINANCE, write: SUPER },
  'spot-orders': { capability: 'spot', read: ['super', 'finance', 'support'], write: ['super', 'finance', 'support'] },
  'spot-trades': { capability: 'spot', read: ['super', 'finance', 'support'], write: ['super', 'finance', 'support'] },
  'contract-pairs': { capability: 'contracts', read: SUPER, write: SUPER },
  'contract-positions': { capability: 'contracts', read: ['super', 'finance', 'support'], write: SUPER },
  'contract-risk': { capability: 'contracts', read: FINANCE, write: SUPER },
  'option-settings': { capability: 'options', read: SUPER, write: SUPER },
  'option-orders': { capability: 'options', read: ['super', 'finance', 'support'], write: SUPER },
  'option-house': { capability: 'options', read: FINANCE, write: SUPER },
  // Campaigns are money (funding and taking back budgets): finance runs them. Products are what users are offered.
  'earn-campaigns': { capability: 'earn', read: FINANCE, write: FINANCE },
  'earn-products': { capability: 'earn', read: FINANCE, write: SUPER },
  'earn-orders': { capability: 'earn', read: ['super', 'finance', 'support'], write: SUPER },
  news: { capability: 'content', read: ALL, write: EDITORS },
  banners: { capability: 'content', read: ALL, write: EDITORS },
  faq: { capability: 'content', read: ALL, write: EDITORS },
  pages: { capability: 'content', read: ALL, write: EDITORS },
  settings: { capability: 'common', read: ALL, write: EDITORS },
  admins: { capability: 'admin', read: SUPER, write: SUPER },
  audit: { capability: 'admin', read: SUPER, write: SUPER },
  // A status screen: nothing on it changes anything.
  platform: { capability: 'admin', read: FINANCE, write: SUPER },
};

export const ADMIN_ACTIONS = {
  /** A user's balances and journal. */
  'user-wallet': ['super', 'finance', 'support'],
  /** A manual balance adjustment through the ledger. */
  'user-adjust': FINANCE,
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminAction = keyof typeof ADMIN_ACTIONS;

export function canRead(role: AdminRole | undefined, section: AdminSection): boolean {
  return role !== undefined && SECTION_ROLES[section].read.includes(role);
}

export function canWrite(role: AdminRole | undefined, section: AdminSection): boolean {
  return role !== undefined && SECTION_ROLES[section].write.includes(role);
}

export function canDo(role: AdminRole | undefined, action: AdminAction): boolean {
  return role !== undefined && (ADMIN_ACTIONS[action] as readonly AdminRole[]).includes(role);
}

/** The roles a server guard lets in for reading or changing a section. */
export function rolesFor(section: AdminSection, mode: 'read' | 'write'): AdminRole[] {
  return [...SECTION_ROLES[section][mode]];
}

export function rolesForAction(action: AdminAction): AdminRole[] {
  return [...ADMIN_ACTIONS[action]];
}
