import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';
import HomePage from './home-page';

/** The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['accounts', 'wallet', 'market'];

/**
 * Home is the first screen of most visits, so it is built into the entry chunk instead of loaded after it: split
 * out, its modules were 37 chunks shared in different ways with other routes, and on a phone over HTTP/1.1 (six
 * connections per host) each round of six costs a round trip (docs/decisions.md "Home in the entry chunk").
 */
const home = () => Promise.resolve({ default: HomePage });

/** Home has three spellings in the spec: '/', its alias pages/index/index, and the back-to-home target. */
export const routes: readonly RouteDef[] = [
  { path: '/', load: home, tab: 'home', texts: TEXTS },
  { path: '/pages/index/index', load: home, tab: 'home', texts: TEXTS },
  { path: '/pages/quotation/index', load: home, tab: 'home', texts: TEXTS },
];
