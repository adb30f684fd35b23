import { canUse, type Section } from '../shared/session/permissions';
import type { AdminRole } from '../shared/session/session-store';

/** Menu groups of the side menu, in order (always expanded, so every item of the role is one click away). */
export const MENU_GROUPS: readonly { label: string; sections: readonly Section[] }[] = [
  { label: 'Users', sections: ['users', 'kyc', 'outbox'] },
  { label: 'Finance', sections: ['deposits', 'withdrawals', 'wallet-coins', 'ledger'] },
  { label: 'Market', sections: ['instruments', 'feed', 'fiats'] },
  { label: 'Spot', sections: ['spot-pairs', 'spot-maker', 'spot-orders', 'spot-trades'] },
  { label: 'Content', sections: ['news', 'banners', 'faq', 'pages', 'settings'] },
  { label: 'System', sections: ['admins', 'audit', 'platform'] },
];

/** The groups and entries `role` sees: only sections it may read, and no group left empty. */
export function visibleMenu(role: AdminRole | undefined): { label: string; sections: Section[] }[] {
  return MENU_GROUPS.map((g) => ({ label: g.label, sections: g.sections.filter((s) => canUse(role, s)) })).filter(
    (g) => g.sections.length > 0,
  );
}
