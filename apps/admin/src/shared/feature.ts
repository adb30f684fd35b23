/**
 * What a back-office feature declares about itself (features/<cap>/routes.tsx): its screens and its side-menu
 * entries, each tied to its row of the role matrix (`ADMIN_SECTIONS` in @app/api, the table the server's guards
 * read), so the route guard and the menu read the same place. The app lists the features (app/features.ts) and
 * builds the router and the menu from them; features never import app/.
 */
import type { AdminSection } from '@app/api';
import type { FeatureNamespace, ShellTexts } from '@app/i18n/admin';
import type { ComponentType, ReactNode } from 'react';

/** The side menu's groups, in their order on screen. */
export const MENU_GROUPS = ['users', 'finance', 'market', 'spot', 'content', 'system', 'account'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * Who may open a screen or see a menu entry: the roles that may read a section of the role matrix, or every
 * signed-in admin (`any-admin`: the admin's own account).
 */
export type Access = AdminSection | 'any-admin';

export type AdminMenuItem = {
  section: Access;
  /**
   * The entry's text, a key of `menu.items` in the shell catalogue (packages/i18n/src/admin/shell): the menu is
   * shown before any feature's own texts are fetched.
   */
  label: keyof ShellTexts['menu']['items'];
  /** The screen's address under /admin/, without a slash; also the entry's test id, `menu-<path>`. */
  path: string;
  icon?: ReactNode;
};

export type AdminMenu = { group: MenuGroup; items: readonly AdminMenuItem[] };

export type PageModule = { default: ComponentType };

export type AdminRoute = {
  /** `public`: outside the signed-in layout, open to visitors (the login screen). */
  section: Access | 'public';
  /** Under /admin/, without a leading slash (`users`, `users/:id`). */
  path: string;
  /** The page's code, fetched when the route is first opened. */
  load: () => Promise<PageModule>;
};

export type AdminFeature = {
  /** The capability's name, as on the server (`SECTION_ROLES[section].capability`) and in the web app. */
  name: string;
  /** The feature's catalogue in @app/i18n/admin, fetched with its first screen; absent while it has none. */
  texts?: FeatureNamespace;
  menu?: readonly AdminMenu[];
  routes: readonly AdminRoute[];
};
