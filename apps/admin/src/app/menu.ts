import type { AdminRole, AdminSection } from '@app/api';
import { type AdminFeature, type AdminMenuItem, MENU_GROUPS, type MenuGroup } from '../shared/feature';
import { canOpen } from '../shared/session/permissions';
import { FEATURES } from './features';

export type MenuGroupView = { group: MenuGroup; items: AdminMenuItem[] };

/** The side menu: the groups in their fixed order, each with the features' entries in the order of the list. */
export function menuGroups(features: readonly AdminFeature[] = FEATURES): MenuGroupView[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: features.flatMap((f) => (f.menu ?? []).filter((m) => m.group === group).flatMap((m) => m.items)),
  })).filter((g) => g.items.length > 0);
}

/** The groups and entries `role` sees (always expanded): only screens it may open, and no group left empty. */
export function visibleMenu(
  role: AdminRole | undefined,
  features: readonly AdminFeature[] = FEATURES,
): MenuGroupView[] {
  return menuGroups(features)
    .map((g) => ({ group: g.group, items: g.items.filter((item) => canOpen(role, item.section)) }))
    .filter((g) => g.items.length > 0);
}

/** The address of the menu entry of `section` (the landing screen after sign-in). */
export function menuPath(section: AdminSection, features: readonly AdminFeature[] = FEATURES): string | undefined {
  return menuGroups(features)
    .flatMap((g) => g.items)
    .find((item) => item.section === section)?.path;
}
