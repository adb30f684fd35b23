import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/** The two-step page borrows the account pages' shell and fields (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['accounts', 'security'];

/** The users' second factor (docs/api-security.md). */
export const routes: readonly RouteDef[] = [
  { path: '/pages/setting/twoStep', load: () => import('./pages/two-step-page'), auth: true, texts: TEXTS },
];
