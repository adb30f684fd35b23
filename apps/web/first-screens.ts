/**
 * The screens a visit most often starts on, for the boot script (boot/boot.js via first-screen-boot.ts): the route
 * paths, the page module (none for home, which is in the entry chunk), the capabilities whose texts it waits for (the
 * route table's `texts`; src/app/first-screens.test.ts holds them together) and the API calls it makes before it
 * can show anything. A call's `data` is what the page passes, in the same order; `$symbol` is the route's `symbol`
 * query parameter, `$fiat` the stored fiat currency (the call is left out without them) and `$pair` the pair a
 * call marked `after` picks from an earlier answer. The journey e2e/first-screen.e2e.ts opens each screen and fails
 * if the page did not use every answer started for it, or sent one of these calls twice.
 */
export type EarlyRequest = {
  method: 'GET' | 'POST';
  path: string;
  data?: Record<string, string | number>;
  /** Only for a logged-in visit, sent with the stored token. */
  auth?: boolean;
  /**
   * Sent once the answer of this screen's call to that path is in: `$pair` in `data` is the pair the trade screen
   * opens on, picked from that answer (the list of pairs) as trade-page.tsx picks it.
   */
  after?: string;
  /** The answer's first item has the screen's largest picture in this field: it is preloaded as soon as it is known. */
  image?: string;
};

export type FirstScreen = {
  name: string;
  paths: string[];
  page: string | null;
  texts: string[];
  requests: EarlyRequest[];
};

/** Asked for on every screen by the root layout. */
export const EVERY_SCREEN: EarlyRequest[] = [{ method: 'GET', path: '/getSiteConfig' }];

/** Keep in step with WEB_VERSION in src/stores/boot.ts (first-screens.test.ts checks it). */
export const BOOT_WEB_VERSION = 1;

const pairData = (extra: Record<string, string | number> = {}) => ({ symbol: '$symbol', ...extra });

export const FIRST_SCREENS: FirstScreen[] = [
  {
    name: 'home',
    paths: ['/', '/pages/index/index', '/pages/quotation/index'],
    page: null,
    texts: ['accounts', 'wallet', 'market'],
    requests: [
      { method: 'POST', path: '/banner/list', data: { c_id: 5 }, image: 'image' },
      { method: 'POST', path: '/news/list', data: { c_id: 4, page: 1, limit: 5 } },
      { method: 'GET', path: '/menu' },
      { method: 'GET', path: '/market/hot' },
      { method: 'GET', path: '/currency/quotation_new' },
      { method: 'GET', path: '/news/index_pop' },
    ],
  },
  {
    name: 'market',
    paths: ['/pages/market/market'],
    page: 'src/features/market/pages/market-page.tsx',
    texts: ['market'],
    requests: [{ method: 'GET', path: '/currency/quotation_new' }],
  },
  {
    name: 'trade',
    paths: ['/pages/transaction/index'],
    page: 'src/features/spot/pages/trade-page.tsx',
    texts: ['spot', 'receipts', 'accounts', 'market'],
    requests: [
      { method: 'GET', path: '/coin/pairs' },
      { method: 'GET', path: '/currency/quotation_new' },
      { method: 'GET', path: '/coin/depth', data: { symbol: '$pair', limit: 50 }, after: '/coin/pairs' },
      { method: 'GET', path: '/coin/trades', data: { symbol: '$pair', limit: 30 }, after: '/coin/pairs' },
      { method: 'GET', path: '/market/detail', data: { symbol: '$pair' }, after: '/coin/pairs' },
    ],
  },
  {
    name: 'assets',
    paths: ['/pages/fund/assets'],
    page: 'src/features/wallet/pages/assets-page.tsx',
    texts: ['wallet', 'accounts'],
    requests: [
      { method: 'GET', path: '/wallet/getRateCurrency', auth: true },
      { method: 'POST', path: '/wallet/list', data: { fiat: '$fiat' }, auth: true },
    ],
  },
  {
    name: 'pair detail',
    paths: ['/pages/market/detail'],
    page: 'src/features/market/pages/detail-page.tsx',
    texts: ['market', 'spot'],
    requests: [
      { method: 'GET', path: '/market/detail', data: pairData() },
      { method: 'GET', path: '/currency/new_timeshar', data: pairData({ period: '15min' }) },
      { method: 'GET', path: '/coin/pairs' },
      { method: 'GET', path: '/coin/depth', data: pairData({ limit: 50 }) },
      { method: 'GET', path: '/coin/trades', data: pairData({ limit: 30 }) },
    ],
  },
];
