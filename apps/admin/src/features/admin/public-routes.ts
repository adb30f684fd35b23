import type { AdminRoute } from '../../shared/feature';

/**
 * The screens open to visitors. The entry routes them by itself, without the feature list (its menus, icons and
 * the signed-in code stay off the login screen); their texts are in the shell catalogue, so they fetch none.
 */
export const publicRoutes: readonly AdminRoute[] = [
  { section: 'public', path: 'login', load: () => import('./pages/login-page') },
];
