import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/** The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['accounts', 'wallet', 'market'];

const home = () => import('./home-page');

/** Home has three spellings in the spec: '/', its alias pages/index/index, and the back-to-home target. */
export const routes: readonly RouteDef[] = [
  { path: '/', load: home, tab: 'home', texts: TEXTS },
  { path: '/pages/index/index', load: home, tab: 'home', texts: TEXTS },
  { path: '/pages/quotation/index', load: home, tab: 'home', texts: TEXTS },
];
