import i18n from 'i18next';
import { isLoggedIn } from '../stores/session';
import { showToast } from './feedback';
import { redirectToLoginLater } from './navigation';

/**
 * Guard for protected actions (spec §2, §8): with no token it toasts 'please log in first' and goes to the login
 * page after 1200 ms. Returns whether the action may go on.
 */
export function requireLogin(): boolean {
  if (isLoggedIn()) return true;
  showToast(i18n.t('common.loginFirst'));
  redirectToLoginLater();
  return false;
}
