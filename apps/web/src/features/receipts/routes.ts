import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/** The texts of the receipts capability's public pages (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['transparency'];

/**
 * The public evidence behind every receipt (issue 30 item 8): the transparency page (sources, index method, signed
 * heads, key, source history) and the receipt verifier. No login: anyone may check anyone's receipt bundle.
 */
export const routes: readonly RouteDef[] = [
  { path: '/transparency', load: () => import('./pages/transparency-page'), texts: TEXTS },
  { path: '/transparency/verify', load: () => import('./pages/verify-page'), texts: TEXTS },
];
