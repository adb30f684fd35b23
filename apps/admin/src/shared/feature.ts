/**
 * What a back-office feature declares about itself (features/<cap>/routes.tsx): its screens and its side-menu
 * entries, each tied to its row of the role matrix (`ADMIN_SECTIONS` in @app/api, the table the server's guards
 * read), so the route guard and the menu read the same place. The app lists the features (app/features.ts) and
 * builds the router and the menu from them; features never import app/.
 */
import type { AdminSection } from '@app/api';
import type { FeatureNamespace } from '@app/i18n/admin';
import type { MenuTexts } from '@app/i18n/admin/menu';
import type { ComponentType, ReactNode } from 'react';

/**
 * A group of the side menu (`users`, `finance`, a new capability's own …). Groups appear in the order the feature
 * list first uses them; the word for a group comes from the first feature whose menu texts name it.
 */
export type MenuGroup = string;

/**
 * Who may open a screen or see a menu entry: the roles that may read a section of the role matrix, or every
 * signed-in admin (`any-admin`: the admin's own account).
 */
export type Access = AdminSection | 'any-admin';

export type AdminMenuItem = {
  section: Access;
  /** The entry's word, a key of `items` in the feature's menu texts (packages/i18n/src/admin/<cap>/menu.ts). */
  label: string;
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
  /** The words of its menu entries and of the groups it is first to use, in the 8 languages (bundled, small). */
  menuTexts?: MenuTexts;
  menu?: readonly AdminMenu[];
  routes: readonly AdminRoute[];
};
