import type { AdminRole, AdminSection } from '@app/api';
import type { Lang } from '@app/i18n';
import type { AdminFeature, AdminMenuItem, MenuGroup } from '../shared/feature';
import { canOpen } from '../shared/session/permissions';
import { FEATURES } from './features';

export type MenuEntry = AdminMenuItem & { feature: AdminFeature };
export type MenuGroupView = { group: MenuGroup; items: MenuEntry[] };

/**
 * The side menu: groups in the order the feature list first uses them, each with the features' entries in the
 * order of the list (a new capability's group lands where its feature is listed).
 */
export function menuGroups(features: readonly AdminFeature[] = FEATURES): MenuGroupView[] {
  const groups: MenuGroupView[] = [];
  for (const feature of features) {
    for (const menu of feature.menu ?? []) {
      const view = groups.find((g) => g.group === menu.group) ?? { group: menu.group, items: [] };
      if (!groups.includes(view)) groups.push(view);
      view.items.push(...menu.items.map((item) => ({ ...item, feature })));
    }
  }
  return groups.filter((g) => g.items.length > 0);
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

/** An entry's word in `lang`, from its own feature's menu texts (the key itself if a feature forgot one). */
export function entryLabel(entry: MenuEntry, lang: Lang): string {
  return entry.feature.menuTexts?.[lang].items[entry.label] ?? entry.label;
}

/** A group's word in `lang`: from the first listed feature whose menu texts name the group. */
export function groupLabel(group: MenuGroup, lang: Lang, features: readonly AdminFeature[] = FEATURES): string {
  for (const f of features) {
    const word = f.menuTexts?.[lang].groups?.[group];
    if (word) return word;
  }
  return group;
}
