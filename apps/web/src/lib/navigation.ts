import { isLoggedIn } from '../stores/session';
import { LOGIN_PATH } from './routes';
import { REDIRECT_DELAY_MS } from './timings';

/**
 * Navigation for code outside React (the request helper, guards). The app uses hash routing, so setting the
 * hash is a router navigation. Parameters are appended as a query string (spec §2).
 */
export function redirectTo(path: string, params?: Record<string, string | number>): void {
  const query = params ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : '';
  window.location.hash = `#${path.startsWith('/') ? path : `/${path}`}${query}`;
}

/**
 * Redirect after the spec's 1.2 s delay, so the toast that explains why can be read first. `unless`: checked when
 * the time is up; a redirect that no longer applies is dropped (a login redirect after the user has logged in
 * again within the delay would otherwise take them back to the login page).
 */
export function redirectLater(
  path: string,
  { delay = REDIRECT_DELAY_MS, unless }: { delay?: number; unless?: () => boolean } = {},
): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    if (!unless?.()) redirectTo(path);
  }, delay);
}

/** To the login page after the delay, unless someone has logged in by then (a session ended, or a guard). */
export function redirectToLoginLater(): ReturnType<typeof setTimeout> {
  return redirectLater(LOGIN_PATH, { unless: isLoggedIn });
}
