import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/** The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['accounts'];
/** Pages with a login code step or a proof field, which shows the two-step code when that is on. */
const WITH_2FA: readonly TextCapability[] = ['accounts', 'security'];

/**
 * The account pages of spec §2 (common: login, register, forget, area; setting: the account pages).
 * `auth: true` pages are guarded by RequireAuth (a visitor is sent to login, then brought back).
 */
export const routes: readonly RouteDef[] = [
  { path: '/pages/common/login', load: () => import('./pages/login-page'), texts: WITH_2FA },
  { path: '/pages/common/register', load: () => import('./pages/register-page'), texts: TEXTS },
  { path: '/pages/common/forget', load: () => import('./pages/forget-page'), texts: TEXTS },
  { path: '/pages/common/area', load: () => import('./pages/area-page'), texts: TEXTS },
  { path: '/pages/setting/setting', load: () => import('./pages/setting-page'), texts: TEXTS },
  { path: '/pages/setting/userInfo', load: () => import('./pages/user-info-page'), auth: true, texts: TEXTS },
  { path: '/pages/setting/security', load: () => import('./pages/security-page'), auth: true, texts: WITH_2FA },
  { path: '/pages/setting/password', load: () => import('./pages/password-page'), auth: true, texts: WITH_2FA },
  { path: '/pages/setting/payPassword', load: () => import('./pages/pay-password-page'), auth: true, texts: WITH_2FA },
  { path: '/pages/setting/real', load: () => import('./pages/real-page'), auth: true, texts: WITH_2FA },
  { path: '/pages/setting/real_mark', load: () => import('./pages/real-mark-page'), auth: true, texts: TEXTS },
  { path: '/pages/setting/wallet', load: () => import('./pages/wallet-page'), auth: true, texts: WITH_2FA },
  { path: '/pages/setting/addWallet', load: () => import('./pages/add-wallet-page'), auth: true, texts: WITH_2FA },
  { path: '/pages/setting/bank', load: () => import('./pages/bank-page'), auth: true, texts: WITH_2FA },
  {
    path: '/pages/setting/bank_international',
    load: () => import('./pages/bank-international-page'),
    auth: true,
    texts: WITH_2FA,
  },
  { path: '/pages/setting/share', load: () => import('./pages/share-page'), auth: true, texts: TEXTS },
  {
    path: '/pages/setting/loginHistory',
    load: () => import('./pages/login-history-page'),
    auth: true,
    texts: TEXTS,
  },
  {
    path: '/pages/setting/antiPhishing',
    load: () => import('./pages/anti-phishing-page'),
    auth: true,
    texts: TEXTS,
  },
];
